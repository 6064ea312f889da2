import { and, eq, isNull } from 'drizzle-orm';
import type { TQuoteOrderAddressResponse } from '@mall/contract/order/quote-order-address';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { addressRegions } from '../account/account.api.ts';
import { addressChangeColumns, orderDeliveryPricing, payAmountWith } from './order-address-edit.ts';
import { saleOrder } from './order.tables.ts';

/**
 * `saleorder/orderaddress/quote`: for each address of the caller's book, the delivery fee and amount the order would
 * have there and whether `saleorder/orderaddress/edit` would refuse it, by the same pricing and rules. Reads only
 * (the edit checks again under its lock): the order, the shop's terms and lines, the book; no query per address.
 */
export async function quoteOrderAddress(db: Db, accountId: number, orderId: number): Promise<TQuoteOrderAddressResponse> {
  const [order] = await db
    .select(addressChangeColumns)
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)));
  if (!order) throw notFound();
  if (order.status !== 'paying' && order.status !== 'shipping') throw new AppError('ORDER_ADDRESS_LOCKED', { data: { status: order.status } });

  const price = await orderDeliveryPricing(db, orderId, order.shopId, order.packingFee);
  // The book's order (default first, then newest), as the address list shows it.
  const book = await addressRegions(db, accountId);
  const options = book.map((a) => {
    const fee = price(a);
    if (fee === null) return { addressId: a.id, deliveryFee: null, payAmount: null, refusal: 'undeliverable' as const };
    // A paid order's fee is settled: another fee would need a top-up or a partial refund.
    const refusal = order.status === 'shipping' && fee !== order.deliveryFee ? ('fee_changed' as const) : null;
    return { addressId: a.id, deliveryFee: fee, payAmount: payAmountWith(order, fee), refusal };
  });
  return { orderId, options };
}
