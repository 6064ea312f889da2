import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderDetail, ZOrderIdRequest } from './order-view-fields.ts';

export const path = 'saleorder/goods/receive';

export const ZReceiveOrderGoodsRequest = ZOrderIdRequest;
export type TReceiveOrderGoodsRequest = z.input<typeof ZReceiveOrderGoodsRequest>;
/** The order after the receipt: completed, with `receivedAt` set. */
export const ZReceiveOrderGoodsResponse = ZOrderDetail;
export type TReceiveOrderGoodsResponse = z.infer<typeof ZReceiveOrderGoodsResponse>;

export const receiveOrderGoods = defineEndpoint({
  path,
  access: 'user',
  summary: "The shopper confirms receiving one of their shipped orders, which completes it; an order in another state is refused (4211)",
  request: ZReceiveOrderGoodsRequest,
  response: ZReceiveOrderGoodsResponse,
});
