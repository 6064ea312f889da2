import { and, eq, sql } from 'drizzle-orm';
import type { TShipOrderResponse } from '@mall/contract/logistics/ship-order';
import type { Lang } from '@mall/contract/platform/languages';
import { AppError } from '../../platform/errors.ts';
import { merchant } from '../merchant/merchant.tables.ts';
import { moveOrder } from '../order/order-state.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { carrierOf } from './carrier.ts';
import { scheduleCarrierStep, type StepDeps } from './carrier-steps.ts';
import { shipment, shipmentEvent } from './logistics.tables.ts';
import { loadParcel } from './parcel.ts';
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
 * after the commit the carrier's next step is scheduled. An order of another merchant's shop is NOT_FOUND; an
 * unknown or disabled company 4401; a number not in the company's format 4402, or already used with it 4403.
 */
export async function shipOrder(deps: StepDeps, merchantAccountId: number, input: ShipOrderInput, lang: Lang): Promise<TShipOrderResponse> {
  const { db } = deps;
  const company = await findEnabledCompany(db, input.companyCode);
  if (!company) throw new AppError('SHIPPING_COMPANY_UNKNOWN');
  if (!fitsTrackingPattern(company.trackingPattern, input.trackingNo)) throw new AppError('TRACKING_NO_INVALID', { data: { pattern: company.trackingPattern } });

  const shipmentId = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ shopId: saleOrder.shopId })
      .from(saleOrder)
      .innerJoin(shop, eq(shop.id, saleOrder.shopId))
      .innerJoin(merchant, eq(merchant.id, shop.merchantId))
      .where(and(eq(saleOrder.id, input.orderId), eq(merchant.accountId, merchantAccountId), eq(merchant.status, 'approved')));
    if (!own) throw new AppError('NOT_FOUND');
    await moveOrder(tx, input.orderId, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: merchantAccountId, note: `${company.code} ${input.trackingNo}` });
    // A number taken (even by a ship committing at this moment) conflicts on the unique index: nothing is
    // inserted and the error rolls the order's move back.
    const [created] = await tx
      .insert(shipment)
      .values({ orderId: input.orderId, shopId: own.shopId, companyCode: company.code, trackingNo: input.trackingNo, carrier: DEFAULT_CARRIER, shippedBy: merchantAccountId })
      .onConflictDoNothing()
      .returning({ id: shipment.id });
    if (!created) throw new AppError('TRACKING_NO_TAKEN');
    const parcel = await loadParcel(tx, created.id);
    const first = carrierOf(DEFAULT_CARRIER).firstEvent(parcel!);
    await tx.insert(shipmentEvent).values({ shipmentId: created.id, status: first.status, description: first.description, location: first.location, occurredAt: sql`now()` });
    await tx.update(shipment).set({ status: first.status }).where(eq(shipment.id, created.id));
    return created.id;
  });

  // After the commit; the order has shipped either way: a send that failed is made up by the minute sweep
  // (resumeStalledShipments).
  await scheduleCarrierStep(deps.jobs, { shipmentId, step: 1 }, deps.config.logisticsSimStepSeconds).catch(() => undefined);
  return (await shipmentOfOrder(db, input.orderId, lang))!;
}
