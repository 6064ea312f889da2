import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderId } from '../order/order-view-fields.ts';
import { ZShipmentWithEvents, ZShippingCompanyCode, ZTrackingNo } from './shipment-fields.ts';

export const path = 'merchant/saleorder/ship';

export const ZShipOrderRequest = z.strictObject({
  orderId: ZOrderId,
  /** A company of `resource/query/shipping/company`. */
  companyCode: ZShippingCompanyCode,
  trackingNo: ZTrackingNo,
});
export type TShipOrderRequest = z.input<typeof ZShipOrderRequest>;
/** The new parcel with its first event (InfoReceived); the order is `receiving` now. */
export const ZShipOrderResponse = ZShipmentWithEvents;
export type TShipOrderResponse = z.infer<typeof ZShipOrderResponse>;

export const shipOrder = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary:
    "The merchant ships a paid order of one of their shops: company and tracking number (checked against the company's pattern, unique per company); the order moves shipping → receiving (4211 from another status)",
  request: ZShipOrderRequest,
  response: ZShipOrderResponse,
});
