import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { TGroupbuyListing } from '@mall/contract/groupbuy/groupbuy-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { encodeIdCursor } from '../platform/keyset-cursor.ts';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { goods, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { groupbuyListing, groupbuyOrder } from '../modules/groupbuy/groupbuy.tables.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { shop, shopAddress } from '../modules/shop/shop.tables.ts';

/**
 * Read model: group-buy listings (groupbuy) with their goods and SKU (catalogue) and shop (shop), as cards and the
 * detail show them; the pickup points of a shop (shop); a listing's participant orders with their payment (order).
 */

const columns = {
  l: groupbuyListing,
  title: goods.title,
  goodsImage: goods.image,
  specName: goodsSku.specName,
  skuImage: goodsSku.image,
  price: goodsSku.price,
  shopName: shop.name,
  buyable: sql<boolean>`${groupbuyListing.status} = 'open' and ${groupbuyListing.cutOffAt} >= now()`,
};

type Row = { l: typeof groupbuyListing.$inferSelect; title: Parameters<typeof textIn>[0]; goodsImage: string; specName: Parameters<typeof textIn>[0]; skuImage: string; price: number; shopName: Parameters<typeof textIn>[0]; buyable: boolean };

function view(r: Row, lang: Lang): TGroupbuyListing {
  return {
    id: r.l.id,
    categoryId: r.l.categoryId,
    shopId: r.l.shopId,
    shopName: textIn(r.shopName, lang),
    goodsId: r.l.goodsId,
    skuId: r.l.skuId,
    title: textIn(r.title, lang),
    specName: textIn(r.specName, lang),
    image: r.skuImage || r.goodsImage,
    price: r.price,
    groupPrice: r.l.groupPrice,
    pickupDate: r.l.pickupDate,
    cutOffAt: r.l.cutOffAt.toISOString(),
    threshold: r.l.threshold,
    joined: r.l.joined,
    perShopperLimit: r.l.perShopperLimit,
    status: r.l.status,
    buyable: r.buyable,
  };
}

function base(q: Db | Tx) {
  return q
    .select(columns)
    .from(groupbuyListing)
    .innerJoin(goods, eq(goods.id, groupbuyListing.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.id, groupbuyListing.skuId))
    .innerJoin(shop, eq(shop.id, groupbuyListing.shopId));
}

/** One listing, or undefined. */
export async function readListing(q: Db | Tx, id: number, lang: Lang): Promise<TGroupbuyListing | undefined> {
  const [row] = await base(q).where(eq(groupbuyListing.id, id));
  return row && view(row, lang);
}

/** A keyset page of listings (newest first) under a condition: the shopper's open ones of a category, a shop's all. */
export async function readListingPage(q: Db | Tx, where: SQL | undefined, after: number | undefined, pageSize: number, lang: Lang) {
  const rows = await base(q)
    .where(and(where, after !== undefined ? lt(groupbuyListing.id, after) : undefined, ne(shop.status, 'disabled')))
    .orderBy(desc(groupbuyListing.id))
    .limit(pageSize + 1);
  const list = rows.slice(0, pageSize).map((r) => view(r, lang));
  return { list, next: rows.length > pageSize ? encodeIdCursor(list.at(-1)!.id) : null };
}

/** The open listings of a category (what shoppers may join). */
export const openInCategory = (categoryId: number) =>
  and(eq(groupbuyListing.categoryId, categoryId), eq(groupbuyListing.status, 'open'), sql`${groupbuyListing.cutOffAt} >= now()`);

/** A shop's pickup points, in order. */
export async function readPickupPoints(q: Db | Tx, shopIds: readonly number[], lang: Lang) {
  if (shopIds.length === 0) return [];
  const rows = await q
    .select()
    .from(shopAddress)
    .where(and(inArray(shopAddress.shopId, [...shopIds]), eq(shopAddress.kind, 'pickup')))
    .orderBy(asc(shopAddress.sort), asc(shopAddress.id));
  return rows.map((p) => ({
    shopId: p.shopId,
    id: p.id,
    name: textIn(p.name, lang),
    address: textIn(p.address, lang),
    phone: p.phone,
    lat: p.lat,
    lng: p.lng,
  }));
}

/** The shop a pickup point belongs to, or undefined. */
export async function shopOfPickupPoint(q: Db | Tx, pickupPointId: number): Promise<number | undefined> {
  const [row] = await q.select({ shopId: shopAddress.shopId }).from(shopAddress).where(and(eq(shopAddress.id, pickupPointId), eq(shopAddress.kind, 'pickup')));
  return row?.shopId;
}

/** A participant order's payment: whether it is paid (and not cancelled since) and when. */
export async function orderPayment(q: Db | Tx, orderId: number): Promise<{ status: string; paidAt: Date | null; orderNo: string } | undefined> {
  const [row] = await q.select({ status: saleOrder.status, paidAt: saleOrder.paidAt, orderNo: saleOrder.orderNo }).from(saleOrder).where(eq(saleOrder.id, orderId));
  return row;
}

/** A listing's participant orders still counting or waiting (not left, not queued to cancel), with their orders' payment. */
export async function readParticipants(q: Db | Tx, listingId: number) {
  return q
    .select({ g: groupbuyOrder, status: saleOrder.status, paidAt: saleOrder.paidAt })
    .from(groupbuyOrder)
    .innerJoin(saleOrder, eq(saleOrder.id, groupbuyOrder.orderId))
    .where(and(eq(groupbuyOrder.listingId, listingId), sql`${groupbuyOrder.leftAt} is null and ${groupbuyOrder.cancelDueAt} is null`))
    .orderBy(asc(groupbuyOrder.orderId));
}
