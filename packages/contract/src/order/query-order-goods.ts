import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderIdRequest, ZOrderLine } from './order-view-fields.ts';

export const path = 'saleorder/order/goods';

export const ZQueryOrderGoodsRequest = ZOrderIdRequest;
export type TQueryOrderGoodsRequest = z.input<typeof ZQueryOrderGoodsRequest>;
export const ZQueryOrderGoodsResponse = z.array(ZOrderLine);
export type TQueryOrderGoodsResponse = z.infer<typeof ZQueryOrderGoodsResponse>;

export const queryOrderGoods = defineEndpoint({
  path,
  access: 'user',
  summary: "The lines of one of the caller's orders, as bought",
  request: ZQueryOrderGoodsRequest,
  response: ZQueryOrderGoodsResponse,
});
