import { and, asc, count, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ShopKind } from '@mall/contract/catalogue/catalogue-kinds';
import { distanceMetres, leastDistanceBeyond } from '@mall/contract/location/distance';
import type { Lang } from '@mall/contract/platform/languages';
import type { Localized } from '@mall/contract/platform/languages';
import type { TNearOrigin, TNearShop, TQueryNearShopsResponse } from '@mall/contract/shop/query-near-shops';
import type { TQueryRecommendShopsResponse } from '@mall/contract/shop/query-recommend-shops';
import type { Db } from '../../platform/database.ts';
import { textIn } from '../../platform/localized.ts';
import { readDefaultAddressAreas } from '../../read-models/address-book.ts';
import { shopCardColumns, toShopCard } from '../../read-models/shop-cards.ts';
import { shop } from './shop.tables.ts';

// The great-circle distance of spec 9 and the GiST walk's stopping bound are shared with the gazetteer and the web
// app (@mall/contract/location/distance); re-exported for this module's callers and tests.
export { distanceMetres, leastDistanceBeyond };

/** The city centres used when nothing better is known: Tokyo Station for Japanese, People's Square otherwise. */
const CITY_CENTRES: Record<'tokyo' | 'shanghai', { lat: number; lng: number; name: Localized }> = {
  tokyo: { lat: 35.6812, lng: 139.7671, name: { en: 'Tokyo', zh: '东京', ja: '東京' } },
  shanghai: { lat: 31.2304, lng: 121.4737, name: { en: 'Shanghai', zh: '上海', ja: '上海' } },
};

/**
 * The point near shops are measured from: the given one; else the centre of the caller's default address's
 * district (else city, else province) with the address's region line; else a city centre.
 */
export async function nearOrigin(db: Db, accountId: number | undefined, given: { lat?: number | undefined; lng?: number | undefined }, lang: Lang): Promise<TNearOrigin> {
  if (given.lat !== undefined && given.lng !== undefined) return { source: 'given', lat: given.lat, lng: given.lng, place: '' };
  if (accountId !== undefined) {
    const levels = await readDefaultAddressAreas(db, accountId);
    const located = [...levels].reverse().find((a) => a?.lat != null && a.lng != null);
    if (located) {
      const names = levels
        .map((a) => (a?.name ? textIn(a.name, lang) : ''))
        .filter((n, i, all) => n !== '' && all.indexOf(n) === i);
      return { source: 'address', lat: located.lat!, lng: located.lng!, place: names.join(lang === 'en' ? ', ' : ' ') };
    }
  }
  const centre = CITY_CENTRES[lang === 'ja' ? 'tokyo' : 'shanghai'];
  return { source: 'city', lat: centre.lat, lng: centre.lng, place: textIn(centre.name, lang) };
}

/**
 * Shops nearest to a point first, a page at a time. The GiST index on point(lng, lat) walks shops in order of
 * their plain distance in degrees, which is not quite the order on the globe (a degree of longitude shrinks
 * away from the equator). So the call reads candidates from the index, orders them by their great-circle
 * distance, and stops reading once no unread shop can be nearer than the last one of the page
 * (leastDistanceBeyond); otherwise it reads four times as many. Only a page's worth of shops (plus a margin)
 * is read, never every shop.
 */
export async function queryNearShops(
  db: Db,
  accountId: number | undefined,
  request: { lat?: number | undefined; lng?: number | undefined; kind?: ShopKind | undefined; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryNearShopsResponse> {
  const origin = await nearOrigin(db, accountId, request, lang);
  const input = { ...request, lat: origin.lat, lng: origin.lng };
  const where = and(isNotNull(shop.lat), isNotNull(shop.lng), ne(shop.status, 'disabled'), input.kind ? eq(shop.kind, input.kind) : undefined);
  const knn = sql<number>`point(${shop.lng}, ${shop.lat}) <-> point(${input.lng}::float8, ${input.lat}::float8)`;
  const wanted = input.pageNum * input.pageSize;
  const read = (limit: number) =>
    db
      .select({ ...shopCardColumns, address: shop.address, lat: shop.lat, lng: shop.lng, deliveryRadiusM: shop.deliveryRadiusM, degrees: knn })
      .from(shop)
      .where(where)
      .orderBy(knn)
      .limit(limit);
  const totalQuery = db.select({ n: count() }).from(shop).where(where);

  let limit = Math.max(2 * wanted, 32);
  const [first, [total]] = await Promise.all([read(limit), totalQuery]);
  let rows = first;
  const measure = (list: typeof rows) =>
    list
      .map((r) => ({ row: r, distanceM: distanceMetres(input, { lat: r.lat!, lng: r.lng! }) }))
      .sort((a, b) => a.distanceM - b.distanceM || a.row.id - b.row.id);
  let measured = measure(rows);
  while (rows.length === limit && measured.length >= wanted) {
    const lastOfPage = measured[wanted - 1]!.distanceM;
    if (leastDistanceBeyond(rows[rows.length - 1]!.degrees, input.lat) >= lastOfPage) break;
    limit *= 4;
    rows = await read(limit);
    measured = measure(rows);
  }

  const n = total?.n ?? 0;
  const list: TNearShop[] = measured.slice(wanted - input.pageSize, wanted).map(({ row, distanceM }) => {
    const { address, lat: _lat, lng: _lng, deliveryRadiusM, degrees: _d, ...card } = row;
    return {
      ...toShopCard(card, lang),
      address: textIn(address, lang),
      distanceM: Math.round(distanceM),
      delivers: card.kind === 'takeaway' && distanceM <= deliveryRadiusM,
    };
  });
  return { list, total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: wanted < n, origin };
}

const recommended = (kind?: ShopKind): SQL =>
  and(isNotNull(shop.recommendRank), eq(shop.status, 'open'), kind ? eq(shop.kind, kind) : undefined)!;

/** The open shops the platform recommends, in its order (the partial index on recommend_rank). */
export async function queryRecommendShops(
  db: Db,
  input: { kind?: ShopKind | undefined; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryRecommendShopsResponse> {
  const where = recommended(input.kind);
  const [rows, [total]] = await Promise.all([
    db
      .select(shopCardColumns)
      .from(shop)
      .where(where)
      .orderBy(asc(shop.recommendRank), asc(shop.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(shop).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map((r) => toShopCard(r, lang)), total: n, pageNum: input.pageNum, pageSize: input.pageSize, hasMore: input.pageNum * input.pageSize < n };
}

