import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderIdRequest } from '../order/order-view-fields.ts';
import { ZShipmentWithEvents, ZShippedOrderFacts } from './shipment-fields.ts';

export const path = 'saleorder/logistics';

export const ZQueryOrderLogisticsRequest = ZOrderIdRequest;
export type TQueryOrderLogisticsRequest = z.input<typeof ZQueryOrderLogisticsRequest>;
/** The order (status and delivery address) and its parcel with the timeline; `shipment` is null before it ships. */
export const ZQueryOrderLogisticsResponse = ZShippedOrderFacts.extend({ shipment: ZShipmentWithEvents.nullable() });
export type TQueryOrderLogisticsResponse = z.infer<typeof ZQueryOrderLogisticsResponse>;

export const queryOrderLogistics = defineEndpoint({
  path,
  access: 'user',
  summary: "The parcel of one of the caller's orders: company, tracking number, status and its events newest first (null before shipping)",
  request: ZQueryOrderLogisticsRequest,
  response: ZQueryOrderLogisticsResponse,
});
