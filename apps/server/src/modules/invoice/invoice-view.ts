import { eq, inArray } from 'drizzle-orm';
import { invoiceNumberText, type TInvoice } from '@mall/contract/invoice/invoice-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readInvoiceOrderLabels } from '../../read-models/invoice-orders.ts';
import { signPrivateUrls } from '../resource/resource.api.ts';
import { invoice } from './invoice.tables.ts';

/** Invoices as their shopper and their shop see them: with the order's number, the shop's name and a PDF link. */

export type InvoiceRow = typeof invoice.$inferSelect;

/** Rows of `invoice` as the calls answer them, in the caller's language; issued ones with a ten-minute PDF link. */
export async function toInvoices(deps: Pick<Deps, 'db' | 'config'>, q: Db | Tx, rows: readonly InvoiceRow[], lang: Lang): Promise<TInvoice[]> {
  if (rows.length === 0) return [];
  const labels = await readInvoiceOrderLabels(q, rows.map((r) => r.orderId));
  const creditOfIds = [...new Set(rows.flatMap((r) => (r.creditOf === null ? [] : [r.creditOf])))];
  const corrected = creditOfIds.length
    ? await q.select({ id: invoice.id, kind: invoice.kind, shopId: invoice.shopId, invoiceNo: invoice.invoiceNo }).from(invoice).where(inArray(invoice.id, creditOfIds))
    : [];
  const numberOf = new Map(corrected.map((c) => [c.id, c.invoiceNo === null ? null : invoiceNumberText(c.kind, c.shopId, c.invoiceNo)]));
  const withPdf = rows.filter((r) => r.status === 'issued' && r.pdfKey);
  const links = await signPrivateUrls(deps, withPdf.map((r) => r.pdfKey!));
  const linkOf = new Map(withPdf.map((r, i) => [r.id, links[i]!]));
  return rows.map((r) => {
    const label = labels.get(r.orderId);
    return {
      invoiceId: r.id,
      kind: r.kind,
      orderId: r.orderId,
      orderNo: label?.orderNo ?? '',
      shopId: r.shopId,
      shopName: label ? textIn(label.shopName, lang) : '',
      status: r.status,
      titleKind: r.titleKind,
      titleName: r.titleName,
      taxNo: r.taxNo,
      email: r.email,
      amount: r.amount,
      invoiceNo: r.invoiceNo === null ? null : invoiceNumberText(r.kind, r.shopId, r.invoiceNo),
      creditOfNo: r.creditOf === null ? null : (numberOf.get(r.creditOf) ?? null),
      editable: r.kind === 'invoice' && r.status === 'requested',
      createdAt: r.createdAt.toISOString(),
      issuedAt: r.issuedAt?.toISOString() ?? null,
      pdfUrl: linkOf.get(r.id) ?? null,
    };
  });
}

/** One invoice as the calls answer it (after a write that found or made it). */
export async function readInvoice(deps: Pick<Deps, 'db' | 'config'>, invoiceId: number, lang: Lang): Promise<TInvoice> {
  const rows = await deps.db.select().from(invoice).where(eq(invoice.id, invoiceId));
  const [one] = await toInvoices(deps, deps.db, rows, lang);
  if (!one) throw new AppError('NOT_FOUND');
  return one;
}

/** The shop of an invoice, for the merchant routes' shop check; undefined for none. */
export async function shopOfInvoice(db: Db, invoiceId: number): Promise<number | undefined> {
  const [row] = await db.select({ shopId: invoice.shopId }).from(invoice).where(eq(invoice.id, invoiceId));
  return row?.shopId;
}
