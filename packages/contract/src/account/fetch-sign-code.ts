import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMobile, ZPhoneCode, ZSignScene } from './account-fields.ts';

export const path = 'signinfo/fetch/signcode';

export const ZFetchSignCodeRequest = z.strictObject({ mobile: ZMobile, phoneCode: ZPhoneCode, scene: ZSignScene });
/** The code itself never comes back: it goes to the phone (or the development outbox). */
export const ZSignCodeSent = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type TFetchSignCodeRequest = z.input<typeof ZFetchSignCodeRequest>;
export type TSignCodeSent = z.infer<typeof ZSignCodeSent>;

export const fetchSignCode = defineEndpoint({
  path,
  access: 'public',
  summary: 'Sends a 6-digit login or register code by SMS (valid 5 minutes, one per 60 s)',
  request: ZFetchSignCodeRequest,
  response: ZSignCodeSent,
});
