import { z } from 'zod';
import { ZMobile, ZPhoneCode } from '../account/account-fields.ts';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'merchant/apply/checkaccount';

export const ZCheckMerchantAccountRequest = z.strictObject({ contactPhoneCode: ZPhoneCode, contactPhone: ZMobile });
export type TCheckMerchantAccountRequest = z.input<typeof ZCheckMerchantAccountRequest>;
/** Whether the phone may be an application's contact: not the contact of another person's application or shop. */
export const ZCheckMerchantAccountResponse = z.object({ available: z.boolean() });
export type TCheckMerchantAccountResponse = z.infer<typeof ZCheckMerchantAccountResponse>;

export const checkMerchantAccount = defineEndpoint({
  path,
  access: 'user',
  summary: "Whether a contact phone is free for the caller's application (another applicant's contact is taken)",
  request: ZCheckMerchantAccountRequest,
  response: ZCheckMerchantAccountResponse,
});
