import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderSummary } from './order-view-fields.ts';

export const path = 'saleorder/shipping';

export const ZQueryShippingOrdersRequest = z.strictObject({ ...ZPageRequest.shape });
export type TQueryShippingOrdersRequest = z.input<typeof ZQueryShippingOrdersRequest>;
export const ZQueryShippingOrdersResponse = pageOf(ZOrderSummary);
export type TQueryShippingOrdersResponse = z.infer<typeof ZQueryShippingOrdersResponse>;

export const queryShippingOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's shipping orders (not deleted), newest first, each with its shop and lines",
  request: ZQueryShippingOrdersRequest,
  response: ZQueryShippingOrdersResponse,
});
