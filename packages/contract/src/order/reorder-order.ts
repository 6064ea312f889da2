import type { z } from 'zod';
import { ZReorderCartGoodsRequest, ZReorderCartGoodsResponse } from '../cart/reorder-cart-goods.ts';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'saleorder/reorder';

/** The same request as `cart/goods/reorder`: the order, and a request key for retries. */
export const ZReorderOrderRequest = ZReorderCartGoodsRequest;
export type TReorderOrderRequest = z.input<typeof ZReorderOrderRequest>;
/** The same answer as `cart/goods/reorder`: what was put in the cart, what was not and why, the cart's count. */
export const ZReorderOrderResponse = ZReorderCartGoodsResponse;
export type TReorderOrderResponse = z.infer<typeof ZReorderOrderResponse>;

export const reorderOrder = defineEndpoint({
  path,
  access: 'user',
  summary: "Buy again: puts the goods of one of the caller's orders back in their cart, as cart/goods/reorder does",
  request: ZReorderOrderRequest,
  response: ZReorderOrderResponse,
});
