import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMerchantPlus } from './query-merchant-plus.ts';
import { ZShopId } from './shop-id.ts';
import { PLUS_MAX_BENEFITS, PLUS_MAX_DENOMINATIONS, ZDenomination, ZPlusBenefitText } from './shop-plus-fields.ts';

export const path = 'merchant/shop/plus/save';

export const ZSaveMerchantPlusRequest = z
  .strictObject({
    shopId: ZShopId,
    enabled: z.boolean(),
    benefits: z.array(ZPlusBenefitText).max(PLUS_MAX_BENEFITS),
    denominations: z.array(ZDenomination).max(PLUS_MAX_DENOMINATIONS),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.denominations.forEach((d, i) => {
      if (seen.has(d.amount)) ctx.addIssue({ code: 'custom', path: ['denominations', i, 'amount'], message: 'each amount once' });
      if (d.bonus > d.amount) ctx.addIssue({ code: 'custom', path: ['denominations', i, 'bonus'], message: 'the bonus is at most the amount' });
      seen.add(d.amount);
    });
  });
export type TSaveMerchantPlusRequest = z.input<typeof ZSaveMerchantPlusRequest>;

export const saveMerchantPlus = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "Replaces a shop's membership settings: on or off, its benefits, its top-up denominations (each amount once, a bonus at most the amount)",
  request: ZSaveMerchantPlusRequest,
  response: ZMerchantPlus,
});
