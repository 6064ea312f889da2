import type { TShipOrderResponse } from '@mall/contract/logistics/ship-order';
import type { Lang } from '@mall/contract/platform/languages';
import { AppError } from '../../platform/errors.ts';
import { isCollectedAtPickup } from '../../read-models/groupbuy-checkout.ts';
import { moveOrder } from '../order/order.api.ts';
import type { StepDeps } from './carrier-steps.ts';
import { checkParcelNumber, startParcel } from './parcel-start.ts';
import { shipmentOfOrder } from './shipment-view.ts';

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
  const company = await checkParcelNumber(deps.db, input.companyCode, input.trackingNo);
  return deps.db.transaction(async (tx) => {
    // A group buy's order is handed over at its pickup point by its code (modules/groupbuy), never shipped.
    if (await isCollectedAtPickup(tx, input.orderId)) throw new AppError('GROUPBUY_PICKUP_ONLY');
    // The order is of `by.shopId`: the route's shop scope (or the demo merchant's query) made sure of it.
    await moveOrder(tx, input.orderId, { from: 'shipping', to: 'receiving', actor: 'merchant', actorId: by.accountId, note: `${company.code} ${input.trackingNo}` });
    // A number taken rolls the order's move back with it.
    return startParcel(deps, tx, { kind: 'order', returnId: null, orderId: input.orderId, shopId: by.shopId, companyCode: company.code, trackingNo: input.trackingNo, sentBy: by.accountId });
  });
}
