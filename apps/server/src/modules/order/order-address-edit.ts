import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TEditOrderAddressRequest } from '@mall/contract/order/edit-order-address';
import type { TOrderDetail } from '@mall/contract/order/order-view-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCheckoutAddress } from '../../read-models/address-book.ts';
import type { Queryable } from '../../read-models/checkout-facts.ts';
import { readOrderDeliveryInputs } from '../../read-models/order-delivery.ts';
import { isCollectedAtPickup } from '../../read-models/groupbuy-checkout.ts';
import { assertTakeawayAddress } from './order-takeaway-address.ts';
import { loadDeliveryTemplates, priceShopDelivery, type DeliveryLine, type ShopDeliveryTerms } from '../shop/shop.api.ts';
import { queryOrderDetail } from './order-query.service.ts';
import { saleOrder } from './order.tables.ts';

/**
 * `saleorder/orderaddress/edit`: a shopper sends an order to another of their addresses before it ships.
 * Statuses in which the parcel has not left the shop yet.
 */
const EDITABLE = ['paying', 'shipping'] as const;

type Area = { nationId: number; provinceId: number | null; cityId: number | null };

/**
 * What the shop charges to deliver the order's lines (at their order prices) to any area: the shop's terms and the
 * lines are read once, and the returned pricing is pure, so a quote for every address of a book costs no more queries
 * than one. It answers null where the shop does not deliver.
 */
export async function orderDeliveryPricing(q: Queryable, orderId: number, shopId: number, packingFee = 0): Promise<(area: Area) => number | null> {
  const { terms: s, lines } = await readOrderDeliveryInputs(q, orderId, shopId);
  const templates = await loadDeliveryTemplates(q, [shopId]);
  const terms: ShopDeliveryTerms =
    s.kind === 'takeaway'
      ? { method: 'takeaway', fee: s.deliveryFee, minOrderAmount: s.minOrderAmount, nationId: s.nationId, cityId: s.cityId }
      : { method: 'template', templates: templates.get(shopId) ?? [] };
  // A line whose SKU was deleted since the commit weighs nothing: its weight is no longer known.
  const deliveryLines: DeliveryLine[] = lines.map((l) => ({ templateId: l.templateId, quantity: l.quantity, unitPrice: l.unitPrice, unitWeightGrams: l.weightGrams ?? 0 }));
  return (area) => {
    const quote = priceShopDelivery(terms, deliveryLines, area);
    // A takeaway order's packing fee stays a part of its delivery fee wherever it goes.
    return quote.deliverable ? quote.fee + packingFee : null;
  };
}

/** What an address change reads of the order: whether it may change, its shop, and the money a new fee changes. */
export const addressChangeColumns = {
  status: saleOrder.status,
  shopId: saleOrder.shopId,
  goodsAmount: saleOrder.goodsAmount,
  shopCouponAmount: saleOrder.shopCouponAmount,
  platformCouponAmount: saleOrder.platformCouponAmount,
  pointsAmount: saleOrder.pointsAmount,
  deliveryFee: saleOrder.deliveryFee,
  packingFee: saleOrder.packingFee,
};

/** The order's money with another delivery fee: what the shopper pays is goods − coupons − points + fee. */
export function payAmountWith(order: { goodsAmount: number; shopCouponAmount: number; platformCouponAmount: number; pointsAmount: number }, fee: number): number {
  return order.goodsAmount - order.shopCouponAmount - order.platformCouponAmount - order.pointsAmount + fee;
}

/**
 * Replaces the order's address snapshot with one of the caller's addresses, in one transaction with the order row
 * locked first. The shop must deliver every line there; a new delivery fee changes an unpaid order's fee and pay
 * amount, and refuses a paid one (ORDER_ADDRESS_FEE_CHANGED: the fee was paid). Once shipped the address is locked
 * (ORDER_ADDRESS_LOCKED, its status as `data`). The update is conditional on the status too, so a shipment or
 * cancel that slipped in cannot be overwritten.
 */
export async function editOrderAddress(db: Db, accountId: number, input: TEditOrderAddressRequest, lang: Lang): Promise<TOrderDetail> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select(addressChangeColumns)
      .from(saleOrder)
      .where(and(eq(saleOrder.id, input.orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)))
      .for('no key update');
    if (!order) throw notFound();
    const target = await readCheckoutAddress(tx, accountId, input.addressId, lang);
    if (!target) throw notFound();
    const status = order.status;
    if (status !== 'paying' && status !== 'shipping') throw new AppError('ORDER_ADDRESS_LOCKED', { data: { status } });
    // A group buy's order is collected at its pickup point (modules/groupbuy): it has no address to change.
    if (await isCollectedAtPickup(tx, input.orderId)) throw new AppError('GROUPBUY_PICKUP_ONLY');

    const { nationId, provinceId, cityId } = target.snapshot;
    const fee = (await orderDeliveryPricing(tx, input.orderId, order.shopId, order.packingFee))({ nationId, provinceId, cityId });
    if (fee === null) throw new AppError('ORDER_ADDRESS_UNDELIVERABLE');
    await assertTakeawayAddress(tx, order.shopId, target.snapshot);
    if (fee !== order.deliveryFee && status === 'shipping') {
      throw new AppError('ORDER_ADDRESS_FEE_CHANGED', { data: { deliveryFee: order.deliveryFee, newDeliveryFee: fee } });
    }
    const payAmount = payAmountWith(order, fee);
    const [updated] = await tx
      .update(saleOrder)
      .set({ address: target.snapshot, deliveryFee: fee, payAmount, updatedAt: sql`now()` })
      .where(and(eq(saleOrder.id, input.orderId), inArray(saleOrder.status, status === 'paying' ? ['paying'] : [...EDITABLE])))
      .returning({ id: saleOrder.id });
    // Unreachable while the row is locked; kept so that a refusal never turns into a silent success.
    if (!updated) throw new AppError('ORDER_ADDRESS_LOCKED', { data: { status } });
    return queryOrderDetail(tx, accountId, input.orderId, lang);
  });
}
