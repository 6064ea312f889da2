import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderDetail, ZOrderIdRequest } from './order-view-fields.ts';

/** The spec's second name for the order detail (the detail pages of each group call it); the same answer as `saleorder/detail`. */
export const path = 'saleorder/order/detail';

export const ZQueryOrderOrderDetailRequest = ZOrderIdRequest;
export type TQueryOrderOrderDetailRequest = z.input<typeof ZQueryOrderOrderDetailRequest>;
export const ZQueryOrderOrderDetailResponse = ZOrderDetail;
export type TQueryOrderOrderDetailResponse = z.infer<typeof ZQueryOrderOrderDetailResponse>;

export const queryOrderOrderDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's orders in full (as saleorder/detail)",
  request: ZQueryOrderOrderDetailRequest,
  response: ZQueryOrderOrderDetailResponse,
});
