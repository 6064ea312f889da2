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

/**
 * Whose parcel: an order's (shop to shopper), a return (shopper to shop), an exchange (shop to shopper), or a score
 * goods taken for points (`score_exchange`, shop to shopper, no order).
 */
export const PARCEL_KINDS = ['order', 'return', 'exchange', 'score_exchange'] as const;
export type ParcelKind = (typeof PARCEL_KINDS)[number];
