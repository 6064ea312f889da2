import { eq, sql } from 'drizzle-orm';
import type { TShipOrderResponse } from '@mall/contract/logistics/ship-order';
import type { Lang } from '@mall/contract/platform/languages';
import { AppError } from '../../platform/errors.ts';
import { moveOrder } from '../order/order.api.ts';
import { carrierOf } from './carrier.ts';
import type { StepDeps } from './carrier-steps.ts';
import { shipment, shipmentEvent } from './logistics.tables.ts';
import { loadParcel } from '../../read-models/parcel.ts';
import { publishShipmentMoved } from './shipment-events.ts';
import { shipmentOfOrder } from './shipment-view.ts';
import { findEnabledCompany } from './shipping-company.service.ts';
import { fitsTrackingPattern } from './tracking-numbers.ts';

/** The parcels of orders are reported by this carrier until a tracking API is configured. */
const DEFAULT_CARRIER = 'simulated';

export interface ShipOrderInput {
  orderId: number;
  /** Upper-case, as the contract makes it. */
  companyCode: string;
  /** Upper-case, as the contract makes it. */
  trackingNo: string;
}

/**
 * Ships a paid order of one of the merchant's shops (`merchant/saleorder/ship`, and the demo merchant): in one
 * transaction the order moves shipping → receiving (the state machine's conditional update, so of two ships at
 * once exactly one wins and the other is refused with 4211), the shipment and its first event are stored, and
 * the carrier's next step is set to come due. The caller has made sure the order is of `by.shopId` (the
 * route's shop scope); an unknown or disabled company 4401; a number not in the company's format 4402, or already used with it 4403.
 */
export async function shipOrder(deps: StepDeps, by: { accountId: number; shopId: number }, input: ShipOrderInput, lang: Lang): Promise<TShipOrderResponse> {
  await dispatchOrder(deps, by, input);
  return (await shipmentOfOrder(deps.db, input.orderId, lang))!;
}

/** shipOrder without its answer (the demo merchant reads nothing back); answers the shipment's id. */
export async function dispatchOrder(deps: StepDeps, by: { accountId: number; shopId: number }, input: ShipOrderInput): Promise<number> {
  const merchantAccountId = by.accountId;
  const { db } = deps;
  const company = await findEnabledCompany(db, input.companyCode);
  if (!company) throw new AppError('SHIPPING_COMPANY_UNKNOWN');
  if (!fitsTrackingPattern(company.trackingPattern, input.trackingNo)) throw new AppError('TRACKING_NO_INVALID', { data: { pattern: company.trackingPattern } });

  return db.transaction(async (tx) => {
    // The order is of `by.shopId`: the route's shop scope (or the demo merchant's query) made sure of it.
    await moveOrder(tx, input.orderId, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: merchantAccountId, note: `${company.code} ${input.trackingNo}` });
    // A number taken (even by a ship committing at this moment) conflicts on the unique index: nothing is
    // inserted and the error rolls the order's move back.
    const [created] = await tx
      .insert(shipment)
      .values({ orderId: input.orderId, shopId: by.shopId, companyCode: company.code, trackingNo: input.trackingNo, carrier: DEFAULT_CARRIER, shippedBy: merchantAccountId })
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
    await publishShipmentMoved(tx, { shipmentId: created.id, orderId: input.orderId, shopId: by.shopId, status: first.status, step: 1 });
    return created.id;
  });
}
