import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from './shop-id.ts';
import { ZDenomination, ZPlusBenefitText } from './shop-plus-fields.ts';

export const path = 'merchant/shop/plus/query';

export const ZMerchantPlus = z.object({
  shopId: z.number().int(),
  enabled: z.boolean(),
  benefits: z.array(ZPlusBenefitText),
  denominations: z.array(ZDenomination),
  memberCount: z.number().int(),
  /** What the members hold at the shop together (minor units). */
  totalValue: z.number().int(),
});
export type TMerchantPlus = z.infer<typeof ZMerchantPlus>;

export const queryMerchantPlus = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A shop's membership as its merchant edits it, with the member count and the stored value members hold",
  request: ZShopIdRequest,
  response: ZMerchantPlus,
});
