import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TShipment, TShipmentWithEvents } from '@mall/contract/logistics/shipment-fields';
import type { ShipmentStatus } from '@mall/contract/logistics/logistics-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { shipment, shipmentEvent, shippingCompany } from './logistics.tables.ts';

/** The columns of a shipment as the views show it (joined with its company's name). */
export const shipmentColumns = {
  shipmentId: shipment.id,
  orderId: shipment.orderId,
  companyCode: shipment.companyCode,
  companyName: shippingCompany.name,
  trackingNo: shipment.trackingNo,
  status: shipment.status,
  shippedAt: shipment.createdAt,
  deliveredAt: shipment.deliveredAt,
};

interface ShipmentRow {
  shipmentId: number;
  /** Null only for a `score_exchange` parcel (no order); the views answer 0 for it. */
  orderId: number | null;
  companyCode: string;
  companyName: Localized | null;
  trackingNo: string;
  status: ShipmentStatus;
  shippedAt: Date;
  deliveredAt: Date | null;
}

/** A selected shipment row in the caller's language. */
export function toShipment(r: ShipmentRow, lang: Lang): TShipment {
  return {
    ...r,
    orderId: r.orderId ?? 0,
    companyName: r.companyName ? textIn(r.companyName, lang) : r.companyCode,
    shippedAt: r.shippedAt.toISOString(),
    deliveredAt: r.deliveredAt ? r.deliveredAt.toISOString() : null,
  };
}

/** The shipments of some orders (without events), by order id; one query. */
export async function shipmentsOfOrders(db: Db | Tx, orderIds: number[], lang: Lang): Promise<Map<number, TShipment>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(shipmentColumns)
    .from(shipment)
    .leftJoin(shippingCompany, eq(shippingCompany.code, shipment.companyCode))
    .where(and(inArray(shipment.orderId, orderIds), eq(shipment.kind, 'order')));
  return new Map(rows.map((r) => [r.orderId ?? 0, toShipment(r, lang)]));
}

/** An order's shipment with its events newest first, or null when the order has not shipped. */
export async function shipmentOfOrder(db: Db | Tx, orderId: number, lang: Lang): Promise<TShipmentWithEvents | null> {
  const [row] = await db
    .select(shipmentColumns)
    .from(shipment)
    .leftJoin(shippingCompany, eq(shippingCompany.code, shipment.companyCode))
    .where(and(eq(shipment.orderId, orderId), eq(shipment.kind, 'order')));
  if (!row) return null;
  return { ...toShipment(row, lang), events: await eventsOf(db, row.shipmentId, lang) };
}

/** A parcel's tracking events, newest first, in the caller's language. */
async function eventsOf(db: Db | Tx, shipmentId: number, lang: Lang) {
  const events = await db
    .select({ status: shipmentEvent.status, description: shipmentEvent.description, location: shipmentEvent.location, occurredAt: shipmentEvent.occurredAt })
    .from(shipmentEvent)
    .where(eq(shipmentEvent.shipmentId, shipmentId))
    .orderBy(desc(shipmentEvent.occurredAt), desc(shipmentEvent.id));
  return events.map((e) => ({ status: e.status, description: textIn(e.description, lang), location: textIn(e.location, lang), occurredAt: e.occurredAt.toISOString() }));
}

/** A parcel by its id with its events newest first (an after-sales request's parcels), or null. */
export async function parcelById(db: Db | Tx, shipmentId: number, lang: Lang): Promise<TShipmentWithEvents | null> {
  const [row] = await db.select(shipmentColumns).from(shipment).leftJoin(shippingCompany, eq(shippingCompany.code, shipment.companyCode)).where(eq(shipment.id, shipmentId));
  if (!row) return null;
  return { ...toShipment(row, lang), events: await eventsOf(db, row.shipmentId, lang) };
}
