// What other modules may use of the logistics module (shipping orders and following their parcels).
export type { Parcel } from './carrier.ts';
export { shipOrder } from './ship-order.service.ts';
export { SHIPMENT_EVENTS, type ShipmentMovedPayload } from './shipment-events.ts';
export { shipmentsOfOrders } from './shipment-view.ts';
