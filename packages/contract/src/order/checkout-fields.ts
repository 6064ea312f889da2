import { z } from 'zod';
import { ZAddress, ZAddressId } from '../account/address-fields.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { ZCheckoutPoints } from './checkout-points.ts';
import { ZOrderRemark } from './order-fields.ts';

/**
 * A checkout: what the shopper is about to buy, priced by the server only. `checkout/cart` and
 * `checkout/onegoods` open one, `checkout/redo` changes its address, coupons, quantity or remarks, and
 * `commit` turns it into one order per shop. Every answer is priced afresh from current prices, stock,
 * coupons and delivery-fee templates; nothing the client sends as a price is read.
 */
export const ZCheckoutId = ZCatalogueId;

/** The one-time number that makes a commit idempotent (from `saleorder/checkoutnumber`). */
export const ZCheckoutNumber = z.string().regex(/^[0-9A-Za-z]{16,40}$/, 'not a checkout number');

/** How long an opened checkout can be redone and committed. */
export const CHECKOUT_TTL_MINUTES = 120;

/** Why a checkout cannot be committed as it is; each names what it concerns. */
export const CHECKOUT_PROBLEMS = [
  /** No delivery address chosen (and the shopper has none). */
  'no_address',
  /** The shop does not deliver this line to the chosen address. */
  'undeliverable',
  /** The goods or its shop went off the shelf, or the SKU was deleted or disabled. */
  'unavailable',
  /** Less stock than the quantity. */
  'stock_short',
  /** More pieces of one goods than its purchase limit. */
  'purchase_limit',
  /** A takeaway shop's goods are below its smallest order. */
  'below_min_order',
  /** Takeaway (takeaway/takeaway-rules.ts): the shop is outside its hours, on a holiday, past its last order time. */
  'shop_closed',
  'shop_holiday',
  'past_last_order',
  /** Takeaway: the address is farther from the shop than its delivery radius, or has no known location. */
  'out_of_range',
  'address_unplaced',
] as const;
export type CheckoutProblemKind = (typeof CHECKOUT_PROBLEMS)[number];

export const ZCheckoutProblem = z.object({
  kind: z.enum(CHECKOUT_PROBLEMS),
  shopId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  /** stock_short: the stock left; purchase_limit: the limit; below_min_order: the smallest order amount. */
  limit: z.number().int().nullable(),
});
export type TCheckoutProblem = z.infer<typeof ZCheckoutProblem>;

/** One line of a checkout at the current price. */
export const ZCheckoutLine = z.object({
  /** The cart line it came from; null for buy-now. */
  cartId: z.number().int().nullable(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  image: z.string(),
  specName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** price × quantity. */
  amount: z.number().int(),
  stock: z.number().int(),
  purchaseLimit: z.number().int().nullable(),
});
export type TCheckoutLine = z.infer<typeof ZCheckoutLine>;

/** A coupon the shopper holds, as it would apply to this checkout. */
export const ZCheckoutCoupon = z.object({
  userCouponId: z.number().int(),
  couponId: z.number().int(),
  /** null for a platform coupon. */
  shopId: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(['amount_off', 'percent_off']),
  thresholdAmount: z.number().int(),
  amountOff: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  maxOff: z.number().int().nullable(),
  expiresAt: z.string().describe('ISO 8601'),
  /** What it takes off here (0 when not usable). */
  discount: z.number().int(),
  usable: z.boolean(),
  /** Why it cannot be used here: the goods amount is below its threshold. */
  unusableReason: z.enum(['below_threshold']).nullable(),
});
export type TCheckoutCoupon = z.infer<typeof ZCheckoutCoupon>;

/** One shop's part of the checkout: it becomes one order. */
export const ZCheckoutShop = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogo: z.string(),
  lines: z.array(ZCheckoutLine),
  quantity: z.number().int(),
  goodsAmount: z.number().int(),
  /** The shop's delivery fee for the chosen address (0 when there is none yet). */
  deliveryFee: z.number().int(),
  /** Goods amounts at or over this ship free; null when they never do. */
  freeOverAmount: z.number().int().nullable(),
  /** A takeaway shop's packing fee, already counted in `deliveryFee` (shown as its own line); 0 or absent otherwise. */
  packingFee: z.number().int().optional(),
  /** The shop coupon applied (the best usable one unless the shopper chose); null for none. */
  userCouponId: z.number().int().nullable(),
  couponAmount: z.number().int(),
  /** How many of the shopper's coupons of this shop are usable here. */
  usableCouponCount: z.number().int(),
  /** This shop's share of the platform coupon. */
  platformCouponAmount: z.number().int(),
  /** This shop's share of the score points used, and what it takes off (minor units). */
  pointsUsed: z.number().int(),
  pointsAmount: z.number().int(),
  remark: z.string(),
  /** goodsAmount − couponAmount − platformCouponAmount − pointsAmount + deliveryFee. */
  payAmount: z.number().int(),
});
export type TCheckoutShop = z.infer<typeof ZCheckoutShop>;

export const ZCheckout = z.object({
  checkoutId: z.number().int(),
  source: z.enum(['cart', 'onegoods']),
  /** The chosen address; the default one when the shopper has not chosen; null when there is none. */
  address: ZAddress.nullable(),
  shops: z.array(ZCheckoutShop),
  /** The platform coupon applied (the best usable one unless the shopper chose); null for none. */
  platformUserCouponId: z.number().int().nullable(),
  platformCouponAmount: z.number().int(),
  platformUsableCouponCount: z.number().int(),
  quantity: z.number().int(),
  goodsAmount: z.number().int(),
  deliveryFee: z.number().int(),
  /** Shop and platform coupons together. */
  couponAmount: z.number().int(),
  /** Score points at this checkout: held, usable, used, and what they take off. */
  points: ZCheckoutPoints,
  /** What the points used take off (the same as `points.amount`). */
  pointsAmount: z.number().int(),
  /** What the shopper pays for all the orders together. */
  payAmount: z.number().int(),
  /** Empty when the checkout can be committed. */
  problems: z.array(ZCheckoutProblem),
  expiresAt: z.string().describe('ISO 8601'),
});
export type TCheckout = z.infer<typeof ZCheckout>;

/** A shop coupon choice: a user coupon id, or null for "no coupon" (leaving a shop out keeps the best one). */
export const ZShopCouponChoice = z.strictObject({ shopId: ZCatalogueId, userCouponId: ZCatalogueId.nullable() });
export const ZShopRemark = z.strictObject({ shopId: ZCatalogueId, remark: ZOrderRemark });
export const ZOptionalAddressId = ZAddressId.optional();
