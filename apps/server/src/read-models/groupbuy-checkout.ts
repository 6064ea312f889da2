import { and, eq, sql } from 'drizzle-orm';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../platform/database.ts';
import { textIn } from '../platform/localized.ts';
import { groupbuyListing, groupbuyOrder } from '../modules/groupbuy/groupbuy.tables.ts';
import type { CheckoutLineInput } from '../modules/order/order.tables.ts';
import { shopAddress } from '../modules/shop/shop.tables.ts';

/**
 * Read model: what a checkout of a group buy reads besides its goods (groupbuy, shop): each group-buy line's listing
 * (its group price, whether it can be joined now by the database clock, what the shopper may still buy of it) and the
 * pickup point chosen, as the order's address snapshot. The commit's step (groupbuy-commit.ts) decides again under
 * the listing's lock; this lets the checkout show the problem first.
 */

export interface GroupBuyLineFacts {
  listingId: number;
  goodsId: number;
  skuId: number;
  groupPrice: number;
  /** Open and not past its cut-off. */
  buyable: boolean;
  /** Units the shopper may still buy (the per-shopper limit less what their live orders hold). */
  remaining: number;
  /** The pickup point as the order's address; null when it is not one of the listing's shop's pickup points. */
  pickup: TOrderAddress | null;
}

/** The facts of a checkout's group-buy lines, by listing id; empty for a checkout without any. */
export async function loadGroupBuyFacts(q: Db | Tx, accountId: number, lines: readonly CheckoutLineInput[], lang: Lang): Promise<Map<number, GroupBuyLineFacts>> {
  const out = new Map<number, GroupBuyLineFacts>();
  for (const line of lines) {
    if (!line.groupBuy || out.has(line.groupBuy.listingId)) continue;
    const [row] = await q
      .select({
        listing: groupbuyListing,
        buyable: sql<boolean>`${groupbuyListing.status} = 'open' and ${groupbuyListing.cutOffAt} >= now()`,
        held: sql<number>`(select coalesce(sum(g.quantity), 0)::int from ${groupbuyOrder} g
          where g.listing_id = ${groupbuyListing.id} and g.account_id = ${accountId} and g.left_at is null)`,
      })
      .from(groupbuyListing)
      .where(eq(groupbuyListing.id, line.groupBuy.listingId));
    if (!row) continue;
    const [point] = await q
      .select()
      .from(shopAddress)
      .where(and(eq(shopAddress.id, line.groupBuy.pickupPointId), eq(shopAddress.shopId, row.listing.shopId), eq(shopAddress.kind, 'pickup')));
    out.set(row.listing.id, {
      listingId: row.listing.id,
      goodsId: row.listing.goodsId,
      skuId: row.listing.skuId,
      groupPrice: row.listing.groupPrice,
      buyable: row.buyable,
      remaining: Math.max(0, row.listing.perShopperLimit - row.held),
      pickup: point
        ? {
            addressId: null,
            receiverName: textIn(point.name, lang),
            phoneCode: '',
            mobile: point.phone,
            nationId: point.nationId,
            provinceId: point.provinceId,
            cityId: point.cityId,
            districtId: point.districtId,
            areaText: '',
            detail: textIn(point.address, lang),
            postcode: '',
          }
        : null,
    });
  }
  return out;
}

/**
 * Whether a buy-now of a group buy names things that belong together: the listing of that goods and SKU, and a
 * pickup point of its shop. 'unknown' is answered NOT_FOUND, 'closed' GROUPBUY_CLOSED.
 */
export async function checkGroupBuyChoice(
  db: Db,
  input: { goodsId: number; skuId: number; groupBuy: { listingId: number; pickupPointId: number } },
): Promise<'ok' | 'unknown' | 'closed'> {
  const [row] = await db
    .select({ open: sql<boolean>`${groupbuyListing.status} = 'open' and ${groupbuyListing.cutOffAt} >= now()`, pointId: shopAddress.id })
    .from(groupbuyListing)
    .leftJoin(
      shopAddress,
      and(eq(shopAddress.id, input.groupBuy.pickupPointId), eq(shopAddress.shopId, groupbuyListing.shopId), eq(shopAddress.kind, 'pickup')),
    )
    .where(and(eq(groupbuyListing.id, input.groupBuy.listingId), eq(groupbuyListing.goodsId, input.goodsId), eq(groupbuyListing.skuId, input.skuId)));
  if (!row || row.pointId === null) return 'unknown';
  return row.open ? 'ok' : 'closed';
}

/** Whether an order is a group buy's, collected at a pickup point by its code (the shop's ship refuses it). */
export async function isCollectedAtPickup(q: Db | Tx, orderId: number): Promise<boolean> {
  const [row] = await q.select({ id: groupbuyOrder.orderId }).from(groupbuyOrder).where(eq(groupbuyOrder.orderId, orderId));
  return row !== undefined;
}
