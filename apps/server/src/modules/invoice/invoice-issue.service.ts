import { and, eq, sql } from 'drizzle-orm';
import { invoiceNumberText } from '@mall/contract/invoice/invoice-fields';
import type { Tx } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { readInvoiceDocumentOrder, readInvoiceOrder, readRefundForCredit } from '../../read-models/invoice-orders.ts';
import { queryDecorateConfig } from '../decorate/decorate.api.ts';
import { storePrivateFile } from '../resource/resource.api.ts';
import { renderInvoicePdf, type InvoiceDocumentInput } from './invoice-pdf.ts';
import { invoice, invoiceCounter } from './invoice.tables.ts';

/**
 * Issuing: numbers and PDFs. Each shop numbers its invoices and credit notes in one sequence, 1, 2, 3 … with no gap
 * and no repeat: the next number is taken from `invoice_counter` by one upsert (`on conflict do update set last_no =
 * last_no + 1 returning`) in the transaction that issues, so the counter row stays locked until that transaction
 * ends, and a transaction that fails gives its number back by rolling back. The PDF is rendered and stored in that
 * same transaction (a file of a rolled-back one is left unreferenced: harmless).
 *
 * What an invoice is worth and which refunds a credit note covers. The invoice states what the order was paid less
 * what was refunded at its issue; a refund still under way then would leave that figure open, so the issue waits
 * for it (INVOICE_REFUND_PENDING; refunds settle in seconds through the outbox). The issue holds the paying payment's
 * row `for share`, and refunds are asked for under that row's lock, so no refund appears while it runs; it stamps
 * `issued_at` with the clock after reading the refunds. A refund that settles afterwards (refund.settled) gets a
 * credit note: it settled after `issued_at` exactly when the invoice did not count it (one that settled before was
 * read as settled and subtracted; one asked for after can settle only after the issue committed).
 */

type IssueDeps = Pick<Deps, 'db' | 'config' | 'settings'>;

/** The shop's next number, in the caller's transaction (the counter row stays locked until it ends). */
async function nextNumber(tx: Tx, shopId: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ shopId, lastNo: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.shopId, set: { lastNo: sql`${invoiceCounter.lastNo} + 1` } })
    .returning({ lastNo: invoiceCounter.lastNo });
  return row!.lastNo;
}

/** The database's clock now (not the transaction's start): the issue time, to the microsecond. */
async function clockNow(tx: Tx): Promise<{ at: Date; text: string }> {
  const { rows } = await tx.execute<{ at: Date; text: string }>(sql`select t as at, t::text as text from clock_timestamp() t`);
  const row = rows[0]!;
  return { at: new Date(row.at), text: row.text };
}

async function currencyOf(deps: IssueDeps): Promise<{ code: string; decimals: number }> {
  const config = await queryDecorateConfig(deps.settings, 'en');
  const base = config.currencies.find((c) => c.code === config.baseCurrency);
  return { code: config.baseCurrency, decimals: base?.decimals ?? 2 };
}

/**
 * Renders a document of an order and stores it as a private file; answers its url. The currency is read before the
 * transaction: a transaction holding the shop's counter must not wait for a second connection of the pool, which
 * the transactions queued behind that counter may all be holding.
 */
async function storeDocument(deps: IssueDeps, tx: Tx, orderId: number, doc: Omit<InvoiceDocumentInput, 'orderNo' | 'seller' | 'lines' | 'sums'> & {
  lines?: InvoiceDocumentInput['lines'];
  refunded?: number;
}): Promise<string> {
  const order = await readInvoiceDocumentOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} of an invoice is gone`);
  const pdf = await renderInvoicePdf({
    ...doc,
    orderNo: order.orderNo,
    seller: { name: order.shopName, address: order.shopAddress, phone: order.shopPhone },
    lines: doc.lines ?? order.lines,
    sums:
      doc.kind === 'invoice'
        ? { goods: order.goodsAmount, coupons: order.couponAmount, delivery: order.deliveryFee, refunded: doc.refunded ?? 0 }
        : null,
  });
  return storePrivateFile(deps, pdf, 'pdf');
}

/**
 * Issues one of the shop's requested invoices (see the file comment). Two issues of one invoice at once: the second
 * waits for the first's row lock and then finds it issued, and answers it as it is (one number used).
 */
export async function issueInvoice(deps: IssueDeps, shopId: number, invoiceId: number, by: number): Promise<void> {
  const currency = await currencyOf(deps);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invoice)
      .where(and(eq(invoice.id, invoiceId), eq(invoice.shopId, shopId)))
      .for('update');
    if (!row || row.status === 'cancelled') throw new AppError('NOT_FOUND');
    if (row.status === 'issued') return;
    const order = await readInvoiceOrder(tx, row.orderId, { lockPayment: true });
    if (!order) throw new AppError('NOT_FOUND');
    if (order.pendingRefunds > 0) throw new AppError('INVOICE_REFUND_PENDING');
    const amount = order.paid - order.refunded;
    if (amount <= 0) throw new AppError('INVOICE_NOTHING_TO_INVOICE');
    const issued = await clockNow(tx);
    const no = await nextNumber(tx, shopId);
    const pdfKey = await storeDocument(deps, tx, row.orderId, {
      kind: 'invoice',
      number: invoiceNumberText('invoice', shopId, no),
      creditOfNumber: null,
      issuedAt: issued.at,
      buyer: { kind: row.titleKind, name: row.titleName, taxNo: row.taxNo, email: row.email },
      total: amount,
      refunded: order.refunded,
      currency,
    });
    await tx
      .update(invoice)
      .set({ status: 'issued', invoiceNo: no, amount, pdfKey, issuedAt: sql`${issued.text}::timestamptz`, issuedBy: by, updatedAt: sql`now()` })
      .where(eq(invoice.id, row.id));
  });
}

/**
 * The credit note of a settled refund, in the transaction of its event's delivery: made once per refund (the
 * invoice's row lock orders two deliveries of one order, and a refund with a note is skipped; the unique index on
 * refund_id stands behind it), and only for an order whose invoice was issued before the refund settled.
 */
export async function creditRefund(deps: IssueDeps, tx: Tx, refundId: number): Promise<void> {
  const currency = await currencyOf(deps);
  const refund = await readRefundForCredit(tx, refundId);
  if (!refund || refund.status !== 'settled' || refund.settledMicros === null) return;
  const [issued] = await tx
    .select({ row: invoice, issuedMicros: sql<number>`(extract(epoch from ${invoice.issuedAt}) * 1000000)::bigint` })
    .from(invoice)
    .where(and(eq(invoice.orderId, refund.orderId), eq(invoice.kind, 'invoice'), eq(invoice.status, 'issued')))
    .for('update', { of: invoice });
  if (!issued || issued.row.invoiceNo === null) return;
  // Settled before the issue: the invoice's amount already left it out.
  if (Number(refund.settledMicros) < Number(issued.issuedMicros)) return;
  const [done] = await tx.select({ id: invoice.id }).from(invoice).where(eq(invoice.refundId, refundId));
  if (done) return;
  const of = issued.row;
  const now = await clockNow(tx);
  const no = await nextNumber(tx, of.shopId);
  const pdfKey = await storeDocument(deps, tx, of.orderId, {
    kind: 'credit_note',
    number: invoiceNumberText('credit_note', of.shopId, no),
    creditOfNumber: invoiceNumberText('invoice', of.shopId, of.invoiceNo!),
    issuedAt: now.at,
    buyer: { kind: of.titleKind, name: of.titleName, taxNo: of.taxNo, email: of.email },
    lines: refund.lines,
    total: refund.amount,
    currency,
  });
  await tx.insert(invoice).values({
    kind: 'credit_note',
    accountId: of.accountId,
    orderId: of.orderId,
    shopId: of.shopId,
    status: 'issued',
    titleKind: of.titleKind,
    titleName: of.titleName,
    taxNo: of.taxNo,
    email: of.email,
    amount: refund.amount,
    invoiceNo: no,
    creditOf: of.id,
    refundId,
    pdfKey,
    issuedAt: sql`${now.text}::timestamptz`,
  });
}
