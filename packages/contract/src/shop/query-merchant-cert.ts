import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMerchantCertificate, ZShopMerchant } from './shop-fields.ts';
import { ZMerchantId } from './shop-id.ts';

export const path = 'shop/query/merchantCert';

export const ZQueryMerchantCertRequest = z.strictObject({ merchantId: ZMerchantId });
export const ZQueryMerchantCertResponse = z.object({ merchant: ZShopMerchant, certificates: z.array(ZMerchantCertificate) });
export type TQueryMerchantCertRequest = z.input<typeof ZQueryMerchantCertRequest>;
export type TQueryMerchantCertResponse = z.infer<typeof ZQueryMerchantCertResponse>;

export const queryMerchantCert = defineEndpoint({
  path,
  access: 'public',
  summary: 'A merchant (by its id, as shop details give it) and the certificates the platform checked for it',
  request: ZQueryMerchantCertRequest,
  response: ZQueryMerchantCertResponse,
});
