import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryMerchantCertResponse } from '@mall/contract/shop/query-merchant-cert';
import type { TQueryShopResponse } from '@mall/contract/shop/query-shop';
import type { TQueryShopAddressResponse } from '@mall/contract/shop/query-shop-address';
import type { TQueryShopDetailsResponse } from '@mall/contract/shop/query-shop-details';
import type { TQueryShopMerchantCertResponse } from '@mall/contract/shop/query-shop-merchant-cert';
import type { TQueryShopMetricResponse } from '@mall/contract/shop/query-shop-metric';
import type { TSaveShopBrowseResponse } from '@mall/contract/shop/save-shop-browse';
import type { TBusinessTimes, TShopProfile, TShopQualification } from '@mall/contract/shop/shop-fields';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { shopGoodsPage } from '../../read-models/goods-cards.ts';
import { readListedMerchant, readMerchantCertificateCount, readMerchantCertificates, readShopGoodsTotals, readShopMerchant, readShopProfile, readShopRegionNames } from '../../read-models/shop-page.ts';
import { isOpenNow, timeZoneOf, weekOf } from './business-hours.ts';
import { isFollowing } from './follow.service.ts';
import { toShopCard, type ShopCardRow } from '../../read-models/shop-cards.ts';
import { isShopListed } from './shop-listing.ts';
import { shop, shopAddress, shopBrowseHistory, shopBusinessTime, shopQualification } from './shop.tables.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Shops shoppers may see: every status but disabled (closed shops show as closed). */
const visible = (shopId: number): SQL => and(eq(shop.id, shopId), ne(shop.status, 'disabled'))!;

/** A visible shop with its opening spans and time zone, or 1004. */
async function loadShop(db: Db, shopId: number) {
  const [[row], spans] = await Promise.all([
    readShopProfile(db, shopId).then((row) => [row]),
    db
      .select({ weekday: shopBusinessTime.weekday, opensAt: shopBusinessTime.opensAt, closesAt: shopBusinessTime.closesAt })
      .from(shopBusinessTime)
      .where(eq(shopBusinessTime.shopId, shopId)),
  ]);
  if (!row) throw notFound();
  const timeZone = timeZoneOf(row.nationCode, row.provinceCode);
  return { row, spans, timeZone, openNow: row.status === 'open' && isOpenNow(spans, timeZone) };
}

type LoadedShop = Awaited<ReturnType<typeof loadShop>>;

function toProfile({ row, openNow }: LoadedShop, lang: Lang): TShopProfile {
  const card: ShopCardRow = {
    id: row.id,
    kind: row.kind,
    name: row.name,
    intro: row.intro,
    logo: row.logo,
    banner: row.banner,
    rating: row.rating,
    followerCount: row.followerCount,
    salesCount: row.salesCount,
    goodsCount: row.goodsCount,
    status: row.status,
  };
  return {
    ...toShopCard(card, lang),
    phone: row.phone,
    address: textIn(row.address, lang),
    lat: row.lat,
    lng: row.lng,
    descScore: round1(row.descScore),
    serviceScore: round1(row.serviceScore),
    deliveryScore: round1(row.deliveryScore),
    deliveryRadiusM: row.deliveryRadiusM,
    minOrderAmount: row.minOrderAmount,
    deliveryFee: row.deliveryFee,
    deliveryMinutes: row.deliveryMinutes,
    openNow,
  };
}


/** A shop's home: the shop, whether the caller follows it, and a page of its goods. */
export async function queryShop(
  db: Db,
  accountId: number | undefined,
  input: { shopId: number; sort: GoodsSort; pageNum: number; pageSize: number },
  lang: Lang,
): Promise<TQueryShopResponse> {
  const loaded = await loadShop(db, input.shopId);
  const [followed, page] = await Promise.all([isFollowing(db, accountId, input.shopId), shopGoodsPage(db, input.shopId, input, lang)]);
  return { shop: toProfile(loaded, lang), followed, goods: page };
}

/** A shop's opening hours for each weekday, in its time zone, and whether it is open now. */
export async function queryShopBusinessTimes(db: Db, shopId: number): Promise<TBusinessTimes> {
  const { spans, timeZone, openNow } = await loadShop(db, shopId);
  return { shopId, timeZone, openNow, days: weekOf(spans) };
}

/** A shop's details page: profile, merchant, region, opening date and how many documents it shows. */
export async function queryShopDetails(db: Db, shopId: number, lang: Lang): Promise<TQueryShopDetailsResponse> {
  const loaded = await loadShop(db, shopId);
  const [m, regions, [quals], certs] = await Promise.all([
    readShopMerchant(db, loaded.row.merchantId, lang),
    readShopRegionNames(db, shopId),
    db.select({ n: count() }).from(shopQualification).where(eq(shopQualification.shopId, shopId)),
    readMerchantCertificateCount(db, loaded.row.merchantId),
  ]);
  // Region names from the nation down, a name repeated by the next level ("Beijing", "Beijing") said once.
  const names = regions
    .filter((n) => n != null)
    .map((n) => textIn(n, lang))
    .filter((n, i, all) => n !== '' && all.indexOf(n) === i);
  return {
    ...toProfile(loaded, lang),
    merchant: m!,
    region: names.join(lang === 'en' ? ', ' : ' '),
    openedAt: loaded.row.createdAt.toISOString(),
    qualificationCount: quals?.n ?? 0,
    certificateCount: certs,
  };
}

/** The ids of a visible shop and its merchant, or 1004. */
async function shopRef(db: Db, shopId: number): Promise<{ id: number; merchantId: number }> {
  const [row] = await db.select({ id: shop.id, merchantId: shop.merchantId }).from(shop).where(visible(shopId));
  if (!row) throw notFound();
  return row;
}

/** A shop's returns desk and pickup points, in order. */
export async function queryShopAddresses(db: Db, input: { shopId: number; kind?: 'return' | 'pickup' | undefined }, lang: Lang): Promise<TQueryShopAddressResponse> {
  await shopRef(db, input.shopId);
  const rows = await db
    .select({
      id: shopAddress.id,
      kind: shopAddress.kind,
      name: shopAddress.name,
      contactName: shopAddress.contactName,
      phone: shopAddress.phone,
      address: shopAddress.address,
      lat: shopAddress.lat,
      lng: shopAddress.lng,
    })
    .from(shopAddress)
    .where(input.kind ? and(eq(shopAddress.shopId, input.shopId), eq(shopAddress.kind, input.kind)) : eq(shopAddress.shopId, input.shopId))
    .orderBy(asc(shopAddress.kind), asc(shopAddress.sort), asc(shopAddress.id));
  return rows.map((r) => ({ ...r, name: textIn(r.name, lang), address: textIn(r.address, lang) }));
}

async function qualificationsOf(db: Db, shopId: number, lang: Lang): Promise<TShopQualification[]> {
  const rows = await db
    .select({
      id: shopQualification.id,
      kind: shopQualification.kind,
      name: shopQualification.name,
      number: shopQualification.number,
      image: shopQualification.image,
      validUntil: shopQualification.validUntil,
    })
    .from(shopQualification)
    .where(eq(shopQualification.shopId, shopId))
    .orderBy(asc(shopQualification.sort), asc(shopQualification.id));
  return rows.map((r) => ({ ...r, name: textIn(r.name, lang), validUntil: r.validUntil?.toISOString() ?? null }));
}

/** A shop's own licences and permits. */
export async function queryShopQualifications(db: Db, shopId: number, lang: Lang): Promise<TShopQualification[]> {
  await shopRef(db, shopId);
  return qualificationsOf(db, shopId, lang);
}

/** A merchant that runs at least one visible shop, with its certificates; any other id is 1004. */
export async function queryMerchantCert(db: Db, merchantId: number, lang: Lang): Promise<TQueryMerchantCertResponse> {
  const found = await readListedMerchant(db, merchantId, lang);
  if (!found) throw notFound();
  return { merchant: found, certificates: await readMerchantCertificates(db, merchantId, lang) };
}

/** A shop's licences with its merchant and the merchant's certificates. */
export async function queryShopMerchantCert(db: Db, shopId: number, lang: Lang): Promise<TQueryShopMerchantCertResponse> {
  const [row] = await db.select({ id: shop.id, merchantId: shop.merchantId, name: shop.name }).from(shop).where(visible(shopId));
  if (!row) throw notFound();
  const [m, qualifications, certificates] = await Promise.all([
    readShopMerchant(db, row.merchantId, lang),
    qualificationsOf(db, shopId, lang),
    readMerchantCertificates(db, row.merchantId, lang),
  ]);
  return { shopId, shopName: textIn(row.name, lang), merchant: m!, qualifications, certificates };
}

/**
 * A shop's numbers. Scores and followers and sales are the shop's counters; goods and reviews are summed
 * over its goods in one pass of the (shop_id, …) index, reviews of goods gone off the shelf included.
 */
export async function queryShopMetric(db: Db, shopId: number): Promise<TQueryShopMetricResponse> {
  const [[s], g] = await Promise.all([
    db
      .select({
        rating: shop.rating,
        descScore: shop.descScore,
        serviceScore: shop.serviceScore,
        deliveryScore: shop.deliveryScore,
        followerCount: shop.followerCount,
        salesCount: shop.salesCount,
        openDays: sql<number>`floor(extract(epoch from now() - ${shop.createdAt}) / 86400)::int`,
      })
      .from(shop)
      .where(visible(shopId)),
    readShopGoodsTotals(db, shopId),
  ]);
  if (!s) throw notFound();
  const reviews = g?.reviewCount ?? 0;
  return {
    shopId,
    rating: round1(s.rating),
    descScore: round1(s.descScore),
    serviceScore: round1(s.serviceScore),
    deliveryScore: round1(s.deliveryScore),
    followerCount: s.followerCount,
    salesCount: s.salesCount,
    goodsCount: g?.goodsCount ?? 0,
    newGoodsCount: g?.newGoodsCount ?? 0,
    reviewCount: reviews,
    goodRate: reviews > 0 ? Math.round(((g?.goodReviewCount ?? 0) * 100) / reviews) : null,
    openDays: Math.max(0, s.openDays),
  };
}

/** A visitor's visit to a shop: nothing to keep but the count (shop-visits.ts); a shop not shown is not found. */
export async function visitorShopBrowse(db: Db, shopId: number): Promise<TSaveShopBrowseResponse> {
  if (!(await isShopListed(db, shopId))) throw notFound();
  return { shopId, browsedAt: new Date().toISOString() };
}

/** Records the caller's visit to a visible shop: one row per shop, its time moved to now. */
export async function saveShopBrowse(db: Db, accountId: number, shopId: number): Promise<TSaveShopBrowseResponse> {
  const rows = await db.execute<{ browsed_at: Date | string }>(
    sql`insert into ${shopBrowseHistory} (account_id, shop_id, browsed_at)
        select ${accountId}::int, ${shop.id}, now() from ${shop} where ${visible(shopId)}
        on conflict (account_id, shop_id) do update set browsed_at = excluded.browsed_at
        returning browsed_at`,
  );
  const row = rows.rows[0];
  if (!row) throw notFound();
  return { shopId, browsedAt: new Date(row.browsed_at).toISOString() };
}
