import { z } from 'zod';
import { ZLocalized } from '../catalogue/merchant-goods-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from '../shop/shop-id.ts';

/**
 * The pharmacy's side of its medicines' regulatory text (decisions: "Health: the rest"): the shop's medicines with
 * their facts in every language, for the editor (`merchant/health/goods/edit` changes them).
 */
export const path = 'merchant/health/goods/query';

/** One medicine of the shop as the editor reads it. */
export const ZMerchantHealthGoods = z.object({
  goodsId: z.number().int(),
  /** The goods' title in the caller's language. */
  title: z.string(),
  image: z.string(),
  drugClass: z.enum(['otc', 'rx']),
  approvalNumber: z.string(),
  dosageForm: ZLocalized,
  specification: ZLocalized,
  usage: ZLocalized,
  contraindications: ZLocalized,
  /** When the facts were last written (ISO 8601), null when the medicine has none yet: send it back to edit. */
  updatedAt: z.string().nullable(),
});
export type TMerchantHealthGoods = z.infer<typeof ZMerchantHealthGoods>;

export const ZMerchantHealthGoodsRequest = z.strictObject({ shopId: ZShopId });
export type TMerchantHealthGoodsRequest = z.input<typeof ZMerchantHealthGoodsRequest>;
export const ZMerchantHealthGoodsResponse = z.object({
  /** Whether the shop is a verified pharmacy (a health shop with an unexpired drug licence): only those edit. */
  verified: z.boolean(),
  list: z.array(ZMerchantHealthGoods),
});
export type TMerchantHealthGoodsResponse = z.infer<typeof ZMerchantHealthGoodsResponse>;

export const queryMerchantHealthGoods = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A pharmacy's own medicines (OTC and prescription-only) with their regulatory text in every language, for the editor",
  request: ZMerchantHealthGoodsRequest,
  response: ZMerchantHealthGoodsResponse,
});

