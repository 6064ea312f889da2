import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderDetail, ZOrderIdRequest } from './order-view-fields.ts';

export const path = 'saleorder/detail';

export const ZQueryOrderDetailRequest = ZOrderIdRequest;
export type TQueryOrderDetailRequest = z.input<typeof ZQueryOrderDetailRequest>;
export const ZQueryOrderDetailResponse = ZOrderDetail;
export type TQueryOrderDetailResponse = z.infer<typeof ZQueryOrderDetailResponse>;

export const queryOrderDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's orders in full: lines, address, amounts, remark, the time of each step and its history",
  request: ZQueryOrderDetailRequest,
  response: ZQueryOrderDetailResponse,
});
