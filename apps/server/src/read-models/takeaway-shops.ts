import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { category, goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/**
 * Read model: takeaway shops (shop) and their menus (catalogue) as the takeaway pages show them. The nearest shops
 * come from the GiST index on point(lng, lat) (`order by point <-> point limit n`), never a scan of every shop.
 */

export interface TakeawayShopRow {
  id: number;
  name: Localized;
  logo: string;
  banner: string;
  intro: Localized;
  address: Localized;
  rating: number;
  salesCount: number;
  status: 'open' | 'closed' | 'disabled';
}

const shopColumns = {
  id: shop.id,
  name: shop.name,
  logo: shop.logo,
  banner: shop.banner,
  intro: shop.intro,
  address: shop.address,
  rating: shop.rating,
  salesCount: shop.salesCount,
  status: shop.status,
};

/** A takeaway shop shoppers may see (not disabled), or undefined. */
export async function readTakeawayShop(db: Db, shopId: number): Promise<TakeawayShopRow | undefined> {
  const [row] = await db
    .select(shopColumns)
    .from(shop)
    .where(and(eq(shop.id, shopId), eq(shop.kind, 'takeaway'), ne(shop.status, 'disabled')));
  return row;
}

/** The `limit` takeaway shops nearest a point, nearest first by plain degrees (the index's order). */
export async function readNearestTakeawayShops(db: Db, at: { lat: number; lng: number }, limit: number): Promise<TakeawayShopRow[]> {
  const knn = sql`point(${shop.lng}, ${shop.lat}) <-> point(${at.lng}::float8, ${at.lat}::float8)`;
  return db
    .select(shopColumns)
    .from(shop)
    .where(and(isNotNull(shop.lat), isNotNull(shop.lng), ne(shop.status, 'disabled'), eq(shop.kind, 'takeaway')))
    .orderBy(knn)
    .limit(limit);
}

export interface MenuGoods {
  shopId: number;
  goodsId: number;
  title: string;
  image: string;
  price: number;
  salesCount: number;
  skuId: number | null;
  categoryId: number;
  categoryName: string;
}

/**
 * The goods on sale of some shops, best selling first, at most `perShop` each (through `goods_shop_idx`), each with
 * its cheapest enabled SKU (what the menu's "+" adds) and its leaf category.
 */
export async function readTakeawayMenus(db: Db, shopIds: readonly number[], perShop: number, lang: Lang): Promise<MenuGoods[]> {
  if (shopIds.length === 0) return [];
  const { rows } = await db.execute<{
    shop_id: number;
    goods_id: number;
    title: Localized;
    image: string;
    price_min: number;
    sales_count: number;
    sku_id: number | null;
    category_id: number;
    category_name: Localized;
  }>(sql`
    select g.shop_id, g.id as goods_id, g.title, g.image, g.price_min, g.sales_count, k.id as sku_id, c.id as category_id, c.name as category_name
    from unnest(${sql.param([...shopIds])}::int[]) as s(id)
    cross join lateral (
      select * from ${goods} g0 where g0.shop_id = s.id and g0.status = 'on_sale' and g0.shop_listed order by g0.sales_count desc, g0.id limit ${perShop}
    ) g
    join ${category} c on c.id = g.category_id
    left join lateral (
      select id from ${goodsSku} k0 where k0.goods_id = g.id and k0.enabled order by k0.price, k0.id limit 1
    ) k on true
    order by g.shop_id, g.sales_count desc, g.id`);
  return rows.map((r) => ({
    shopId: r.shop_id,
    goodsId: r.goods_id,
    title: textIn(r.title, lang),
    image: r.image,
    price: r.price_min,
    salesCount: r.sales_count,
    skuId: r.sku_id,
    categoryId: r.category_id,
    categoryName: textIn(r.category_name, lang),
  }));
}
