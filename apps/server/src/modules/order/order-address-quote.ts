import { and, eq, isNull } from 'drizzle-orm';
import type { OrderAddressRefusal, TQuoteOrderAddressResponse } from '@mall/contract/order/quote-order-address';
import { CODE } from '@mall/contract/platform/code-numbers';
import { rangeProblem, TAKEAWAY_PROBLEM_CODES } from '@mall/contract/takeaway/takeaway-rules';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { loadTakeawayTerms } from '../../read-models/takeaway-terms.ts';
import { addressRegions } from '../account/account.api.ts';
import { addressChangeColumns, orderDeliveryPricing, payAmountWith } from './order-address-edit.ts';
import { saleOrder } from './order.tables.ts';

/**
 * `saleorder/orderaddress/quote`: for each address of the caller's book, the delivery fee and amount the order would
 * have there and whether `saleorder/orderaddress/edit` would refuse it (and with which code), by the same pricing and
 * rules in the same order: undeliverable, then a takeaway order's range (order-takeaway-address.ts), then a paid
 * order's fee. Reads only (the edit checks again under its lock): the order, the shop's terms and lines, the book; no
 * query per address.
 */
const REFUSAL_CODES: Record<OrderAddressRefusal, number> = {
  undeliverable: CODE.ORDER_ADDRESS_UNDELIVERABLE,
  fee_changed: CODE.ORDER_ADDRESS_FEE_CHANGED,
  out_of_range: CODE[TAKEAWAY_PROBLEM_CODES.out_of_range],
  address_unplaced: CODE[TAKEAWAY_PROBLEM_CODES.address_unplaced],
};

export async function quoteOrderAddress(db: Db, accountId: number, orderId: number): Promise<TQuoteOrderAddressResponse> {
  const [order] = await db
    .select(addressChangeColumns)
    .from(saleOrder)
    .where(and(eq(saleOrder.id, orderId), eq(saleOrder.accountId, accountId), isNull(saleOrder.hiddenAt)));
  if (!order) throw notFound();
  if (order.status !== 'paying' && order.status !== 'shipping') throw new AppError('ORDER_ADDRESS_LOCKED', { data: { status: order.status } });

  const price = await orderDeliveryPricing(db, orderId, order.shopId, order.packingFee);
  // A takeaway shop's radius (absent for other shops).
  const takeaway = (await loadTakeawayTerms(db, [order.shopId])).get(order.shopId);
  // The book's order (default first, then newest), as the address list shows it.
  const book = await addressRegions(db, accountId);
  const refused = (refusal: OrderAddressRefusal | null) => ({ refusal, refusalCode: refusal === null ? null : REFUSAL_CODES[refusal] });
  const options = book.map((a) => {
    const fee = price(a);
    if (fee === null) return { addressId: a.id, deliveryFee: null, payAmount: null, ...refused('undeliverable') };
    const range = takeaway ? rangeProblem(takeaway, a) : null;
    // A paid order's fee is settled: another fee would need a top-up or a partial refund.
    const refusal = range === 'out_of_range' || range === 'address_unplaced' ? range : order.status === 'shipping' && fee !== order.deliveryFee ? ('fee_changed' as const) : null;
    return { addressId: a.id, deliveryFee: fee, payAmount: payAmountWith(order, fee), ...refused(refusal) };
  });
  return { orderId, options };
}
