import { and, eq, gte, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../platform/database.ts';
import { area, nation } from '../modules/location/location.tables.ts';
import { takeawayNow, timeZoneOf, type TakeawayTerms } from '../modules/shop/shop.api.ts';
import { shop, shopBusinessTime, shopHoliday } from '../modules/shop/shop.tables.ts';

/**
 * Read model: takeaway shops' terms (shop) with their time zone (from the nation and province: location), opening
 * spans and holidays: what every takeaway entry point decides by (shop's takeaway-terms.ts).
 */

const province = alias(area, 'takeaway_province');

/**
 * The terms and hours of the takeaway shops among `shopIds` (others are left out): three queries whatever their
 * number. Holidays from two days back by the takeaway clock (a span of the shop's yesterday may still run).
 */
export async function loadTakeawayTerms(q: Db | Tx, shopIds: readonly number[]): Promise<Map<number, TakeawayTerms>> {
  const out = new Map<number, TakeawayTerms>();
  if (shopIds.length === 0) return out;
  const rows = await q
    .select({
      shopId: shop.id,
      status: shop.status,
      lat: shop.lat,
      lng: shop.lng,
      deliveryRadiusM: shop.deliveryRadiusM,
      deliveryFee: shop.deliveryFee,
      packingFee: shop.packingFee,
      minOrderAmount: shop.minOrderAmount,
      deliveryMinutes: shop.deliveryMinutes,
      lastOrderMinutes: shop.lastOrderMinutes,
      nationCode: nation.code,
      provinceCode: province.code,
    })
    .from(shop)
    .innerJoin(nation, eq(nation.id, shop.nationId))
    .leftJoin(province, eq(province.id, shop.provinceId))
    .where(and(inArray(shop.id, [...shopIds]), eq(shop.kind, 'takeaway')));
  if (rows.length === 0) return out;
  const ids = rows.map((r) => r.shopId);
  const [spans, holidays] = await Promise.all([
    q
      .select({ shopId: shopBusinessTime.shopId, weekday: shopBusinessTime.weekday, opensAt: shopBusinessTime.opensAt, closesAt: shopBusinessTime.closesAt })
      .from(shopBusinessTime)
      .where(inArray(shopBusinessTime.shopId, ids)),
    q
      .select({ shopId: shopHoliday.shopId, day: shopHoliday.day })
      .from(shopHoliday)
      .where(and(inArray(shopHoliday.shopId, ids), gte(shopHoliday.day, new Date(takeawayNow().getTime() - 2 * 86_400_000).toISOString().slice(0, 10))))
      .orderBy(shopHoliday.day),
  ]);
  for (const { nationCode, provinceCode, ...r } of rows) {
    out.set(r.shopId, {
      ...r,
      timeZone: timeZoneOf(nationCode, provinceCode),
      spans: spans.filter((s) => s.shopId === r.shopId),
      holidays: holidays.filter((h) => h.shopId === r.shopId).map((h) => h.day),
    });
  }
  return out;
}

