// What other modules may use of the logistics module (shipping orders and after-sales parcels, following them).
export type { Parcel } from './carrier.ts';
export { checkParcelNumber, startParcel, type ParcelStart } from './parcel-start.ts';
export { shipOrder } from './ship-order.service.ts';
export { SHIPMENT_EVENTS, type ShipmentMovedPayload } from './shipment-events.ts';
export { parcelById, shipmentsOfOrders } from './shipment-view.ts';
