import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { MerchantInvoiceTab, TQueryMerchantInvoicesResponse } from '@mall/contract/invoice/query-merchant-invoices';
import type { TQueryInvoicesResponse } from '@mall/contract/invoice/query-invoices';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor.ts';
import { readInvoiceOrder } from '../../read-models/invoice-orders.ts';
import { toInvoices } from './invoice-view.ts';
import { invoice } from './invoice.tables.ts';

type ViewDeps = Pick<Deps, 'db' | 'config'>;

/**
 * The shopper's invoices and credit notes newest first (invoice_account_idx), a page at a time; with an order, that
 * order's (it must be theirs: another's answers NOT_FOUND, as for none).
 */
export async function queryInvoices(
  deps: ViewDeps,
  accountId: number,
  input: { orderId?: number | undefined; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryInvoicesResponse> {
  if (input.orderId !== undefined) {
    const order = await readInvoiceOrder(deps.db, input.orderId);
    if (!order || order.accountId !== accountId) throw new AppError('NOT_FOUND');
  }
  const where = and(eq(invoice.accountId, accountId), input.orderId !== undefined ? eq(invoice.orderId, input.orderId) : undefined);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(invoice)
      .where(where)
      .orderBy(desc(invoice.createdAt), desc(invoice.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    deps.db.select({ n: count() }).from(invoice).where(where),
  ]);
  return {
    list: await toInvoices(deps, deps.db, rows, lang),
    total: total!.n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < total!.n,
  };
}

/**
 * One tab of a shop's invoices, a keyset page on invoice_shop_idx (shop, status, created, id): requested ones oldest
 * first (the queue to work through), issued ones and credit notes newest first.
 */
export async function queryMerchantInvoices(
  deps: ViewDeps,
  shopId: number,
  input: { status: MerchantInvoiceTab; after?: string | undefined; pageSize: number },
  lang: Lang,
): Promise<TQueryMerchantInvoicesResponse> {
  const ascending = input.status === 'requested';
  const where = [eq(invoice.shopId, shopId), eq(invoice.status, input.status)];
  if (input.after) {
    const c = decodeCursor(input.after);
    where.push(
      ascending
        ? sql`(${invoice.createdAt}, ${invoice.id}) > (${c.at}::timestamptz, ${c.id})`
        : sql`(${invoice.createdAt}, ${invoice.id}) < (${c.at}::timestamptz, ${c.id})`,
    );
  }
  const rows = await deps.db
    .select({ row: invoice, cursorAt: sql<string>`${invoice.createdAt}::text` })
    .from(invoice)
    .where(and(...where))
    .orderBy(...(ascending ? [asc(invoice.createdAt), asc(invoice.id)] : [desc(invoice.createdAt), desc(invoice.id)]))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    list: await toInvoices(deps, deps.db, page.map((r) => r.row), lang),
    next: rows.length > input.pageSize && last ? encodeCursor(last.cursorAt, last.row.id) : null,
  };
}
