import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckoutId } from './checkout-fields.ts';

export const path = 'saleorder/checkoutnumber';

export const ZCheckoutNumberRequest = z.strictObject({ checkoutId: ZCheckoutId });
export type TCheckoutNumberRequest = z.input<typeof ZCheckoutNumberRequest>;
export const ZCheckoutNumberResponse = z.object({ checkoutNumber: z.string() });
export type TCheckoutNumberResponse = z.infer<typeof ZCheckoutNumberResponse>;

export const checkoutNumber = defineEndpoint({
  path,
  access: 'user',
  summary: 'A one-time number for committing a checkout: the same number committed again answers the same orders',
  request: ZCheckoutNumberRequest,
  response: ZCheckoutNumberResponse,
});
