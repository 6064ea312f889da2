import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { openCheckout } from './checkout.service.ts';
import { saleOrder } from './order.tables.ts';

/**
 * What the health module needs of orders for a pharmacy's accepted quote: a checkout of the quoted goods at the quoted
 * unit price (committed and paid as any other; the health commit step checks the quote again under the commit's
 * transaction), and a pay deadline no later than the quote's validity.
 */
export async function openQuoteCheckout(
  db: Db,
  accountId: number,
  input: { goodsId: number; skuId: number; quantity: number; quoteId: number; unitPrice: number; addressId?: number | undefined },
  lang: Lang,
): Promise<TCheckout> {
  const lines = [{ cartId: null, goodsId: input.goodsId, skuId: input.skuId, quantity: input.quantity, quote: { quoteId: input.quoteId, unitPrice: input.unitPrice } }];
  return openCheckout(db, accountId, 'onegoods', lines, input.addressId, lang);
}

/** Brings unpaid orders' pay deadline forward to `until` when it is later (the unpaid sweep then cancels them at it). */
export async function capPayDeadline(tx: Tx, orderIds: readonly number[], until: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(saleOrder)
    .set({ payDeadline: sql`least(${saleOrder.payDeadline}, ${until.toISOString()}::timestamptz)`, updatedAt: sql`now()` })
    .where(and(inArray(saleOrder.id, [...orderIds]), eq(saleOrder.status, 'paying')));
}
