import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { TMerchantCertificate, TShopMerchant } from '@mall/contract/shop/shop-fields';
import type { Db } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { area, nation } from '../modules/location/location.tables.ts';
import { merchant, merchantCertificate } from '../modules/merchant/merchant.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { shopCardColumns } from './shop-cards.ts';

/**
 * Read model: a shop's pages (shop) with where it is (location), who runs it and their documents (merchant), and
 * what it sells (catalogue).
 */

const province = alias(area, 'province');
const city = alias(area, 'city');
const district = alias(area, 'district');

/** A shop that is not disabled with its profile columns and the codes its time zone follows from; undefined otherwise. */
export async function readShopProfile(db: Db, shopId: number) {
  const [row] = await db
    .select({
      ...shopCardColumns,
      merchantId: shop.merchantId,
      phone: shop.phone,
      address: shop.address,
      lat: shop.lat,
      lng: shop.lng,
      descScore: shop.descScore,
      serviceScore: shop.serviceScore,
      deliveryScore: shop.deliveryScore,
      deliveryRadiusM: shop.deliveryRadiusM,
      minOrderAmount: shop.minOrderAmount,
      deliveryFee: shop.deliveryFee,
      deliveryMinutes: shop.deliveryMinutes,
      createdAt: shop.createdAt,
      nationCode: nation.code,
      provinceCode: province.code,
    })
    .from(shop)
    .innerJoin(nation, eq(nation.id, shop.nationId))
    .leftJoin(province, eq(province.id, shop.provinceId))
    .where(and(eq(shop.id, shopId), ne(shop.status, 'disabled')));
  return row;
}

/** The names of a shop's nation and areas, from the nation down. */
export async function readShopRegionNames(db: Db, shopId: number): Promise<(Localized | null)[]> {
  const [row] = await db
    .select({ nation: nation.name, province: province.name, city: city.name, district: district.name })
    .from(shop)
    .innerJoin(nation, eq(nation.id, shop.nationId))
    .leftJoin(province, eq(province.id, shop.provinceId))
    .leftJoin(city, eq(city.id, shop.cityId))
    .leftJoin(district, eq(district.id, shop.districtId))
    .where(eq(shop.id, shopId));
  return row ? [row.nation, row.province, row.city, row.district] : [];
}

/** The merchant of a shop page, named in `lang`. */
export async function readShopMerchant(db: Db, merchantId: number, lang: Lang): Promise<TShopMerchant | undefined> {
  const [row] = await db.select({ id: merchant.id, kind: merchant.kind, name: merchant.name }).from(merchant).where(eq(merchant.id, merchantId));
  return row && { ...row, name: textIn(row.name, lang) };
}

/** An approved merchant that runs at least one shop that is not disabled; undefined otherwise. */
export async function readListedMerchant(db: Db, merchantId: number, lang: Lang): Promise<TShopMerchant | undefined> {
  const [[m], [anyShop]] = await Promise.all([
    db.select({ id: merchant.id, kind: merchant.kind, name: merchant.name }).from(merchant).where(and(eq(merchant.id, merchantId), eq(merchant.status, 'approved'))),
    db.select({ id: shop.id }).from(shop).where(and(eq(shop.merchantId, merchantId), ne(shop.status, 'disabled'))).limit(1),
  ]);
  return m && anyShop ? { ...m, name: textIn(m.name, lang) } : undefined;
}

/** The documents the platform checked for a merchant, in order. */
export async function readMerchantCertificates(db: Db, merchantId: number, lang: Lang): Promise<TMerchantCertificate[]> {
  const rows = await db
    .select({
      id: merchantCertificate.id,
      kind: merchantCertificate.kind,
      name: merchantCertificate.name,
      number: merchantCertificate.number,
      holder: merchantCertificate.holder,
      image: merchantCertificate.image,
      validUntil: merchantCertificate.validUntil,
    })
    .from(merchantCertificate)
    .where(eq(merchantCertificate.merchantId, merchantId))
    .orderBy(asc(merchantCertificate.sort), asc(merchantCertificate.id));
  return rows.map((r) => ({ ...r, name: textIn(r.name, lang), validUntil: r.validUntil?.toISOString() ?? null }));
}

/** How many documents a merchant shows. */
export async function readMerchantCertificateCount(db: Db, merchantId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(merchantCertificate).where(eq(merchantCertificate.merchantId, merchantId));
  return row?.n ?? 0;
}

/** A shop's goods counts and review totals, summed over its goods in one pass of the (shop_id, …) index. */
export async function readShopGoodsTotals(db: Db, shopId: number) {
  const [row] = await db
    .select({
      goodsCount: sql<number>`count(*) filter (where ${goods.status} = 'on_sale')::int`,
      newGoodsCount: sql<number>`count(*) filter (where ${goods.status} = 'on_sale' and ${goods.createdAt} > now() - interval '30 days')::int`,
      reviewCount: sql<number>`coalesce(sum(${goods.reviewCount}), 0)::int`,
      goodReviewCount: sql<number>`coalesce(sum(${goods.goodReviewCount}), 0)::int`,
    })
    .from(goods)
    .where(eq(goods.shopId, shopId));
  return row;
}
