import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TMerchantScoreExchange } from '@mall/contract/loyalty/query-merchant-score-exchanges';
import type { TScoreExchange } from '@mall/contract/loyalty/query-score-exchanges';
import type { ScoreExchangeStatus } from '@mall/contract/loyalty/score-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { decodeCursor, encodeCursor } from '../platform/keyset-cursor.ts';
import { textIn } from '../platform/localized.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { shipment, shippingCompany } from '../modules/logistics/logistics.tables.ts';
import { scoreExchange, scoreGoods } from '../modules/loyalty/loyalty.tables.ts';

/**
 * Read model: score exchanges (loyalty) with their goods and SKU (catalogue) and the parcel they were sent in
 * (logistics: the `score_exchange` shipment whose reference is the exchange), for the score page, the merchant
 * console and the refusal's reason.
 */

/** Whether a score goods on offer is left out only because its SKU has no stock. */
export async function isScoreGoodsSoldOut(db: Db, scoreGoodsId: number): Promise<boolean> {
  const [row] = await db
    .select({ stock: goodsSku.stock })
    .from(scoreGoods)
    .innerJoin(goodsSku, eq(goodsSku.id, scoreGoods.skuId))
    .where(and(eq(scoreGoods.id, scoreGoodsId), eq(scoreGoods.enabled, true)));
  return row !== undefined && row.stock <= 0;
}

function selectExchanges(q: Db | Tx) {
  return q
    .select({
      row: scoreExchange,
      at: sql<string>`${scoreExchange.createdAt}::text`,
      goodsId: scoreGoods.goodsId,
      title: goods.title,
      image: goods.image,
      skuImage: goodsSku.image,
      skuName: goodsSku.specName,
      shipmentId: shipment.id,
      companyCode: shipment.companyCode,
      companyName: shippingCompany.name,
      trackingNo: shipment.trackingNo,
      parcelStatus: shipment.status,
      shippedAt: shipment.createdAt,
    })
    .from(scoreExchange)
    .innerJoin(scoreGoods, eq(scoreGoods.id, scoreExchange.scoreGoodsId))
    .leftJoin(goods, eq(goods.id, scoreGoods.goodsId))
    .leftJoin(goodsSku, eq(goodsSku.id, sql`coalesce(${scoreExchange.skuId}, ${scoreGoods.skuId})`))
    .leftJoin(shipment, and(eq(shipment.kind, 'score_exchange'), eq(shipment.returnId, scoreExchange.id)))
    .leftJoin(shippingCompany, eq(shippingCompany.code, shipment.companyCode));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectExchanges>['where']>>[number];

function merchantView(r: Row, lang: Lang): TMerchantScoreExchange {
  const { row } = r;
  return {
    exchangeId: row.id,
    scoreGoodsId: row.scoreGoodsId,
    goodsId: r.goodsId,
    title: r.title ? textIn(r.title, lang) : '',
    image: r.skuImage || r.image || '',
    points: row.points,
    status: row.status,
    receiver: row.address ? `${row.address.receiverName} ${row.address.mobile}` : '',
    address: row.address ? `${row.address.areaText} ${row.address.detail}`.trim() : '',
    createdAt: row.createdAt.toISOString(),
    parcel:
      r.shipmentId !== null && r.trackingNo !== null && r.companyCode !== null && r.parcelStatus !== null && r.shippedAt !== null
        ? {
            shipmentId: r.shipmentId,
            companyCode: r.companyCode,
            companyName: r.companyName ? textIn(r.companyName, lang) : r.companyCode,
            trackingNo: r.trackingNo,
            status: r.parcelStatus,
            shippedAt: r.shippedAt.toISOString(),
          }
        : null,
    skuId: row.skuId,
    skuName: r.skuName ? textIn(r.skuName, lang) : '',
  };
}

/** The shopper's exchanges of points for score goods, newest first, with the goods as it is now, the address as it was and the parcel. */
export async function readScoreExchanges(db: Db, accountId: number, pageSize: number, lang: Lang): Promise<TScoreExchange[]> {
  const rows = await selectExchanges(db)
    .where(eq(scoreExchange.accountId, accountId))
    .orderBy(desc(scoreExchange.createdAt), desc(scoreExchange.id))
    .limit(pageSize);
  return rows.map((r) => {
    const { skuId: _skuId, skuName: _skuName, ...view } = merchantView(r, lang);
    return view;
  });
}

/**
 * A keyset page of the exchanges of one shop's score goods in one status: those to ship oldest first (the longest
 * waiting on top), the others newest first.
 */
export async function readShopScoreExchanges(
  db: Db,
  input: { shopId: number; status: ScoreExchangeStatus; after?: string | undefined; pageSize: number },
  lang: Lang,
): Promise<{ list: TMerchantScoreExchange[]; next: string | null }> {
  const oldest = input.status === 'to_ship';
  const where: SQL[] = [eq(goods.shopId, input.shopId), eq(scoreExchange.status, input.status)];
  if (input.after) {
    const c = decodeCursor(input.after);
    where.push(oldest ? sql`(${scoreExchange.createdAt}, ${scoreExchange.id}) > (${c.at}::timestamptz, ${c.id})` : sql`(${scoreExchange.createdAt}, ${scoreExchange.id}) < (${c.at}::timestamptz, ${c.id})`);
  }
  const rows = await selectExchanges(db)
    .where(and(...where))
    .orderBy(...(oldest ? [asc(scoreExchange.createdAt), asc(scoreExchange.id)] : [desc(scoreExchange.createdAt), desc(scoreExchange.id)]))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return { list: page.map((r) => merchantView(r, lang)), next: rows.length > input.pageSize && last ? encodeCursor(last.at, last.row.id) : null };
}

/** One exchange as its shop sees it, or undefined for no such exchange. */
export async function readShopScoreExchange(q: Db | Tx, exchangeId: number, lang: Lang): Promise<TMerchantScoreExchange | undefined> {
  const [row] = await selectExchanges(q).where(eq(scoreExchange.id, exchangeId));
  return row ? merchantView(row, lang) : undefined;
}
