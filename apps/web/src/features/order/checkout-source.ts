import type { TCheckoutCartRequest } from '@mall/contract/order/checkout-cart';
import type { TCheckoutOneGoodsRequest } from '@mall/contract/order/checkout-onegoods';

export const CHECKOUT_PATH = '/pages/order/checkout';

// Mirrors the contract's limits (ZCatalogueId, ZCartQuantity, CART_MAX_LINES), read here as plain numbers so the
// page never needs zod to check its own URL.
const MAX_ID = 2_147_483_647;
const MAX_QUANTITY = 999;
const MAX_CART_IDS = 100;

/**
 * What the checkout page's URL asks for:
 * - `?checkoutId=` reloads a checkout already opened (a reload or coming back from the address book);
 * - `?source=cart[&cartIds=1,2]` opens one from the cart (the picked lines when no ids are given);
 * - `?source=onegoods&goodsId=&skuId=&quantity=` opens a buy-now checkout of one SKU.
 * Anything else is `invalid`: the page says so instead of guessing.
 */
export type CheckoutSource =
  | { kind: 'opened'; checkoutId: number }
  | { kind: 'cart'; request: TCheckoutCartRequest }
  | { kind: 'onegoods'; request: TCheckoutOneGoodsRequest }
  | { kind: 'invalid' };

/** A positive whole number within `max` written in plain digits, or undefined ("1e3", "01", "1.0" are refused). */
export function positiveIntParam(value: string | undefined, max = MAX_ID): number | undefined {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/** "1,2,3" as ids; undefined when any part is not an id, when there are too many, or when the list is empty. */
export function idListParam(value: string | undefined): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.length > MAX_CART_IDS) return undefined;
  const ids: number[] = [];
  for (const part of parts) {
    const id = positiveIntParam(part);
    if (id === undefined) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Reads the page query; a checkoutId wins over a source, so a reload never opens a second checkout. */
export function parseCheckoutSource(query: Readonly<Record<string, string>>): CheckoutSource {
  if (query.checkoutId !== undefined) {
    const checkoutId = positiveIntParam(query.checkoutId);
    return checkoutId === undefined ? { kind: 'invalid' } : { kind: 'opened', checkoutId };
  }
  if (query.source === 'cart') {
    if (query.cartIds === undefined || query.cartIds === '') return { kind: 'cart', request: {} };
    const cartIds = idListParam(query.cartIds);
    return cartIds === undefined ? { kind: 'invalid' } : { kind: 'cart', request: { cartIds } };
  }
  if (query.source === 'onegoods') {
    const goodsId = positiveIntParam(query.goodsId);
    const skuId = positiveIntParam(query.skuId);
    const quantity = query.quantity === undefined ? 1 : positiveIntParam(query.quantity, MAX_QUANTITY);
    if (goodsId === undefined || skuId === undefined || quantity === undefined) return { kind: 'invalid' };
    return { kind: 'onegoods', request: { goodsId, skuId, quantity } };
  }
  return { kind: 'invalid' };
}

/** The URL that reopens a checkout: what the page puts in the address bar (history replace) once it has one. */
export function openedCheckoutPath(checkoutId: number): string {
  return `${CHECKOUT_PATH}?checkoutId=${checkoutId}`;
}

/** The URL that opens a checkout of cart lines (the cart page's "check out" button). */
export function cartCheckoutPath(cartIds?: readonly number[]): string {
  return cartIds && cartIds.length > 0 ? `${CHECKOUT_PATH}?source=cart&cartIds=${cartIds.join(',')}` : `${CHECKOUT_PATH}?source=cart`;
}

/** The URL that opens a buy-now checkout (the goods page's "buy now"). */
export function buyNowCheckoutPath(goodsId: number, skuId: number, quantity: number): string {
  return `${CHECKOUT_PATH}?source=onegoods&goodsId=${goodsId}&skuId=${skuId}&quantity=${quantity}`;
}
