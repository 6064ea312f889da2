import { z } from 'zod';

/**
 * A client's key for one intended write (a payment, an add to the cart), sent again unchanged when the client
 * retries after a lost answer: the server then answers what the first attempt did instead of doing it twice.
 */
export const ZRequestKey = z.string().regex(/^[0-9A-Za-z_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
