import { distanceM } from '@mall/contract/location/distance';
import type { Lang } from '@mall/contract/platform/languages';
import type { TQueryTakeawayShopAndCouponsResponse } from '@mall/contract/takeaway/query-takeaway-shop-and-coupons';
import type { TQueryTakeawayShopsAndGoodsResponse } from '@mall/contract/takeaway/query-takeaway-shops-and-goods';
import type { TTakeawayShop } from '@mall/contract/takeaway/takeaway-fields';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { readDefaultAddressPoint } from '../../read-models/takeaway-address.ts';
import { readNearestTakeawayShops, readTakeawayMenus, readTakeawayShop, type TakeawayShopRow } from '../../read-models/takeaway-shops.ts';
import { loadTakeawayTerms } from '../../read-models/takeaway-terms.ts';
import { queryShopCoupons } from '../coupon/coupon.api.ts';
import { takeawayStateNow, type TakeawayTerms } from '../shop/shop.api.ts';

/** How many goods each shop of the nearby list shows. */
const GOODS_PER_SHOP = 3;
/** How many goods a takeaway shop's menu shows at most. */
const MENU_GOODS = 200;

function shopView(row: TakeawayShopRow, terms: TakeawayTerms, from: { lat: number; lng: number } | null, lang: Lang): TTakeawayShop {
  const distance = from && terms.lat !== null && terms.lng !== null ? distanceM(from, { lat: terms.lat, lng: terms.lng }) : null;
  return {
    shopId: row.id,
    name: textIn(row.name, lang),
    logo: row.logo,
    banner: row.banner,
    intro: textIn(row.intro, lang),
    address: textIn(row.address, lang),
    rating: Math.round(row.rating * 10) / 10,
    salesCount: row.salesCount,
    status: row.status === 'open' ? 'open' : 'closed',
    open: takeawayStateNow(terms),
    deliveryRadiusM: terms.deliveryRadiusM,
    deliveryFee: terms.deliveryFee,
    packingFee: terms.packingFee,
    minOrderAmount: terms.minOrderAmount,
    deliveryMinutes: terms.deliveryMinutes,
    distanceM: distance,
    inRange: distance === null ? null : distance <= terms.deliveryRadiusM,
  };
}

/**
 * `mall/query/takeaway/shopAndCoupons`: a takeaway shop (another kind or a disabled one: 1004) with where it stands
 * now, its terms, its distance from the given point (else the caller's default address), its coupons (the coupon
 * module's own answer, with what the caller picked) and its menu by category.
 */
export async function queryTakeawayShopAndCoupons(
  db: Db,
  accountId: number | undefined,
  input: { shopId: number; lat?: number | undefined; lng?: number | undefined },
  lang: Lang,
): Promise<TQueryTakeawayShopAndCouponsResponse> {
  const row = await readTakeawayShop(db, input.shopId);
  if (!row) throw notFound();
  const given = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  const [terms, from, coupons, menu] = await Promise.all([
    loadTakeawayTerms(db, [row.id]).then((m) => m.get(row.id)!),
    given ?? (accountId === undefined ? null : readDefaultAddressPoint(db, accountId)),
    queryShopCoupons(db, accountId, row.id, lang),
    readTakeawayMenus(db, [row.id], MENU_GOODS, lang),
  ]);
  const categories = new Map<number, TQueryTakeawayShopAndCouponsResponse['menu'][number]>();
  for (const g of menu) {
    let c = categories.get(g.categoryId);
    if (!c) {
      c = { categoryId: g.categoryId, name: g.categoryName, goods: [] };
      categories.set(g.categoryId, c);
    }
    c.goods.push({ goodsId: g.goodsId, title: g.title, image: g.image, price: g.price, salesCount: g.salesCount, skuId: g.skuId });
  }
  return { shop: shopView(row, terms, from, lang), coupons, menu: [...categories.values()] };
}

/**
 * `mall/query/takeaway/shopsAndGoods`: the `limit` takeaway shops nearest the point by the spatial index, those
 * delivering there first, each group by true distance; each with its best-selling goods.
 */
export async function queryTakeawayShopsAndGoods(db: Db, input: { lat: number; lng: number; limit: number }, lang: Lang): Promise<TQueryTakeawayShopsAndGoodsResponse> {
  const rows = await readNearestTakeawayShops(db, input, input.limit);
  const ids = rows.map((r) => r.id);
  const [terms, goods] = await Promise.all([loadTakeawayTerms(db, ids), readTakeawayMenus(db, ids, GOODS_PER_SHOP, lang)]);
  const list = rows
    .map((r) => ({
      ...shopView(r, terms.get(r.id)!, input, lang),
      goods: goods.filter((g) => g.shopId === r.id).map((g) => ({ goodsId: g.goodsId, title: g.title, image: g.image, price: g.price, salesCount: g.salesCount })),
    }))
    .sort((a, b) => Number(b.inRange) - Number(a.inRange) || (a.distanceM ?? 0) - (b.distanceM ?? 0) || a.shopId - b.shopId);
  return { list };
}
