import { z } from 'zod';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZOrderSummary } from './order-view-fields.ts';

export const path = 'saleorder/shop/user/query';

export const ZQueryShopUserOrdersRequest = z.strictObject({ shopId: ZCatalogueId, ...ZPageRequest.shape });
export type TQueryShopUserOrdersRequest = z.input<typeof ZQueryShopUserOrdersRequest>;
export const ZQueryShopUserOrdersResponse = pageOf(ZOrderSummary);
export type TQueryShopUserOrdersResponse = z.infer<typeof ZQueryShopUserOrdersResponse>;

export const queryShopUserOrders = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's orders (not deleted) with one shop, newest first, each with its shop and lines",
  request: ZQueryShopUserOrdersRequest,
  response: ZQueryShopUserOrdersResponse,
});
