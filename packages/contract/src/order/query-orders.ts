import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ORDER_STATUSES } from './order-fields.ts';
import { ZOrderSummary } from './order-view-fields.ts';

export const path = 'saleorder/query/all';

/** `group`: one status group only; left out, every group. */
export const ZQueryOrdersRequest = z.strictObject({ group: z.enum(ORDER_STATUSES).optional(), ...ZPageRequest.shape });
export type TQueryOrdersRequest = z.input<typeof ZQueryOrdersRequest>;
export const ZQueryOrdersResponse = pageOf(ZOrderSummary);
export type TQueryOrdersResponse = z.infer<typeof ZQueryOrdersResponse>;

export const queryOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's orders (not deleted), newest first, optionally of one group, each with its shop and lines",
  request: ZQueryOrdersRequest,
  response: ZQueryOrdersResponse,
});
