import { eq, sql } from 'drizzle-orm';
import type { ParcelKind } from '@mall/contract/logistics/logistics-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { loadParcel } from '../../read-models/parcel.ts';
import { carrierOf } from './carrier.ts';
import type { StepDeps } from './carrier-steps.ts';
import { shipment, shipmentEvent } from './logistics.tables.ts';
import { publishShipmentMoved } from './shipment-events.ts';
import { findEnabledCompany } from './shipping-company.service.ts';
import { fitsTrackingPattern } from './tracking-numbers.ts';

/** Parcels are reported by this carrier until a tracking API is configured. */
const DEFAULT_CARRIER = 'simulated';

/**
 * The company of a parcel about to be sent, after checking the tracking number against its pattern: an unknown or
 * disabled company 4401, a number not in its format 4402. Read before the sending transaction (it changes nothing).
 */
export async function checkParcelNumber(db: Db, companyCode: string, trackingNo: string): Promise<{ code: string }> {
  const company = await findEnabledCompany(db, companyCode);
  if (!company) throw new AppError('SHIPPING_COMPANY_UNKNOWN');
  if (!fitsTrackingPattern(company.trackingPattern, trackingNo)) throw new AppError('TRACKING_NO_INVALID', { data: { pattern: company.trackingPattern } });
  return company;
}

export interface ParcelStart {
  kind: ParcelKind;
  /** The after-sales request of a `return` or `exchange` parcel; the score exchange of a `score_exchange` parcel. */
  returnId: number | null;
  /** The order; null for a `score_exchange` parcel (a score goods taken for points has none). */
  orderId: number | null;
  shopId: number;
  /** As checkParcelNumber answered it. */
  companyCode: string;
  trackingNo: string;
  /** The account that sent it: the merchant, or the shopper for a return. */
  sentBy: number;
}

/**
 * Stores a parcel handed to its carrier, in the caller's transaction (the one that moves what it belongs to): the
 * shipment, its first tracking event, when its next step comes due, and `shipment.moved`. A number already used
 * with that company (even by a parcel committing at this moment) conflicts on the unique index: 4403, and the
 * caller's transaction rolls back. Answers the shipment's id.
 */
export async function startParcel(deps: StepDeps, tx: Tx, start: ParcelStart): Promise<number> {
  const [created] = await tx
    .insert(shipment)
    .values({
      kind: start.kind,
      returnId: start.returnId,
      orderId: start.orderId,
      shopId: start.shopId,
      companyCode: start.companyCode,
      trackingNo: start.trackingNo,
      carrier: DEFAULT_CARRIER,
      shippedBy: start.sentBy,
    })
    .onConflictDoNothing()
    .returning({ id: shipment.id });
  if (!created) throw new AppError('TRACKING_NO_TAKEN');
  const parcel = await loadParcel(tx, created.id);
  const first = carrierOf(DEFAULT_CARRIER).firstEvent(parcel!);
  await tx.insert(shipmentEvent).values({ shipmentId: created.id, status: first.status, description: first.description, location: first.location, occurredAt: sql`now()` });
  // The carrier's next step comes due after a step's time (the sweep of carrier-steps.ts runs it).
  await tx
    .update(shipment)
    .set({ status: first.status, nextStepAt: sql`now() + make_interval(secs => ${deps.config.logisticsSimStepSeconds})` })
    .where(eq(shipment.id, created.id));
  await publishShipmentMoved(tx, { shipmentId: created.id, kind: start.kind, returnId: start.returnId, orderId: start.orderId, shopId: start.shopId, status: first.status, step: 1 });
  return created.id;
}
