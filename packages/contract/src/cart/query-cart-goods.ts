import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZCartLine } from './cart-fields.ts';

export const path = 'cart/goods/query';


export const ZCartShopGroup = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogo: z.string(),
  lines: z.array(ZCartLine),
});
export type TCartShopGroup = z.infer<typeof ZCartShopGroup>;

export const ZQueryCartGoodsResponse = z.object({
  /** Buyable lines grouped by shop; shops and lines latest added first. */
  shops: z.array(ZCartShopGroup),
  /** Lines that can no longer be bought, each with its reason; never counted in the totals. */
  unbuyable: z.array(ZCartLine),
  /** Totals of the picked buyable lines, at current prices in minor units. */
  pickedLines: z.number().int(),
  pickedQuantity: z.number().int(),
  pickedAmount: z.number().int(),
  /** The tab badge: the number of lines, buyable or not. */
  count: z.number().int(),
});
export type TQueryCartGoodsResponse = z.infer<typeof ZQueryCartGoodsResponse>;

export const queryCartGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller\'s cart: buyable lines by shop at current prices, and the lines no longer buyable',
  request: ZEmptyRequest,
  response: ZQueryCartGoodsResponse,
});
