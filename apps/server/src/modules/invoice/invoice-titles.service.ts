import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { isValidTaxNo, MAX_INVOICE_TITLES, normalizeTaxNo, type InvoiceTitleKind } from '@mall/contract/invoice/invoice-fields';
import type { TQueryInvoiceTemplatesResponse } from '@mall/contract/invoice/query-invoice-templates';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { invoiceTitle } from './invoice.tables.ts';

/**
 * Invoice titles: whom an invoice is made out to. A person needs a name only; a company a name and a tax number that
 * `isValidTaxNo` accepts (a unified social credit code of China with its check character, a Japanese registration
 * number, or another of 15 to 20 letters and digits). A shopper keeps up to 20 titles, saved when they ask for an
 * invoice or change one with `saveTitle`; the same kind, name and tax number is one title (its email is updated).
 */

export interface TitleInput {
  titleKind: InvoiceTitleKind;
  titleName: string;
  taxNo: string;
  email: string;
}

/** The title as stored: the tax number normalized and checked; a person's title has none. */
export function checkedTitle(input: TitleInput): TitleInput {
  const taxNo = normalizeTaxNo(input.taxNo);
  if (input.titleKind === 'personal') {
    if (taxNo !== '') throw new AppError('INVALID_REQUEST', { detail: 'taxNo: only a company title has a tax number' });
  } else if (!isValidTaxNo(taxNo)) {
    throw new AppError('INVOICE_TAX_NO_INVALID', { data: { field: 'taxNo' } });
  }
  return { titleKind: input.titleKind, titleName: input.titleName.trim(), taxNo, email: input.email };
}

/** The caller's titles, most recently used first. */
export async function listInvoiceTitles(db: Db, accountId: number, kind: InvoiceTitleKind | undefined): Promise<TQueryInvoiceTemplatesResponse> {
  const rows = await db
    .select()
    .from(invoiceTitle)
    .where(and(eq(invoiceTitle.accountId, accountId), kind ? eq(invoiceTitle.kind, kind) : undefined))
    .orderBy(desc(invoiceTitle.updatedAt), desc(invoiceTitle.id));
  return {
    list: rows.map((r) => ({ titleId: r.id, titleKind: r.kind, titleName: r.name, taxNo: r.taxNo, email: r.email, updatedAt: r.updatedAt.toISOString() })),
  };
}

/** Keeps a checked title for the shopper (in the caller's transaction), dropping the least recently used past 20. */
export async function saveInvoiceTitle(tx: Tx, accountId: number, title: TitleInput): Promise<void> {
  const [same] = await tx
    .select({ id: invoiceTitle.id })
    .from(invoiceTitle)
    .where(and(eq(invoiceTitle.accountId, accountId), eq(invoiceTitle.kind, title.titleKind), eq(invoiceTitle.name, title.titleName), eq(invoiceTitle.taxNo, title.taxNo)))
    .limit(1);
  if (same) {
    await tx.update(invoiceTitle).set({ email: title.email, updatedAt: sql`now()` }).where(eq(invoiceTitle.id, same.id));
    return;
  }
  await tx.insert(invoiceTitle).values({ accountId, kind: title.titleKind, name: title.titleName, taxNo: title.taxNo, email: title.email });
  const kept = await tx
    .select({ id: invoiceTitle.id })
    .from(invoiceTitle)
    .where(eq(invoiceTitle.accountId, accountId))
    .orderBy(desc(invoiceTitle.updatedAt), desc(invoiceTitle.id))
    .limit(MAX_INVOICE_TITLES);
  await tx.delete(invoiceTitle).where(and(eq(invoiceTitle.accountId, accountId), notInArray(invoiceTitle.id, kept.map((k) => k.id))));
}
