import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'cart/user/goods/count/query';

/** `count` is the number of lines (SKUs) in the cart, buyable or not; `quantity` is the sum of their quantities. */
export const ZQueryCartGoodsCountResponse = z.object({ count: z.number().int(), quantity: z.number().int() });
export type TQueryCartGoodsCountResponse = z.infer<typeof ZQueryCartGoodsCountResponse>;

export const queryCartGoodsCount = defineEndpoint({
  path,
  access: 'user',
  summary: 'The cart tab badge: how many lines the caller\'s cart holds (and their total quantity)',
  request: ZEmptyRequest,
  response: ZQueryCartGoodsCountResponse,
});
