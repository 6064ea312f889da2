/**
 * The spec's shipping status ids, in the order a parcel usually meets them. A carrier (the built-in simulated
 * one, or a real tracking API) reports only these.
 */
export const SHIPMENT_STATUSES = [
  'NotFound',
  'InfoReceived',
  'InTransit',
  'Expired',
  'AvailableForPickup',
  'OutForDelivery',
  'DeliveryFailure',
  'Delivered',
  'Exception',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
