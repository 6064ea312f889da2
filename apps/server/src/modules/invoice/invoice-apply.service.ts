import { and, eq, sql } from 'drizzle-orm';
import type { TApplyInvoiceRequest } from '@mall/contract/invoice/apply-invoice';
import type { TUpdateInvoiceRequest } from '@mall/contract/invoice/update-invoice';
import type { Db } from '../../platform/database.ts';
import { AppError, uniqueViolation } from '../../platform/errors.ts';
import { readInvoiceOrder } from '../../read-models/invoice-orders.ts';
import { checkedTitle, saveInvoiceTitle, type TitleInput } from './invoice-titles.service.ts';
import { invoice } from './invoice.tables.ts';

/**
 * A shopper's request for an invoice, and their changes to it before it is issued. An invoice is for one of the
 * caller's completed orders (another's answers NOT_FOUND, as for none), one live invoice per order (a partial unique
 * index, so two requests at once leave one); the amount is what the order was paid less what was refunded, as it
 * stands at the request (the shop's issue takes it again).
 */

type ApplyInput = Required<Pick<TApplyInvoiceRequest, 'orderId' | 'requestKey'>> & TitleInput & { saveTitle: boolean };

/** The invoice of an earlier request with this key; a key used for another order is the caller's mistake. */
async function byRequestKey(db: Db, accountId: number, requestKey: string, orderId: number): Promise<number | undefined> {
  const [known] = await db
    .select({ id: invoice.id, orderId: invoice.orderId })
    .from(invoice)
    .where(and(eq(invoice.accountId, accountId), eq(invoice.requestKey, requestKey)));
  if (known && known.orderId !== orderId) throw new AppError('INVOICE_REQUEST_KEY_REUSED');
  return known?.id;
}

/** Requests an invoice; answers its id (the same one for a repeated request key). */
export async function applyInvoice(db: Db, accountId: number, input: ApplyInput): Promise<number> {
  const known = await byRequestKey(db, accountId, input.requestKey, input.orderId);
  if (known !== undefined) return known;
  const title = checkedTitle(input);
  const order = await readInvoiceOrder(db, input.orderId);
  if (!order || order.accountId !== accountId) throw new AppError('NOT_FOUND');
  if (order.status !== 'completed') throw new AppError('INVOICE_ORDER_NOT_COMPLETED');
  const amount = order.paid - order.refunded;
  if (amount <= 0) throw new AppError('INVOICE_NOTHING_TO_INVOICE');
  try {
    return await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(invoice)
        .values({
          accountId,
          orderId: order.orderId,
          shopId: order.shopId,
          titleKind: title.titleKind,
          titleName: title.titleName,
          taxNo: title.taxNo,
          email: title.email,
          amount,
          requestKey: input.requestKey,
        })
        .returning({ id: invoice.id });
      if (input.saveTitle) await saveInvoiceTitle(tx, accountId, title);
      return made!.id;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    // The same request twice at once: the first one's invoice.
    if (constraint === 'invoice_request_key') return (await byRequestKey(db, accountId, input.requestKey, input.orderId))!;
    if (constraint === 'invoice_order_key') throw new AppError('INVOICE_EXISTS');
    throw err;
  }
}

/** Changes the title or email of the caller's invoice while it is still requested (under its row lock, against the issue). */
export async function updateInvoice(db: Db, accountId: number, input: Pick<TUpdateInvoiceRequest, 'invoiceId'> & TitleInput & { saveTitle: boolean }): Promise<void> {
  const title = checkedTitle(input);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: invoice.id, status: invoice.status, kind: invoice.kind, orderId: invoice.orderId })
      .from(invoice)
      .where(and(eq(invoice.id, input.invoiceId), eq(invoice.accountId, accountId)))
      .for('update');
    if (!row || row.kind !== 'invoice' || row.status === 'cancelled') throw new AppError('NOT_FOUND');
    if (row.status !== 'requested') throw new AppError('INVOICE_ALREADY_ISSUED');
    const order = await readInvoiceOrder(tx, row.orderId);
    await tx
      .update(invoice)
      .set({
        titleKind: title.titleKind,
        titleName: title.titleName,
        taxNo: title.taxNo,
        email: title.email,
        ...(order && order.paid - order.refunded >= 0 ? { amount: order.paid - order.refunded } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(invoice.id, row.id));
    if (input.saveTitle) await saveInvoiceTitle(tx, accountId, title);
  });
}
