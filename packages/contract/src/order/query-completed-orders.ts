import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderSummary } from './order-view-fields.ts';

export const path = 'saleorder/completed';

export const ZQueryCompletedOrdersRequest = z.strictObject({ ...ZPageRequest.shape });
export type TQueryCompletedOrdersRequest = z.input<typeof ZQueryCompletedOrdersRequest>;
export const ZQueryCompletedOrdersResponse = pageOf(ZOrderSummary);
export type TQueryCompletedOrdersResponse = z.infer<typeof ZQueryCompletedOrdersResponse>;

export const queryCompletedOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's completed orders (not deleted), newest first, each with its shop and lines",
  request: ZQueryCompletedOrdersRequest,
  response: ZQueryCompletedOrdersResponse,
});
