import type { z } from 'zod';
import { ZReorderCartGoodsResponse } from '../cart/reorder-cart-goods.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderIdRequest } from './order-view-fields.ts';

export const path = 'saleorder/reorder';

export const ZReorderOrderRequest = ZOrderIdRequest;
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
