import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderSummary } from './order-view-fields.ts';

export const path = 'saleorder/paying';

export const ZQueryPayingOrdersRequest = z.strictObject({ ...ZPageRequest.shape });
export type TQueryPayingOrdersRequest = z.input<typeof ZQueryPayingOrdersRequest>;
export const ZQueryPayingOrdersResponse = pageOf(ZOrderSummary);
export type TQueryPayingOrdersResponse = z.infer<typeof ZQueryPayingOrdersResponse>;

export const queryPayingOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's paying orders (not deleted), newest first, each with its shop and lines",
  request: ZQueryPayingOrdersRequest,
  response: ZQueryPayingOrdersResponse,
});
