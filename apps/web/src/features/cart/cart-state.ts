/**
 * The cart page's own arithmetic, pure so that it is tested apart: what bounds a line's stepper and what to tell
 * the shopper about it, pick states, and the optimistic copies of the cart shown while a change travels to the
 * server. Every such copy is replaced by the server's answer right after (the server's totals are the truth).
 */
import { CART_MAX_QUANTITY, type TCartLine } from '@mall/contract/cart/cart-fields';
import type { TCartDeliveryFeeResponse } from '@mall/contract/cart/cart-delivery-fee';
import type { TQueryCartGoodsResponse } from '@mall/contract/cart/query-cart-goods';

export type Cart = TQueryCartGoodsResponse;
export type CartLine = TCartLine;

/** What stops a line's quantity: the SKU's stock, the goods' purchase limit, or the cart's 999 a line. */
export type QuantityBound = { max: number; by: 'stock' | 'limit' | 'max' };

/** The highest quantity a line's stepper offers (at least 1, so a line always shows its own quantity). */
export function quantityBound(line: Pick<CartLine, 'stock' | 'purchaseLimit'>): QuantityBound {
  let bound: QuantityBound = { max: CART_MAX_QUANTITY, by: 'max' };
  if (line.purchaseLimit !== null && line.purchaseLimit < bound.max) bound = { max: line.purchaseLimit, by: 'limit' };
  if (line.stock <= bound.max) bound = { max: line.stock, by: 'stock' };
  return { ...bound, max: Math.max(1, bound.max) };
}

/** Stock this low is worth saying ("only 3 left") even before the stepper reaches it. */
export const LOW_STOCK = 5;

export type QuantityNote =
  /** More in the cart than in stock: the checkout would refuse it, the shopper must lower it. */
  | { kind: 'overStock'; n: number }
  /** The stepper stopped at the stock, the purchase limit or 999. */
  | { kind: 'atStock' | 'atLimit' | 'atMax'; n: number }
  | { kind: 'lowStock'; n: number };

/** What to tell the shopper under a line's stepper, if anything. */
export function quantityNote(line: Pick<CartLine, 'stock' | 'purchaseLimit' | 'quantity'>): QuantityNote | undefined {
  if (line.quantity > line.stock) return { kind: 'overStock', n: line.stock };
  const bound = quantityBound(line);
  if (line.quantity >= bound.max) {
    return { kind: bound.by === 'stock' ? 'atStock' : bound.by === 'limit' ? 'atLimit' : 'atMax', n: bound.max };
  }
  if (line.stock <= LOW_STOCK) return { kind: 'lowStock', n: line.stock };
  return undefined;
}

export type PickState = 'all' | 'some' | 'none';

/** Whether all, some or none of some lines are picked (none for no lines). */
export function pickState(lines: readonly Pick<CartLine, 'picked'>[]): PickState {
  const picked = lines.filter((l) => l.picked).length;
  if (picked === 0) return 'none';
  return picked === lines.length ? 'all' : 'some';
}

/** Every line that can be bought, shop after shop. */
export function buyableLines(cart: Cart): CartLine[] {
  return cart.shops.flatMap((s) => s.lines);
}

/** What a pick call changes: one line, a shop's lines, or everything (the three forms of `cart/goods/pick`). */
export type PickTarget = { cartId: number } | { shopId: number } | { all: true };

function matches(line: CartLine, target: PickTarget): boolean {
  if ('cartId' in target) return line.cartId === target.cartId;
  if ('shopId' in target) return line.shopId === target.shopId;
  return true;
}

/** The totals of the picked buyable lines, as the server counts them. */
function withTotals(cart: Cart): Cart {
  const picked = buyableLines(cart).filter((l) => l.picked);
  return {
    ...cart,
    pickedLines: picked.length,
    pickedQuantity: picked.reduce((sum, l) => sum + l.quantity, 0),
    pickedAmount: picked.reduce((sum, l) => sum + l.price * l.quantity, 0),
  };
}

function mapLines(cart: Cart, change: (line: CartLine) => CartLine): Cart {
  return withTotals({
    ...cart,
    shops: cart.shops.map((s) => ({ ...s, lines: s.lines.map(change) })),
    unbuyable: cart.unbuyable.map(change),
  });
}

/** The cart as it will be once a pick call is done. */
export function withPicks(cart: Cart, target: PickTarget, picked: boolean): Cart {
  return mapLines(cart, (line) => (matches(line, target) ? { ...line, picked } : line));
}

/** The cart as it will be once a line's quantity has changed. */
export function withQuantity(cart: Cart, cartId: number, quantity: number): Cart {
  return mapLines(cart, (line) => (line.cartId === cartId ? { ...line, quantity } : line));
}

/** The cart without some lines (a shop left without lines goes too). */
export function withoutLines(cart: Cart, cartIds: readonly number[]): Cart {
  const gone = new Set(cartIds);
  const shops = cart.shops.map((s) => ({ ...s, lines: s.lines.filter((l) => !gone.has(l.cartId)) })).filter((s) => s.lines.length > 0);
  const unbuyable = cart.unbuyable.filter((l) => !gone.has(l.cartId));
  const count = shops.reduce((n, s) => n + s.lines.length, 0) + unbuyable.length;
  return withTotals({ ...cart, shops, unbuyable, count });
}

export type DeliveryHint = { kind: 'unknown' } | { kind: 'free' } | { kind: 'fee'; amount: number };

/** The bottom bar's delivery line from `cart/goods/deliveryFee`: no address yet, free, or the fees' sum. */
export function deliveryHint(fees: TCartDeliveryFeeResponse | undefined): DeliveryHint | undefined {
  if (!fees) return undefined;
  if (!fees.feesKnown || fees.totalFee === null) return { kind: 'unknown' };
  return fees.totalFee > 0 ? { kind: 'fee', amount: fees.totalFee } : { kind: 'free' };
}

/** The checkout of the picked lines. */
export const CART_CHECKOUT_PATH = '/pages/order/checkout?source=cart';

/** The checkout of one SKU straight from its goods page ("buy now"). */
export function buyNowPath(goodsId: number, skuId: number, quantity: number): string {
  return `/pages/order/checkout?source=onegoods&goodsId=${goodsId}&skuId=${skuId}&quantity=${quantity}`;
}

/** The cart opened from a goods page (with a back arrow, not a tab). */
export const GOODS_CART_PATH = '/pages/goods/goodscart';
