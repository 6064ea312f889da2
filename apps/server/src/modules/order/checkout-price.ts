import type {
  CheckoutProblemKind,
  TCheckout,
  TCheckoutCoupon,
  TCheckoutLine,
  TCheckoutProblem,
  TCheckoutShop,
} from '@mall/contract/order/checkout-fields';
import type { TakeawayProblemKind } from '@mall/contract/takeaway/takeaway-rules';
import { CHECKOUT_POINTS, pointsWorth, type TCheckoutPoints } from '@mall/contract/order/checkout-points';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import { textIn } from '../../platform/localized.ts';
import { splitProportionally } from '../../platform/split-proportionally.ts';
import { bestCoupon, couponDiscount, isCouponUsable } from '../coupon/coupon.api.ts';
import { priceShopDelivery, takeawayProblem, type DeliveryLine, type ShopDeliveryTerms } from '../shop/shop.api.ts';
import type { CheckoutFacts, GoodsFacts, SkuFacts, UsableCoupon } from '../../read-models/checkout-facts.ts';
import type { CheckoutCouponChoices, CheckoutLineInput } from './order.tables.ts';

/**
 * Prices a checkout from its inputs and the facts read now: the only place amounts are made. Pure, so the
 * checkout calls and the commit price alike. Per shop: goods at the SKUs' current prices, the shop coupon (the
 * shopper's choice, else the best usable), the delivery fee for the address; then the platform coupon on what
 * the shops' goods cost after their coupons, shared among the shops in proportion; each shop's discounts are
 * shared among its lines too (what a refund of one line gives back).
 */

export interface CheckoutInputs {
  id: number;
  source: 'cart' | 'onegoods';
  lines: CheckoutLineInput[];
  couponChoices: CheckoutCouponChoices;
  expiresAt: Date;
  remarks: Record<string, string>;
}

export interface PricedLine {
  input: CheckoutLineInput;
  view: TCheckoutLine;
  /** Every language, for the order's snapshot. */
  title: Localized;
  specName: Localized;
  /** This line's share of its shop's coupon and of the platform coupon. */
  discountAmount: number;
}

export interface PricedShop {
  view: TCheckoutShop;
  lines: PricedLine[];
  /** The shopper's coupons of this shop, as they would apply here: usable first, biggest discount first. */
  coupons: TCheckoutCoupon[];
}

export interface PricedCheckout {
  view: TCheckout;
  shops: PricedShop[];
  platformCoupons: TCheckoutCoupon[];
  address: TOrderAddress | null;
  /** Coupons the shopper chose that can no longer apply (used, expired, below threshold); the best one stands in. */
  staleCouponIds: number[];
  /** The shopper's points balance, not the cap or their count, keeps the points used below what they chose. */
  pointsShort: boolean;
  /** A line's shop is suspended by the platform (committing it is 5301 rather than "not buyable"). */
  shopSuspended?: boolean;
}

const EMPTY_LOCALIZED: Localized = { en: '', zh: '', ja: '' };

function couponView(c: UsableCoupon, amount: number, lang: Lang): TCheckoutCoupon {
  const usable = isCouponUsable(c, amount);
  return {
    userCouponId: c.userCouponId,
    couponId: c.couponId,
    shopId: c.shopId,
    title: textIn(c.title, lang),
    kind: c.kind,
    thresholdAmount: c.thresholdAmount,
    amountOff: c.amountOff,
    percentOff: c.percentOff,
    maxOff: c.maxOff,
    expiresAt: c.expiresAt.toISOString(),
    discount: couponDiscount(c, amount),
    usable,
    unusableReason: usable ? null : 'below_threshold',
  };
}

/** Usable first, then the biggest discount, the soonest expiry, the lowest id. */
function byUsefulness(a: TCheckoutCoupon, b: TCheckoutCoupon): number {
  if (a.usable !== b.usable) return a.usable ? -1 : 1;
  if (a.discount !== b.discount) return b.discount - a.discount;
  if (a.expiresAt !== b.expiresAt) return a.expiresAt < b.expiresAt ? -1 : 1;
  return a.userCouponId - b.userCouponId;
}

/**
 * The coupon that applies to an amount: none when the shopper said so (null), the shopper's choice when it still
 * takes something off, else the best one (and a choice that no longer applies is reported as stale).
 */
function chooseCoupon(
  coupons: readonly UsableCoupon[],
  choice: number | null | undefined,
  amount: number,
  stale: number[],
): UsableCoupon | undefined {
  if (choice === null) return undefined;
  if (choice !== undefined) {
    const chosen = coupons.find((c) => c.userCouponId === choice);
    if (chosen && couponDiscount(chosen, amount) > 0) return chosen;
    stale.push(choice);
  }
  return bestCoupon(coupons, amount);
}

/** The points worth `amount` minor units (the inverse of `pointsWorth` on whole denominations). */
function pointsOf(amount: number): number {
  return (amount / CHECKOUT_POINTS.minorPerUnit) * CHECKOUT_POINTS.pointsPerUnit;
}

/**
 * What score points do for a checkout whose goods cost `goodsAfterCoupons`: at most `maxPercentOfGoods` % of it,
 * at most the balance, at most the shopper's count, each in whole denominations (`CHECKOUT_POINTS`).
 */
export function pointsFor(choice: boolean | number | undefined, balance: number, goodsAfterCoupons: number): TCheckoutPoints {
  const denomination = CHECKOUT_POINTS.pointsPerUnit;
  const capAmount = Math.floor((Math.max(0, goodsAfterCoupons) * CHECKOUT_POINTS.maxPercentOfGoods) / 100);
  const capPoints = Math.floor(capAmount / CHECKOUT_POINTS.minorPerUnit) * denomination;
  const usable = Math.min(capPoints, Math.floor(Math.max(0, balance) / denomination) * denomination);
  const use = choice !== undefined && choice !== false && choice !== 0;
  const wanted = choice === true ? usable : typeof choice === 'number' ? Math.floor(choice / denomination) * denomination : 0;
  const used = use ? Math.min(usable, wanted) : 0;
  return { use, available: Math.max(0, balance), usable, used, amount: pointsWorth(used) };
}

/**
 * A takeaway shop's packing fee and why it cannot take this order now (its hours, holidays and last order time,
 * then the address's distance: shop's takeaway-terms.ts); nothing for other shops.
 */
function takeawayTermsOf(g: GoodsFacts, facts: CheckoutFacts): { packingFee: number; takeawayRefused: TakeawayProblemKind | null } {
  const terms = g.shopKind === 'takeaway' ? facts.takeaway?.get(g.shopId) : undefined;
  if (!terms) return { packingFee: 0, takeawayRefused: null };
  return { packingFee: terms.packingFee, takeawayRefused: takeawayProblem(terms, facts.address?.snapshot ?? null, facts.now) };
}

interface ShopDraft {
  goods: GoodsFacts;
  lines: { input: CheckoutLineInput; sku: SkuFacts | undefined; view: TCheckoutLine; title: Localized; specName: Localized; deliveryIndex: number | null }[];
}

/** Prices a checkout; see the file comment. */
export function priceCheckout(inputs: CheckoutInputs, facts: CheckoutFacts, lang: Lang): PricedCheckout {
  const problems: TCheckoutProblem[] = [];
  let shopSuspended = false;
  const problem = (kind: CheckoutProblemKind, shopId: number | null, skuId: number | null, limit: number | null = null) =>
    problems.push({ kind, shopId, skuId, limit });
  // A group buy (groupbuy module) is collected at the pickup point chosen: that is the order's address, nothing is delivered.
  const groupBuyLine = inputs.lines.find((l) => l.groupBuy);
  const pickup = groupBuyLine?.groupBuy ? (facts.groupBuy?.get(groupBuyLine.groupBuy.listingId)?.pickup ?? null) : null;
  if (!facts.address && !pickup) problem('no_address', null, null);

  // Lines by shop, shops in the order of their first line.
  const drafts = new Map<number, ShopDraft>();
  const piecesOfGoods = new Map<number, number>();
  for (const input of inputs.lines) {
    const g = facts.goods.get(input.goodsId);
    if (!g) {
      problem('unavailable', null, input.skuId);
      continue;
    }
    const found = facts.skus.get(input.skuId);
    // A SKU counts only with its own goods (lines are checked when opened; this keeps pricing honest regardless).
    const sku = found?.goodsId === input.goodsId ? found : undefined;
    const gb = input.groupBuy ? facts.groupBuy?.get(input.groupBuy.listingId) : undefined;
    const price = input.quote ? input.quote.unitPrice : gb && gb.skuId === input.skuId ? gb.groupPrice : (sku?.price ?? g.priceMin);
    const view: TCheckoutLine = {
      cartId: input.cartId,
      goodsId: input.goodsId,
      skuId: input.skuId,
      title: textIn(g.title, lang),
      image: sku?.image ?? g.image,
      specName: sku ? textIn(sku.specName, lang) : '',
      price,
      quantity: input.quantity,
      amount: price * input.quantity,
      stock: sku?.stock ?? 0,
      purchaseLimit: g.purchaseLimit,
    };
    let draft = drafts.get(g.shopId);
    if (!draft) {
      draft = { goods: g, lines: [] };
      drafts.set(g.shopId, draft);
    }
    draft.lines.push({ input, sku, view, title: g.title, specName: sku?.specName ?? EMPTY_LOCALIZED, deliveryIndex: null });
    piecesOfGoods.set(g.goodsId, (piecesOfGoods.get(g.goodsId) ?? 0) + input.quantity);
    if (!g.shopOpen) shopSuspended = true;
    if (!g.onSale || !g.shopOpen || !sku || !sku.enabled) problem('unavailable', g.shopId, input.skuId);
    else if (sku.stock < input.quantity) problem('stock_short', g.shopId, input.skuId, sku.stock);
    if (input.groupBuy) {
      if (!gb || !gb.buyable || !gb.pickup || gb.skuId !== input.skuId) problem('unavailable', g.shopId, input.skuId);
      else if (input.quantity > gb.remaining) problem('purchase_limit', g.shopId, input.skuId, gb.remaining);
    }
  }
  for (const draft of drafts.values()) {
    for (const line of draft.lines) {
      const limit = line.view.purchaseLimit;
      if (limit !== null && piecesOfGoods.get(line.input.goodsId)! > limit) problem('purchase_limit', draft.goods.shopId, line.input.skuId, limit);
    }
  }

  const stale: number[] = [];
  const area = !groupBuyLine && facts.address && {
    nationId: facts.address.snapshot.nationId,
    provinceId: facts.address.snapshot.provinceId,
    cityId: facts.address.snapshot.cityId,
  };
  const shops = [...drafts.values()].map((draft) => {
    const g = draft.goods;
    const goodsAmount = draft.lines.reduce((sum, l) => sum + l.view.amount, 0);
    const quantity = draft.lines.reduce((sum, l) => sum + l.input.quantity, 0);

    let deliveryFee = 0;
    let freeOverAmount: number | null = null;
    if (area) {
      const deliveryLines: DeliveryLine[] = [];
      for (const line of draft.lines) {
        const { sku } = line;
        if (!sku) continue;
        line.deliveryIndex = deliveryLines.length;
        deliveryLines.push({
          templateId: facts.goods.get(line.input.goodsId)!.templateId,
          quantity: line.input.quantity,
          // The free-delivery threshold is judged on what the shopper pays for the line (a quote's price, not the list price).
          unitPrice: line.input.quote ? line.input.quote.unitPrice : sku.price,
          unitWeightGrams: sku.weightGrams,
        });
      }
      const terms: ShopDeliveryTerms =
        g.shopKind === 'takeaway'
          ? { method: 'takeaway', fee: g.shopDeliveryFee, minOrderAmount: g.shopMinOrderAmount, nationId: g.shopNationId, cityId: g.shopCityId }
          : { method: 'template', templates: facts.templates.get(g.shopId) ?? [] };
      if (deliveryLines.length > 0) {
        const quote = priceShopDelivery(terms, deliveryLines, area);
        deliveryFee = quote.fee;
        freeOverAmount = quote.freeOverAmount;
        for (const line of draft.lines) {
          if (line.deliveryIndex !== null && quote.undeliverable.includes(line.deliveryIndex)) problem('undeliverable', g.shopId, line.input.skuId);
        }
      }
    }
    if (g.shopKind === 'takeaway' && goodsAmount < g.shopMinOrderAmount) problem('below_min_order', g.shopId, null, g.shopMinOrderAmount);
    const { packingFee, takeawayRefused } = takeawayTermsOf(g, facts);
    if (takeawayRefused) problem(takeawayRefused, g.shopId, null);
    // The packing fee is a part of the delivery fee (sale_order.packing_fee says how much), so every sum stays one.
    deliveryFee += packingFee;

    const shopCoupons = facts.coupons.filter((c) => c.shopId === g.shopId);
    const chosen = chooseCoupon(shopCoupons, inputs.couponChoices.shops[String(g.shopId)], goodsAmount, stale);
    const couponAmount = chosen ? couponDiscount(chosen, goodsAmount) : 0;
    return {
      draft,
      goodsAmount,
      quantity,
      deliveryFee,
      packingFee,
      freeOverAmount,
      chosen,
      couponAmount,
      coupons: shopCoupons.map((c) => couponView(c, goodsAmount, lang)).sort(byUsefulness),
    };
  });

  // The platform coupon applies to what the goods cost after the shop coupons; delivery is never discounted.
  const afterShopCoupons = shops.map((s) => s.goodsAmount - s.couponAmount);
  const platformBase = afterShopCoupons.reduce((a, n) => a + n, 0);
  const platformCoupons = facts.coupons.filter((c) => c.shopId === null);
  const platformChosen = chooseCoupon(platformCoupons, inputs.couponChoices.platform, platformBase, stale);
  const platformCouponAmount = platformChosen ? couponDiscount(platformChosen, platformBase) : 0;
  const platformShares = splitProportionally(platformCouponAmount, afterShopCoupons);

  // Score points on what the goods cost after every coupon, shared among the shops like the platform coupon.
  const afterCoupons = afterShopCoupons.map((a, i) => a - platformShares[i]!);
  const points = pointsFor(inputs.couponChoices.points, facts.pointsBalance ?? 0, afterCoupons.reduce((a, n) => a + n, 0));
  const pointsShares = splitProportionally(points.amount, afterCoupons);
  const pointsShort = points.used < pointsFor(inputs.couponChoices.points, Number.MAX_SAFE_INTEGER, afterCoupons.reduce((a, n) => a + n, 0)).used;

  const pricedShops: PricedShop[] = shops.map((s, i) => {
    const platformShare = platformShares[i]!;
    const pointsAmount = pointsShares[i]!;
    const lineDiscounts = splitProportionally(
      s.couponAmount + platformShare + pointsAmount,
      s.draft.lines.map((l) => l.view.amount),
    );
    const shopId = s.draft.goods.shopId;
    return {
      view: {
        shopId,
        shopName: textIn(s.draft.goods.shopName, lang),
        shopLogo: s.draft.goods.shopLogo,
        lines: s.draft.lines.map((l) => l.view),
        quantity: s.quantity,
        goodsAmount: s.goodsAmount,
        deliveryFee: s.deliveryFee,
        freeOverAmount: s.freeOverAmount,
        packingFee: s.packingFee,
        userCouponId: s.chosen?.userCouponId ?? null,
        couponAmount: s.couponAmount,
        usableCouponCount: s.coupons.filter((c) => c.usable).length,
        platformCouponAmount: platformShare,
        pointsUsed: pointsOf(pointsAmount),
        pointsAmount,
        remark: inputs.remarks[String(shopId)] ?? '',
        payAmount: s.goodsAmount - s.couponAmount - platformShare - pointsAmount + s.deliveryFee,
      },
      lines: s.draft.lines.map((l, j) => ({ input: l.input, view: l.view, title: l.title, specName: l.specName, discountAmount: lineDiscounts[j]! })),
      coupons: s.coupons,
    };
  });

  const platformViews = platformCoupons.map((c) => couponView(c, platformBase, lang)).sort(byUsefulness);
  const sum = (pick: (s: TCheckoutShop) => number) => pricedShops.reduce((a, s) => a + pick(s.view), 0);
  return {
    view: {
      checkoutId: inputs.id,
      source: inputs.source,
      address: groupBuyLine ? null : (facts.address?.view ?? null),
      shops: pricedShops.map((s) => s.view),
      platformUserCouponId: platformChosen?.userCouponId ?? null,
      platformCouponAmount,
      platformUsableCouponCount: platformViews.filter((c) => c.usable).length,
      quantity: sum((s) => s.quantity),
      goodsAmount: sum((s) => s.goodsAmount),
      deliveryFee: sum((s) => s.deliveryFee),
      couponAmount: sum((s) => s.couponAmount) + platformCouponAmount,
      points,
      pointsAmount: points.amount,
      payAmount: sum((s) => s.payAmount),
      problems,
      expiresAt: inputs.expiresAt.toISOString(),
    },
    shops: pricedShops,
    platformCoupons: platformViews,
    address: pickup ?? facts.address?.snapshot ?? null,
    staleCouponIds: stale,
    pointsShort,
    shopSuspended,
  };
}
