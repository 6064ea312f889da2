import { z } from 'zod';
import { ORDER_STATUSES, ZOrderAddress } from '../order/order-fields.ts';
import { SHIPMENT_STATUSES } from './logistics-fields.ts';

/**
 * How a parcel is shown on both sides: the shopper's `saleorder/logistics` and the merchant's order list and
 * ship call. Texts (company name, event descriptions and places) come in the caller's language.
 */

/** A shipping company's stable code (`SF`, `YAMATO`): upper-case letters, digits and underscores. */
export const ZShippingCompanyCode = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_]+$/, 'letters, digits and _ only')
  .transform((s) => s.toUpperCase());

/**
 * A tracking number as typed: letters, digits and dashes, compared without case (stored upper-case). Whether it
 * fits the company's own pattern is the server's check (4402).
 */
export const ZTrackingNo = z
  .string()
  .trim()
  .min(4)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and - only')
  .transform((s) => s.toUpperCase());

/** One event of a parcel as its carrier reported it. */
export const ZShipmentEvent = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  description: z.string(),
  /** Where it happened (a city, a district, a nation), empty when the carrier did not say. */
  location: z.string(),
  occurredAt: z.string().describe('ISO 8601'),
});
export type TShipmentEvent = z.infer<typeof ZShipmentEvent>;

/** An order's parcel: company, tracking number, the latest status and when it was shipped and delivered. */
export const ZShipment = z.object({
  shipmentId: z.number().int(),
  orderId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  trackingNo: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: z.string().describe('ISO 8601'),
  deliveredAt: z.string().nullable().describe('ISO 8601'),
});
export type TShipment = z.infer<typeof ZShipment>;

/** A parcel with its timeline, newest event first. */
export const ZShipmentWithEvents = ZShipment.extend({ events: z.array(ZShipmentEvent) });
export type TShipmentWithEvents = z.infer<typeof ZShipmentWithEvents>;

/** The order a parcel belongs to, as the logistics views need it. */
export const ZShippedOrderFacts = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  address: ZOrderAddress,
});
