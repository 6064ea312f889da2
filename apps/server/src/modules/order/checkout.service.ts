import { and, eq, sql } from 'drizzle-orm';
import { CHECKOUT_TTL_MINUTES, type TCheckout } from '@mall/contract/order/checkout-fields';
import type { TCheckoutCouponQueryResponse } from '@mall/contract/order/checkout-coupon-query';
import type { TCheckoutNumberResponse } from '@mall/contract/order/checkout-number';
import type { TCheckoutRedoRequest } from '@mall/contract/order/checkout-redo';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readPickedBuyableLines } from '../../read-models/cart-lines.ts';
import { ownAddressId } from '../account/account.api.ts';
import { ownCartLines } from '../cart/cart.api.ts';
import { shopsOfGoods } from '../catalogue/catalogue.api.ts';
import { heldCoupon } from '../coupon/coupon.api.ts';
import { loadCheckoutFacts, type CheckoutFacts, type Queryable } from '../../read-models/checkout-facts.ts';
import { checkGroupBuyChoice } from '../../read-models/groupbuy-checkout.ts';
import { refusePrescriptionGoods } from '../../read-models/health.ts';
import { priceCheckout, type CheckoutInputs, type PricedCheckout } from './checkout-price.ts';
import { makeCheckoutNumber } from './order-numbers.ts';
import { checkout, checkoutNumber, type CheckoutCouponChoices, type CheckoutLineInput } from './order.tables.ts';

/**
 * The checkout calls: open a checkout of cart lines or of one SKU (buy now), change it, read it, list its coupons
 * and hand out commit numbers. A checkout row keeps only the shopper's inputs; every answer is priced afresh.
 */

/** A checkout row with whether it has expired (by the database clock) and whether a commit already used it. */
export async function readOwnCheckout(q: Queryable, accountId: number, checkoutId: number, lock: boolean) {
  const query = q
    .select({
      row: checkout,
      expired: sql<boolean>`${checkout.expiresAt} <= now()`,
      // A column of the row itself, so that a read that waited for the row's lock sees it as the commit left it.
      committed: sql<boolean>`${checkout.committedAt} is not null`,
    })
    .from(checkout)
    .where(and(eq(checkout.id, checkoutId), eq(checkout.accountId, accountId)));
  const [found] = lock ? await query.for('no key update', { of: checkout }) : await query;
  if (!found) throw notFound();
  return found;
}

export type OwnCheckout = Awaited<ReturnType<typeof readOwnCheckout>>;

/** Refuses a checkout that has expired or was already turned into orders. */
function assertOpen(found: OwnCheckout): void {
  if (found.committed) throw new AppError('CHECKOUT_COMMITTED');
  if (found.expired) throw new AppError('CHECKOUT_EXPIRED');
}

/** What pricing takes from a stored checkout. */
export function checkoutInputs(row: typeof checkout.$inferSelect): CheckoutInputs {
  return { id: row.id, source: row.source, lines: row.lines, couponChoices: row.couponChoices, remarks: row.remarks, expiresAt: row.expiresAt };
}

/** Prices a stored checkout now. `parallel` reads side by side on the pool; a transaction reads in turn. */
export async function priceStoredCheckout(q: Queryable, row: typeof checkout.$inferSelect, lang: Lang, parallel: boolean): Promise<PricedCheckout> {
  const facts = await loadCheckoutFacts(q, { accountId: row.accountId, lines: row.lines, addressId: row.addressId, lang }, parallel);
  return priceCheckout(checkoutInputs(row), facts, lang);
}

/**
 * Opens a checkout: everything pricing needs is read once, before anything is written, and decides whether the
 * checkout may open at all (`admit`, then prescription-only goods only through a pharmacy's accepted quote: health,
 * read-models/health.ts); the row is written and priced from the same read. An address that is not the caller's
 * is NOT_FOUND; none given is their default one.
 */
export async function openCheckout(
  db: Db,
  accountId: number,
  source: 'cart' | 'onegoods',
  lines: CheckoutLineInput[],
  addressId: number | undefined,
  lang: Lang,
  admit?: (facts: CheckoutFacts) => Promise<void> | void,
) {
  const facts = await loadCheckoutFacts(db, { accountId, lines, addressId: addressId ?? null, lang }, true);
  await admit?.(facts);
  refusePrescriptionGoods(lines, (goodsId) => facts.goods.get(goodsId)?.drugClass);
  if (addressId !== undefined && !facts.address) throw notFound();
  const [row] = await db
    .insert(checkout)
    .values({ accountId, source, lines, addressId: facts.address?.snapshot.addressId ?? null, expiresAt: sql`now() + ${CHECKOUT_TTL_MINUTES}::int * interval '1 minute'` })
    .returning();
  return priceCheckout(checkoutInputs(row!), facts, lang).view;
}

/**
 * Opens a checkout of cart lines: the given ones (all must be the caller's, else 1004; a line whose SKU is gone
 * cannot be bought, 4209), or the picked lines that can be bought now. Lines keep the cart page's order.
 */
export async function openCartCheckout(
  db: Db,
  accountId: number,
  input: { cartIds?: number[] | undefined; addressId?: number | undefined },
  lang: Lang,
): Promise<TCheckout> {
  let lines: CheckoutLineInput[];
  if (input.cartIds) {
    const rows = await ownCartLines(db, accountId, input.cartIds);
    if (!rows) throw notFound();
    if (rows.some((r) => r.skuId === null)) throw new AppError('CHECKOUT_GOODS_UNAVAILABLE');
    lines = rows.map((r) => ({ cartId: r.id, goodsId: r.goodsId, skuId: r.skuId!, quantity: r.quantity }));
  } else {
    const rows = await readPickedBuyableLines(db, accountId);
    lines = rows.map((r) => ({ cartId: r.cartId, goodsId: r.goodsId, skuId: r.skuId, quantity: r.quantity }));
  }
  if (lines.length === 0) throw new AppError('CHECKOUT_EMPTY');
  return openCheckout(db, accountId, 'cart', lines, input.addressId, lang);
}

/**
 * Opens a buy-now checkout of one SKU; the cart is not touched. A SKU of another goods or an unknown one is 1004;
 * goods that cannot be bought now are 4209. A quantity over the stock or the purchase limit opens the checkout
 * with the problem shown, so the shopper can lower it there.
 */
export async function openOneGoodsCheckout(
  db: Db,
  accountId: number,
  input: { goodsId: number; skuId: number; quantity: number; addressId?: number | undefined; groupBuy?: { listingId: number; pickupPointId: number } | undefined },
  lang: Lang,
): Promise<TCheckout> {
  const groupBuy = input.groupBuy ? { listingId: input.groupBuy.listingId, pickupPointId: input.groupBuy.pickupPointId } : undefined;
  const lines = [{ cartId: null, goodsId: input.goodsId, skuId: input.skuId, quantity: input.quantity, ...(groupBuy ? { groupBuy } : {}) }];
  return openCheckout(db, accountId, 'onegoods', lines, input.addressId, lang, async (facts) => {
    const sku = facts.skus.get(input.skuId);
    const goods = facts.goods.get(input.goodsId);
    if (!sku || !goods || sku.goodsId !== input.goodsId) throw notFound();
    if (!goods.shopOpen) throw new AppError('SHOP_SUSPENDED');
    if (!sku.enabled || !goods.onSale) throw new AppError('CHECKOUT_GOODS_UNAVAILABLE');
    if (groupBuy) {
      const choice = await checkGroupBuyChoice(db, { goodsId: input.goodsId, skuId: input.skuId, groupBuy });
      if (choice === 'unknown') throw notFound();
      if (choice === 'closed') throw new AppError('GROUPBUY_CLOSED');
    }
  });
}

/**
 * Why a coupon the shopper just chose cannot apply: another shopper's or unknown (1004), used or expired (4205),
 * of another shop or the platform's in a shop's place (4204), else the order does not reach it (4206).
 */
async function refuseChosenCoupon(tx: Tx, accountId: number, userCouponId: number, shopId: number | null): Promise<never> {
  const found = await heldCoupon(tx, accountId, userCouponId);
  if (!found) throw notFound();
  if (found.status !== 'unused' || found.expired) throw new AppError('CHECKOUT_COUPON_UNAVAILABLE');
  if (found.shopId !== shopId) throw new AppError('CHECKOUT_COUPON_WRONG_SHOP');
  throw new AppError('CHECKOUT_COUPON_BELOW_THRESHOLD');
}

/** Choices without the coupons that no longer apply, so that the best one stands in for them from now on. */
export function withoutStaleCoupons(choices: CheckoutCouponChoices, stale: readonly number[]): CheckoutCouponChoices {
  const shops = Object.fromEntries(Object.entries(choices.shops).filter(([, id]) => id === null || !stale.includes(id)));
  const out: CheckoutCouponChoices = { shops };
  if (choices.platform !== undefined && !(choices.platform !== null && stale.includes(choices.platform))) out.platform = choices.platform;
  if (choices.points !== undefined) out.points = choices.points;
  return out;
}

/**
 * Changes a checkout's address, quantities, coupons, points choice or remarks and prices it again, all or nothing: an id that
 * is not the caller's or not in the checkout is 1004, a coupon that cannot apply has its own code, and nothing
 * is stored then. Earlier coupon choices that no longer apply are dropped (the best coupon stands in).
 */
export async function redoCheckout(db: Db, accountId: number, input: TCheckoutRedoRequest, lang: Lang): Promise<TCheckout> {
  return db.transaction(async (tx) => {
    const found = await readOwnCheckout(tx, accountId, input.checkoutId, true);
    assertOpen(found);
    const row = { ...found.row, lines: found.row.lines.map((l) => ({ ...l })), remarks: { ...found.row.remarks } };
    const choices: CheckoutCouponChoices = { shops: { ...row.couponChoices.shops } };
    if (row.couponChoices.platform !== undefined) choices.platform = row.couponChoices.platform;
    if (row.couponChoices.points !== undefined) choices.points = row.couponChoices.points;
    if (input.usePoints !== undefined) choices.points = input.usePoints;

    for (const change of input.quantities ?? []) {
      const line = row.lines.find((l) => l.skuId === change.skuId);
      if (!line) throw notFound();
      line.quantity = change.quantity;
    }
    if (input.addressId !== undefined) row.addressId = await ownAddressId(tx, accountId, input.addressId);

    // The shops of the checkout, for the choices and remarks that name one.
    const shopIds = await shopsOfGoods(tx, row.lines.map((l) => l.goodsId));
    const chosen: { userCouponId: number; shopId: number | null }[] = [];
    for (const choice of input.shopCoupons ?? []) {
      if (!shopIds.has(choice.shopId)) throw notFound();
      choices.shops[String(choice.shopId)] = choice.userCouponId;
      if (choice.userCouponId !== null) chosen.push({ userCouponId: choice.userCouponId, shopId: choice.shopId });
    }
    if (input.platformUserCouponId !== undefined) {
      choices.platform = input.platformUserCouponId;
      if (input.platformUserCouponId !== null) chosen.push({ userCouponId: input.platformUserCouponId, shopId: null });
    }
    for (const remark of input.remarks ?? []) {
      if (!shopIds.has(remark.shopId)) throw notFound();
      if (remark.remark === '') delete row.remarks[String(remark.shopId)];
      else row.remarks[String(remark.shopId)] = remark.remark;
    }
    row.couponChoices = choices;

    const priced = await priceStoredCheckout(tx, row, lang, false);
    for (const c of chosen) {
      if (priced.staleCouponIds.includes(c.userCouponId)) await refuseChosenCoupon(tx, accountId, c.userCouponId, c.shopId);
    }
    await tx
      .update(checkout)
      .set({
        lines: row.lines,
        addressId: row.addressId,
        couponChoices: withoutStaleCoupons(choices, priced.staleCouponIds),
        remarks: row.remarks,
        updatedAt: sql`now()`,
      })
      .where(eq(checkout.id, row.id));
    return priced.view;
  });
}

/** One of the caller's checkouts priced again now; an expired one is 4201. */
export async function queryCheckoutDetail(db: Db, accountId: number, checkoutId: number, lang: Lang): Promise<TCheckout> {
  const found = await readOwnCheckout(db, accountId, checkoutId, false);
  if (found.expired && !found.committed) throw new AppError('CHECKOUT_EXPIRED');
  return (await priceStoredCheckout(db, found.row, lang, true)).view;
}

/** The caller's coupons for a checkout, per shop and for the platform, each with the one applied. */
export async function queryCheckoutCoupons(db: Db, accountId: number, checkoutId: number, lang: Lang): Promise<TCheckoutCouponQueryResponse> {
  const found = await readOwnCheckout(db, accountId, checkoutId, false);
  assertOpen(found);
  const priced = await priceStoredCheckout(db, found.row, lang, true);
  return {
    shops: priced.shops.map((s) => ({ shopId: s.view.shopId, userCouponId: s.view.userCouponId, coupons: s.coupons })),
    platform: { userCouponId: priced.view.platformUserCouponId, coupons: priced.platformCoupons },
  };
}

/** A new one-time number for committing one of the caller's open checkouts. */
export async function createCheckoutNumber(db: Db, accountId: number, checkoutId: number): Promise<TCheckoutNumberResponse> {
  return db.transaction(async (tx) => {
    const found = await readOwnCheckout(tx, accountId, checkoutId, false);
    assertOpen(found);
    const [row] = await tx.insert(checkoutNumber).values({ number: makeCheckoutNumber(), checkoutId, accountId }).returning({ number: checkoutNumber.number });
    return { checkoutNumber: row!.number };
  });
}
