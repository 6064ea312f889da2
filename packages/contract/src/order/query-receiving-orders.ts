import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderSummary } from './order-view-fields.ts';

export const path = 'saleorder/receiving';

export const ZQueryReceivingOrdersRequest = z.strictObject({ ...ZPageRequest.shape });
export type TQueryReceivingOrdersRequest = z.input<typeof ZQueryReceivingOrdersRequest>;
export const ZQueryReceivingOrdersResponse = pageOf(ZOrderSummary);
export type TQueryReceivingOrdersResponse = z.infer<typeof ZQueryReceivingOrdersResponse>;

export const queryReceivingOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's receiving orders (not deleted), newest first, each with its shop and lines",
  request: ZQueryReceivingOrdersRequest,
  response: ZQueryReceivingOrdersResponse,
});
