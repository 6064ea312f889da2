import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { goods, goodsSku } from '../../modules/catalogue/catalogue.tables.ts';
import { artUrl } from '../../modules/catalogue/catalogue.api.ts';
import { groupbuyListing, houseCategory } from '../../modules/groupbuy/groupbuy.tables.ts';
import { shop, shopAddress } from '../../modules/shop/shop.tables.ts';
import { loc } from '../catalogue/attributes.ts';

const DAY_MS = 86_400_000;

/** The house categories of community group buying. */
const CATEGORIES: { code: string; name: [string, string, string] }[] = [
  { code: 'house.daily', name: ['Daily essentials', '日用百货', '日用品'] },
  { code: 'house.family', name: ['Family & kids', '亲子家庭', 'ファミリー・キッズ'] },
  { code: 'house.outdoor', name: ['Home & outdoor', '居家户外', 'ホーム・アウトドア'] },
];

/** The shops whose goods are sold to groups, each with the category its listings go to. */
const SHOPS: { code: string; category: string }[] = [
  { code: 'northwind-outdoor', category: 'house.outdoor' },
  { code: 'northwind-kids', category: 'house.family' },
  { code: 'northwind-men', category: 'house.daily' },
];

/** Two community pickup stations near each shop (a few hundred metres to a kilometre and a half away). */
const STATIONS: { name: [string, string, string]; dLat: number; dLng: number }[] = [
  { name: ['Community station: Riverside', '社区自提点·河畔', 'コミュニティ受取所・リバーサイド'], dLat: 0.004, dLng: 0.003 },
  { name: ['Community station: Park Lane', '社区自提点·公园路', 'コミュニティ受取所・パークレーン'], dLat: -0.009, dLng: 0.011 },
];

/**
 * Community group buying's starting data: house categories, two pickup stations for each shop selling to groups
 * (besides any pickup counter it has), and open listings of their goods with cut-offs two to six days after seeding
 * and pickup the day after. Its own seed step (the catalogue's runs on an empty database only), so a demo seeded
 * before group buying gains it; skipped when any house category exists, so seeding again changes nothing.
 */
export async function seedGroupbuy(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ id: houseCategory.id }).from(houseCategory).limit(1);
  if (existing) return;
  const categories = await tx
    .insert(houseCategory)
    .values(CATEGORIES.map((c, i) => ({ code: c.code, name: loc(c.name), icon: artUrl('category', c.code, c.code.replace(/\W/g, '')), sort: i * 10 })))
    .returning({ id: houseCategory.id, code: houseCategory.code });
  const categoryOf = new Map(categories.map((c) => [c.code, c.id]));
  const shops = await tx.select({ id: shop.id, code: shop.code }).from(shop).where(inArray(shop.code, SHOPS.map((s) => s.code)));
  const now = Date.now();
  for (const s of shops) {
    const [desk] = await tx.select().from(shopAddress).where(eq(shopAddress.shopId, s.id)).orderBy(asc(shopAddress.sort)).limit(1);
    if (desk) {
      await tx.insert(shopAddress).values(
        STATIONS.map((st, i) => ({
          shopId: s.id,
          kind: 'pickup' as const,
          name: loc(st.name),
          contactName: desk.contactName,
          phone: desk.phone,
          nationId: desk.nationId,
          provinceId: desk.provinceId,
          cityId: desk.cityId,
          districtId: desk.districtId,
          address: desk.address,
          lat: desk.lat === null ? null : desk.lat + st.dLat,
          lng: desk.lng === null ? null : desk.lng + st.dLng,
          sort: 30 + i * 10,
        })),
      );
    }
    const categoryId = categoryOf.get(SHOPS.find((x) => x.code === s.code)!.category)!;
    const offered = await tx
      .select({ goodsId: goods.id, skuId: sql<number>`min(${goodsSku.id})::int`, price: sql<number>`min(${goodsSku.price})::int` })
      .from(goods)
      .innerJoin(goodsSku, and(eq(goodsSku.goodsId, goods.id), eq(goodsSku.enabled, true)))
      .where(and(eq(goods.shopId, s.id), eq(goods.status, 'on_sale')))
      .groupBy(goods.id)
      .orderBy(asc(goods.id))
      .limit(6);
    if (offered.length === 0) continue;
    await tx.insert(groupbuyListing).values(
      offered.map((o, i) => {
        const cutOff = new Date(now + (2 + (i % 5)) * DAY_MS);
        cutOff.setUTCHours(14, 0, 0, 0);
        const pickup = new Date(cutOff.getTime() + DAY_MS).toISOString().slice(0, 10);
        return {
          shopId: s.id,
          goodsId: o.goodsId,
          skuId: o.skuId,
          categoryId,
          groupPrice: Math.max(1, Math.round((o.price * 0.8) / 10) * 10),
          pickupDate: pickup,
          cutOffAt: cutOff,
          threshold: 5 + (i % 3) * 5,
          perShopperLimit: 5,
        };
      }),
    );
  }
  // Stock for the groups.
  await tx.execute(sql`update ${goodsSku} set stock = greatest(stock, 500) where id in (select sku_id from ${groupbuyListing})`);
}
