import { z } from 'zod';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZRequestKey } from '../platform/request-key.ts';
import { CART_UNBUYABLE_REASONS, ZCartCount } from './cart-fields.ts';

export const path = 'cart/goods/reorder';

export const ZReorderCartGoodsRequest = z.strictObject({
  orderId: ZCatalogueId,
  /** The same key sent again (a retry after a lost answer) answers the first reorder's answer and adds nothing. */
  requestKey: ZRequestKey.optional(),
});
export type TReorderCartGoodsRequest = z.input<typeof ZReorderCartGoodsRequest>;

/**
 * Why a line of the order was not put back: it can no longer be bought (the cart's unbuyable reasons), the cart
 * holds 100 lines already (`cart_full`), or the cart's line of that SKU already holds as many as may be bought
 * (`line_full`: the stock, 999 or the goods' purchase limit).
 */
/** `prescription`: prescription-only goods, sold only through a pharmacy's accepted quote (health). */
export const REORDER_SKIP_REASONS = [...CART_UNBUYABLE_REASONS, 'cart_full', 'line_full', 'prescription'] as const;
export type ReorderSkipReason = (typeof REORDER_SKIP_REASONS)[number];

/** A line of the order as it was bought (title, picture and spec from the order), in T-lang. */
const ZReorderGoods = z.object({
  goodsId: z.number().int(),
  /** Null when the SKU has been deleted since. */
  skuId: z.number().int().nullable(),
  title: z.string(),
  image: z.string(),
  specName: z.string(),
  /** How many the order had. */
  ordered: z.number().int(),
});

export const ZReorderAddedLine = ZReorderGoods.extend({
  cartId: z.number().int(),
  /** How many were put in the cart: the ordered quantity, or less when `capped`. */
  added: z.number().int(),
  /** The cart line's quantity afterwards. */
  quantity: z.number().int(),
  /** True when fewer than ordered were added (stock, 999 a line or the purchase limit). */
  capped: z.boolean(),
});
export type TReorderAddedLine = z.infer<typeof ZReorderAddedLine>;

export const ZReorderSkippedLine = ZReorderGoods.extend({ reason: z.enum(REORDER_SKIP_REASONS) });
export type TReorderSkippedLine = z.infer<typeof ZReorderSkippedLine>;

export const ZReorderCartGoodsResponse = z.object({
  added: z.array(ZReorderAddedLine),
  skipped: z.array(ZReorderSkippedLine),
  count: ZCartCount,
});
export type TReorderCartGoodsResponse = z.infer<typeof ZReorderCartGoodsResponse>;

export const reorderCartGoods = defineEndpoint({
  path,
  access: 'user',
  summary: "Puts the goods of one of the caller's orders back in their cart: what can still be bought is added, the rest is listed with why. A repeated requestKey answers the first reorder again",
  request: ZReorderCartGoodsRequest,
  response: ZReorderCartGoodsResponse,
});
