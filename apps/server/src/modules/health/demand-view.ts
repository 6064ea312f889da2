import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DemandStatus, QuoteStatus, TMedicineDemand, TMedicineQuote } from '@mall/contract/health/health-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Deps } from '../../platform/deps.ts';
import type { Db, Tx } from '../../platform/database.ts';
import { quoteFaces } from '../../read-models/health.ts';
import { signPrivateUrls } from '../resource/resource.api.ts';
import { medicineDemand, medicineQuote } from './health.tables.ts';

/** How demands and quotes are answered: expiry decided by the database clock at read, photos as signed links. */

export type DemandRow = typeof medicineDemand.$inferSelect;
export type QuoteRow = typeof medicineQuote.$inferSelect;

/** A demand's columns with whether it has expired (open or quoted past `expires_at`), by the database clock. */
export const demandColumns = {
  row: medicineDemand,
  expired: sql<boolean>`${medicineDemand.status} in ('open', 'quoted') and ${medicineDemand.expiresAt} <= now()`,
  at: sql<string>`${medicineDemand.createdAt}::text`,
};

export function demandStatus(row: DemandRow, expired: boolean): DemandStatus {
  return expired ? 'expired' : row.status;
}

async function quotesOf(q: Db | Tx, demandIds: readonly number[], shopId: number | undefined) {
  if (demandIds.length === 0) return [];
  return q
    .select({ row: medicineQuote, expired: sql<boolean>`${medicineQuote.status} = 'offered' and ${medicineQuote.validUntil} <= now()` })
    .from(medicineQuote)
    .where(and(inArray(medicineQuote.demandId, [...demandIds]), shopId === undefined ? undefined : eq(medicineQuote.shopId, shopId)))
    .orderBy(desc(medicineQuote.id));
}

/** Quotes as answered, in the order given. */
export async function quoteViews(q: Db | Tx, rows: readonly { row: QuoteRow; expired: boolean }[], lang: Lang): Promise<TMedicineQuote[]> {
  const faces = await quoteFaces(
    q,
    rows.map((r) => r.row.skuId),
    rows.map((r) => r.row.shopId),
    lang,
  );
  return rows.map(({ row, expired }) => ({
    quoteId: row.id,
    demandId: row.demandId,
    shopId: row.shopId,
    shopName: faces.shopName.get(row.shopId) ?? '',
    goodsId: row.goodsId,
    skuId: row.skuId,
    title: faces.sku.get(row.skuId)?.title ?? '',
    image: faces.sku.get(row.skuId)?.image ?? '',
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    amount: row.unitPrice * row.quantity,
    validUntil: row.validUntil.toISOString(),
    status: (expired ? 'expired' : row.status) as QuoteStatus,
    conversationId: row.conversationId,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Demands as answered: to their shopper with every quote, to a pharmacy (`shopId`) with its own quotes only. Photos
 * are signed links (ten minutes); callers decide who may see a demand at all.
 */
export async function demandViews(
  deps: Pick<Deps, 'db' | 'config'>,
  q: Db | Tx,
  rows: readonly { row: DemandRow; expired: boolean }[],
  lang: Lang,
  shopId?: number,
): Promise<TMedicineDemand[]> {
  const quotes = await quoteViews(q, await quotesOf(q, rows.map((r) => r.row.id), shopId), lang);
  const photos = await signPrivateUrls(deps, rows.flatMap((r) => r.row.photos));
  let next = 0;
  return rows.map(({ row, expired }) => ({
    demandId: row.id,
    medicine: row.medicine,
    quantity: row.quantity,
    symptoms: row.symptoms,
    prescription: row.prescription,
    photos: row.photos.map(() => photos[next++]!),
    status: demandStatus(row, expired),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    quotes: quotes.filter((x) => x.demandId === row.id),
  }));
}

/** One demand of its shopper as answered (not found: undefined). */
export async function ownDemandView(deps: Pick<Deps, 'db' | 'config'>, q: Db | Tx, accountId: number, demandId: number, lang: Lang) {
  const rows = await q
    .select(demandColumns)
    .from(medicineDemand)
    .where(and(eq(medicineDemand.id, demandId), eq(medicineDemand.accountId, accountId)));
  if (rows.length === 0) return undefined;
  return (await demandViews(deps, q, rows, lang))[0]!;
}
