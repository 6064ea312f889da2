import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMerchantCertificate, ZShopMerchant, ZShopQualification } from './shop-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/query/shop/merchantCert';

export const ZQueryShopMerchantCertRequest = ZShopIdRequest;
/** Everything the shop's qualifications page shows: the shop's licences and its merchant's certificates. */
export const ZQueryShopMerchantCertResponse = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  merchant: ZShopMerchant,
  qualifications: z.array(ZShopQualification),
  certificates: z.array(ZMerchantCertificate),
});
export type TQueryShopMerchantCertRequest = z.input<typeof ZQueryShopMerchantCertRequest>;
export type TQueryShopMerchantCertResponse = z.infer<typeof ZQueryShopMerchantCertResponse>;

export const queryShopMerchantCert = defineEndpoint({
  path,
  access: 'public',
  summary: 'A shop\'s licences with the certificates of the merchant running it',
  request: ZQueryShopMerchantCertRequest,
  response: ZQueryShopMerchantCertResponse,
});
