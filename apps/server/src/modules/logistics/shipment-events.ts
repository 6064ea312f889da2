import type { ParcelKind, ShipmentStatus } from '@mall/contract/logistics/logistics-fields';
import type { Tx } from '../../platform/database.ts';
import { publishEvent, type DomainEvent } from '../../platform/domain-events.ts';

/** The domain event of a parcel's every new tracking event (shipped, picked up, ..., delivered), for whoever tells the shopper. */
export const SHIPMENT_EVENTS = { moved: 'shipment.moved' } as const;

export interface ShipmentMovedPayload {
  shipmentId: number;
  /**
   * An order's parcel, an after-sales request's (`returnId`): the shopper's parcel back or the exchange sent, or a
   * score goods taken for points (`score_exchange`: `returnId` is the exchange's id, and there is no order).
   */
  kind: ParcelKind;
  returnId: number | null;
  orderId: number | null;
  shopId: number;
  /** The parcel's status after this tracking event. */
  status: ShipmentStatus;
  /** How many tracking events the parcel has now (1 when it is shipped). */
  step: number;
}

/** The domain event of a parcel's move, published in the transaction that stores its tracking event. */
export function shipmentMoved(payload: ShipmentMovedPayload): DomainEvent<ShipmentMovedPayload> {
  return { type: SHIPMENT_EVENTS.moved, subject: payload.shipmentId, payload };
}

/** Publishes a parcel's move in the transaction that stores its tracking event. */
export async function publishShipmentMoved(tx: Tx, payload: ShipmentMovedPayload): Promise<void> {
  await publishEvent(tx, shipmentMoved(payload));
}
