import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TCreateGroupbuyListingRequest, TMerchantGroupbuyListingsRequest, TMerchantGroupbuyListingsResponse } from '@mall/contract/groupbuy/merchant-groupbuy-listings';
import type { TGroupbuyListing } from '@mall/contract/groupbuy/groupbuy-fields';
import type { TMerchantPickupPointsResponse, TSetPickupStaffRequest } from '@mall/contract/groupbuy/merchant-pickup-staff';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readListing, readListingPage, readPickupPoints } from '../../read-models/groupbuy-listings.ts';
import { assignedStaff, shopMembers } from '../../read-models/pickup-staff.ts';
import { shopOfGoods, skuFacts } from '../catalogue/catalogue.api.ts';
import { decodeIdCursor } from '../../platform/keyset-cursor.ts';
import { groupbuyListing, groupbuyPickupStaff, houseCategory } from './groupbuy.tables.ts';

/** The merchant console's group buying: listings (create, list) and who works at the pickup points. */

export async function queryMerchantListings(db: Db, shopId: number, input: TMerchantGroupbuyListingsRequest, lang: Lang): Promise<TMerchantGroupbuyListingsResponse> {
  return readListingPage(db, eq(groupbuyListing.shopId, shopId), decodeIdCursor(input.after), input.pageSize ?? 20, lang);
}

/**
 * A new listing of one of the shop's SKUs. The goods must be the shop's and the SKU the goods' (else NOT_FOUND, as
 * for an unknown category); the cut-off in the future by the database clock and before the pickup date ends (UTC),
 * else GROUPBUY_INVALID_LISTING.
 */
export async function createListing(db: Db, shopId: number, input: TCreateGroupbuyListingRequest, lang: Lang): Promise<TGroupbuyListing> {
  if ((await shopOfGoods(db, input.goodsId)) !== shopId) throw notFound();
  const sku = (await skuFacts(db, [input.skuId])).get(input.skuId);
  if (!sku || sku.goodsId !== input.goodsId) throw notFound();
  const [category] = await db.select({ id: houseCategory.id }).from(houseCategory).where(eq(houseCategory.id, input.categoryId));
  if (!category) throw notFound();
  const cutOff = new Date(input.cutOffAt);
  const pickupEnds = new Date(`${input.pickupDate}T00:00:00Z`).getTime() + 86_400_000;
  if (Number.isNaN(pickupEnds) || cutOff.getTime() >= pickupEnds) throw new AppError('GROUPBUY_INVALID_LISTING');
  const { rows } = await db.execute<{ ok: boolean }>(sql`select ${cutOff.toISOString()}::timestamptz > now() as ok`);
  if (!rows[0]?.ok) throw new AppError('GROUPBUY_INVALID_LISTING');
  const [row] = await db
    .insert(groupbuyListing)
    .values({
      shopId,
      goodsId: input.goodsId,
      skuId: input.skuId,
      categoryId: input.categoryId,
      groupPrice: input.groupPrice,
      pickupDate: input.pickupDate,
      cutOffAt: cutOff,
      threshold: input.threshold,
      perShopperLimit: input.perShopperLimit,
    })
    .returning({ id: groupbuyListing.id });
  if (!row) throw new AppError('GROUPBUY_INVALID_LISTING');
  return (await readListing(db, row.id, lang))!;
}

export async function queryPickupPoints(db: Db, accountId: number, shopId: number, lang: Lang): Promise<TMerchantPickupPointsResponse> {
  const points = await readPickupPoints(db, [shopId], lang);
  const [staff, members] = await Promise.all([assignedStaff(db, points.map((p) => p.id)), shopMembers(db, shopId)]);
  const owner = members.some((m) => m.accountId === accountId && m.role === 'owner');
  return {
    points: points.map((p) => {
      const here = staff.filter((s) => s.pickupPointId === p.id).map(({ accountId: id, name, role }) => ({ accountId: id, name, role }));
      return { id: p.id, name: p.name, address: p.address, staff: here, mine: owner || here.some((s) => s.accountId === accountId) };
    }),
    members,
  };
}

/** Replaces a pickup point's assigned staff with members of its shop (GROUPBUY_NOT_STAFF for anyone else). */
export async function setPickupStaff(db: Db, accountId: number, shopId: number, input: TSetPickupStaffRequest, lang: Lang): Promise<TMerchantPickupPointsResponse> {
  const wanted = [...new Set(input.accountIds)];
  const members = await shopMembers(db, shopId);
  if (wanted.some((id) => !members.some((m) => m.accountId === id))) throw new AppError('GROUPBUY_NOT_STAFF');
  await db.transaction(async (tx) => {
    await tx.delete(groupbuyPickupStaff).where(and(eq(groupbuyPickupStaff.pickupPointId, input.pickupPointId), wanted.length ? sql`not (${inArray(groupbuyPickupStaff.accountId, wanted)})` : undefined));
    if (wanted.length) await tx.insert(groupbuyPickupStaff).values(wanted.map((id) => ({ pickupPointId: input.pickupPointId, accountId: id }))).onConflictDoNothing();
  });
  return queryPickupPoints(db, accountId, shopId, lang);
}

