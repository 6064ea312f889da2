import { and, eq, inArray, sql } from 'drizzle-orm';
import { EARTH_RADIUS_M } from '@mall/contract/location/distance';
import type { TDrugLicence, THealthGoodsFacts } from '@mall/contract/health/health-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { AppError } from '../platform/errors.ts';
import { textIn } from '../platform/localized.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { healthGoods } from '../modules/health/health.tables.ts';
import type { CheckoutLineInput } from '../modules/order/order.tables.ts';
import { shop, shopQualification } from '../modules/shop/shop.tables.ts';

/**
 * Read model of the health issue (decisions: "Health"): what the cart, the checkout and the health module read of the
 * catalogue's goods (prescription-only or not), the shops (verified pharmacies and where they are) and their drug
 * licences.
 */

type Q = Db | Tx;

/** The ids among these goods that are prescription-only (`goods.drug_class = 'rx'`). */
export async function prescriptionGoodsAmong(q: Q, goodsIds: readonly number[]): Promise<number[]> {
  if (goodsIds.length === 0) return [];
  const rows = await q
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, [...new Set(goodsIds)]), eq(goods.drugClass, 'rx')));
  return rows.map((r) => r.id);
}

type RxLine = Pick<CheckoutLineInput, 'goodsId' | 'quote'>;

/** The refusal of prescription-only goods outside an accepted quote: HEALTH_RX_NEEDS_QUOTE, the goods in `data`. */
function refuseRx(rx: readonly number[]): void {
  if (rx.length > 0) throw new AppError('HEALTH_RX_NEEDS_QUOTE', { data: { goodsIds: [...new Set(rx)] } });
}

/**
 * Refuses lines holding prescription-only goods outside an accepted quote: the cart's add and the commit call it
 * before anything is written.
 */
export async function refusePrescriptionLines(q: Q, lines: readonly RxLine[]): Promise<void> {
  refuseRx(
    await prescriptionGoodsAmong(
      q,
      lines.filter((l) => !l.quote).map((l) => l.goodsId),
    ),
  );
}

/** The same rule on goods already read (a checkout's facts): no statement of its own. */
export function refusePrescriptionGoods(lines: readonly RxLine[], drugClassOf: (goodsId: number) => string | null | undefined): void {
  refuseRx(lines.filter((l) => !l.quote && drugClassOf(l.goodsId) === 'rx').map((l) => l.goodsId));
}

/** A verified pharmacy: a health shop, not disabled, holding a drug licence that has not expired (no end: unexpired). */
const verifiedShop = sql`${shop.kind} = 'health' and ${shop.status} <> 'disabled' and exists (
  select 1 from ${shopQualification} q where q.shop_id = ${shop.id} and q.kind = 'drug_license' and (q.valid_until is null or q.valid_until > now()))`;

export async function isVerifiedPharmacy(q: Q, shopId: number): Promise<boolean> {
  const [row] = await q.select({ id: shop.id }).from(shop).where(and(eq(shop.id, shopId), verifiedShop));
  return row !== undefined;
}

/** Great-circle distance in metres from a point to a shop's coordinates (haversine, spec 9's earth radius). */
function distanceTo(lat: number, lng: number) {
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(${shop.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${shop.lat})) * power(sin(radians(${shop.lng} - ${lng}::float8) / 2), 2)))))`;
}

/**
 * The verified pharmacies within `radiusM` of a point, nearest first, with their distance in whole metres. Health
 * shops are few (a scan of the `health` kind through `shop_kind_idx`), so no spatial index is needed here.
 */
export async function verifiedPharmaciesNear(q: Q, lat: number, lng: number, radiusM: number): Promise<{ shopId: number; distanceM: number }[]> {
  const d = distanceTo(lat, lng);
  const rows = await q
    .select({ shopId: shop.id, distanceM: sql<number>`round(${d})::int` })
    .from(shop)
    .where(and(verifiedShop, sql`${shop.lat} is not null and ${shop.lng} is not null`, sql`${d} <= ${radiusM}::float8`))
    .orderBy(d);
  return rows;
}

/** The drug licence of a shop as its goods page shows it (the latest-ending one), or null without one. */
export async function drugLicenceOf(q: Q, shopId: number, lang: Lang): Promise<TDrugLicence | null> {
  const [row] = await q
    .select({
      shopId: shop.id,
      name: shop.name,
      number: shopQualification.number,
      image: shopQualification.image,
      validUntil: shopQualification.validUntil,
      verified: sql<boolean>`${verifiedShop}`,
    })
    .from(shopQualification)
    .innerJoin(shop, eq(shop.id, shopQualification.shopId))
    .where(and(eq(shopQualification.shopId, shopId), eq(shopQualification.kind, 'drug_license')))
    .orderBy(sql`${shopQualification.validUntil} desc nulls first`)
    .limit(1);
  if (!row) return null;
  return { shopId: row.shopId, shopName: textIn(row.name, lang), number: row.number, image: row.image, validUntil: row.validUntil?.toISOString() ?? null, verified: row.verified };
}

/** A goods' regulatory facts and its shop, or undefined for an unknown goods. */
export async function healthGoodsFacts(q: Q, goodsId: number, lang: Lang): Promise<{ facts: THealthGoodsFacts; shopId: number } | undefined> {
  const [row] = await q
    .select({ g: { id: goods.id, shopId: goods.shopId, drugClass: goods.drugClass, purchaseLimit: goods.purchaseLimit }, h: healthGoods })
    .from(goods)
    .leftJoin(healthGoods, eq(healthGoods.goodsId, goods.id))
    .where(eq(goods.id, goodsId));
  if (!row) return undefined;
  const t = (v: Parameters<typeof textIn>[0] | undefined) => (v ? textIn(v, lang) : '');
  return {
    shopId: row.g.shopId,
    facts: {
      goodsId: row.g.id,
      drugClass: row.g.drugClass,
      approvalNumber: row.h?.approvalNumber ?? '',
      dosageForm: t(row.h?.dosageForm),
      specification: t(row.h?.specification),
      usage: t(row.h?.usage),
      contraindications: t(row.h?.contraindications),
      perOrderLimit: row.g.purchaseLimit,
    },
  };
}

/** A SKU a pharmacy may quote: its own goods, on sale, the SKU enabled. */
export async function quotableSku(q: Q, shopId: number, goodsId: number, skuId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: goodsSku.id })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .where(and(eq(goodsSku.id, skuId), eq(goods.id, goodsId), eq(goods.shopId, shopId), eq(goods.status, 'on_sale'), eq(goodsSku.enabled, true)));
  return row !== undefined;
}

/** Titles, pictures and shop names of quoted goods, by SKU id and shop id. */
export async function quoteFaces(q: Q, skuIds: readonly number[], shopIds: readonly number[], lang: Lang) {
  // One after the other: `q` may be a transaction, whose one connection runs one query at a time.
  const skus =
    skuIds.length === 0
      ? []
      : await q
          .select({ id: goodsSku.id, title: goods.title, specName: goodsSku.specName, image: goodsSku.image, goodsImage: goods.image })
          .from(goodsSku)
          .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
          .where(inArray(goodsSku.id, [...new Set(skuIds)]));
  const shops = shopIds.length === 0 ? [] : await q.select({ id: shop.id, name: shop.name }).from(shop).where(inArray(shop.id, [...new Set(shopIds)]));
  return {
    sku: new Map(
      skus.map((s) => {
        const spec = textIn(s.specName, lang);
        return [s.id, { title: spec ? `${textIn(s.title, lang)} ${spec}` : textIn(s.title, lang), image: s.image || s.goodsImage }] as const;
      }),
    ),
    shopName: new Map(shops.map((s) => [s.id, textIn(s.name, lang)] as const)),
  };
}

/** `mall/query/health/medicines`: medicines on sale in shops that are open, best-selling first, a page at a time. */
export async function healthMedicines(
  q: Q,
  input: { pageNum: number; pageSize: number; drugClass?: 'otc' | 'rx' | undefined; categoryId?: number | undefined; shopId?: number | undefined },
  lang: Lang,
) {
  const where = and(
    input.drugClass ? eq(goods.drugClass, input.drugClass) : sql`${goods.drugClass} is not null`,
    eq(goods.status, 'on_sale'),
    sql`${shop.status} <> 'disabled'`,
    input.shopId === undefined ? undefined : eq(goods.shopId, input.shopId),
    input.categoryId === undefined
      ? undefined
      : sql`(${goods.categoryId} = ${input.categoryId} or ${goods.category1Id} = ${input.categoryId} or ${goods.category2Id} = ${input.categoryId})`,
  );
  const [total] = await q.select({ n: sql<number>`count(*)::int` }).from(goods).innerJoin(shop, eq(shop.id, goods.shopId)).where(where);
  const rows = await q
    .select({
      id: goods.id,
      title: goods.title,
      image: goods.image,
      price: goods.priceMin,
      skuId: sql<number | null>`(select s.id from ${goodsSku} s where s.goods_id = ${goods.id} and s.enabled order by s.price, s.id limit 1)`,
      shopId: shop.id,
      shopName: shop.name,
      drugClass: goods.drugClass,
      salesCount: goods.salesCount,
    })
    .from(goods)
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .where(where)
    .orderBy(sql`${goods.salesCount} desc`, goods.id)
    .limit(input.pageSize)
    .offset((input.pageNum - 1) * input.pageSize);
  const n = total?.n ?? 0;
  return {
    list: rows.map((r) => ({
      goodsId: r.id,
      title: textIn(r.title, lang),
      image: r.image,
      price: r.price,
      skuId: r.skuId,
      shopId: r.shopId,
      shopName: textIn(r.shopName, lang),
      drugClass: r.drugClass ?? 'otc',
      salesCount: r.salesCount,
    })),
    total: n,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    hasMore: input.pageNum * input.pageSize < n,
  };
}

/** A medicine goods of a shop (drug class set), with its title and picture, for the pharmacy's editor. */
export interface ShopMedicine {
  goodsId: number;
  title: Parameters<typeof textIn>[0];
  image: string;
  drugClass: 'otc' | 'rx';
}

/**
 * The medicines of a shop (any shelf state), by id; or the one given, if it is the shop's medicine. Someone else's
 * goods or a goods that is not a medicine is simply absent, so the caller answers not found.
 */
export async function shopMedicines(q: Q, shopId: number, goodsId?: number): Promise<ShopMedicine[]> {
  const rows = await q
    .select({ goodsId: goods.id, title: goods.title, image: goods.image, drugClass: goods.drugClass })
    .from(goods)
    .where(and(eq(goods.shopId, shopId), sql`${goods.drugClass} is not null`, goodsId === undefined ? undefined : eq(goods.id, goodsId)))
    .orderBy(goods.id)
    .limit(500);
  return rows.map((r) => ({ ...r, drugClass: r.drugClass! }));
}
