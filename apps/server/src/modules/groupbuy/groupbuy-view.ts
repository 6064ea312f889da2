import { asc, eq } from 'drizzle-orm';
import type { THouseCategory } from '@mall/contract/groupbuy/groupbuy-fields';
import type { TQueryGroupbuyOrderResponse } from '@mall/contract/groupbuy/query-groupbuy-order';
import type { TQueryHouseCategoryGoodsRequest, TQueryHouseCategoryGoodsResponse } from '@mall/contract/groupbuy/query-house-category-goods';
import type { TQueryHouseCategorysGoodsResponse } from '@mall/contract/groupbuy/query-house-categorys-goods';
import type { TQueryHouseGoodsResponse } from '@mall/contract/groupbuy/query-house-goods';
import type { Lang } from '@mall/contract/platform/languages';
import { decodeIdCursor } from '../../platform/keyset-cursor.ts';
import type { Db } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { textIn } from '../../platform/localized.ts';
import { openInCategory, readListing, readListingPage, readPickupPoints } from '../../read-models/groupbuy-listings.ts';
import { codeKeys, unsealCode } from './groupbuy-code.ts';
import { groupbuyOrder, houseCategory } from './groupbuy.tables.ts';

/** The shopper's group-buy calls: categories, listings, one listing, and the group buy of one of their orders. */

export async function queryHouseCategories(db: Db, lang: Lang): Promise<THouseCategory[]> {
  const rows = await db.select().from(houseCategory).orderBy(asc(houseCategory.sort), asc(houseCategory.id));
  return rows.map((c) => ({ id: c.id, code: c.code, name: textIn(c.name, lang), icon: c.icon }));
}

export async function queryHouseGoods(db: Db, id: number, lang: Lang): Promise<TQueryHouseGoodsResponse> {
  const listing = await readListing(db, id, lang);
  if (!listing) throw notFound();
  const points = await readPickupPoints(db, [listing.shopId], lang);
  return { ...listing, pickupPoints: points.map(({ shopId: _shop, ...p }) => p), serverNow: new Date().toISOString() };
}

export async function queryHouseCategoryGoods(db: Db, input: TQueryHouseCategoryGoodsRequest, lang: Lang): Promise<TQueryHouseCategoryGoodsResponse> {
  const [category] = await db.select({ id: houseCategory.id }).from(houseCategory).where(eq(houseCategory.id, input.categoryId));
  if (!category) throw notFound();
  return readListingPage(db, openInCategory(input.categoryId), decodeIdCursor(input.after), input.pageSize ?? 20, lang);
}

export async function queryHouseCategorysGoods(db: Db, perCategory: number, lang: Lang): Promise<TQueryHouseCategorysGoodsResponse> {
  const categories = await queryHouseCategories(db, lang);
  return Promise.all(
    categories.map(async (category) => {
      const page = await readListingPage(db, openInCategory(category.id), undefined, perCategory, lang);
      return { category, list: page.list, next: page.next };
    }),
  );
}

export async function queryGroupbuyOrder(db: Db, accountId: number, orderId: number, lang: Lang): Promise<TQueryGroupbuyOrderResponse> {
  const [row] = await db.select().from(groupbuyOrder).where(eq(groupbuyOrder.orderId, orderId));
  if (!row || row.accountId !== accountId) throw notFound();
  const listing = await readListing(db, row.listingId, lang);
  const point = (await readPickupPoints(db, [listing!.shopId], lang)).find((p) => p.id === row.pickupPointId);
  const live = !row.leftAt && !row.cancelDueAt;
  const code = live && row.codeSealed ? unsealCode(await codeKeys(db), row.orderId, row.codeSealed) : null;
  return {
    orderId: row.orderId,
    listingId: row.listingId,
    listingStatus: listing!.status,
    title: listing!.title,
    quantity: row.quantity,
    pickupDate: listing!.pickupDate,
    cutOffAt: listing!.cutOffAt,
    pickupPoint: point ? { id: point.id, name: point.name, address: point.address, phone: point.phone, lat: point.lat, lng: point.lng } : { id: row.pickupPointId, name: '', address: '', phone: '', lat: null, lng: null },
    code,
    collectedAt: row.redeemedAt?.toISOString() ?? null,
    cancelled: !live,
  };
}
