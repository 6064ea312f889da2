import type { TCheckout, TCheckoutLine } from '@mall/contract/order/checkout-fields';
import type { TCheckoutRedoRequest } from '@mall/contract/order/checkout-redo';
import type { TCommitOrderRequest } from '@mall/contract/order/commit-order';

/** The contract's ORDER_REMARK_MAX (order-fields.ts), as a plain number for the input's maxLength. */
export const REMARK_MAX = 200;
const MAX_QUANTITY = 999;

/**
 * What the shopper changes on the checkout page, as one `checkout/redo` call each. The server prices every answer
 * again; these only say what changed, never a price.
 */
export type CheckoutChange =
  | { kind: 'address'; addressId: number }
  | { kind: 'quantity'; skuId: number; quantity: number }
  | { kind: 'shopCoupon'; shopId: number; userCouponId: number | null }
  | { kind: 'platformCoupon'; userCouponId: number | null }
  | { kind: 'remark'; shopId: number; remark: string }
  | { kind: 'points'; use: boolean };

export function redoRequestOf(checkoutId: number, change: CheckoutChange): TCheckoutRedoRequest {
  switch (change.kind) {
    case 'address':
      return { checkoutId, addressId: change.addressId };
    case 'quantity':
      return { checkoutId, quantities: [{ skuId: change.skuId, quantity: change.quantity }] };
    case 'shopCoupon':
      return { checkoutId, shopCoupons: [{ shopId: change.shopId, userCouponId: change.userCouponId }] };
    case 'platformCoupon':
      return { checkoutId, platformUserCouponId: change.userCouponId };
    case 'remark':
      return { checkoutId, remarks: [{ shopId: change.shopId, remark: change.remark }] };
    case 'points':
      return { checkoutId, usePoints: change.use };
  }
}

/**
 * A remark as the contract takes it: one line (line breaks and other control characters become spaces, which the
 * contract refuses), trimmed, at most REMARK_MAX characters.
 */
export function cleanRemark(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    out += code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : ch;
  }
  return Array.from(out.trim()).slice(0, REMARK_MAX).join('').trim();
}

/** The redo a remark field asks for when it loses focus; undefined when nothing changed (no call then). */
export function remarkChange(shopId: number, saved: string, typed: string): CheckoutChange | undefined {
  const remark = cleanRemark(typed);
  return remark === saved.trim() ? undefined : { kind: 'remark', shopId, remark };
}

/**
 * The most a stepper may reach: the stock, the purchase limit and 999. With no stock left it cannot go up, only down
 * to 1 (the problem under the line says why the order cannot go through).
 */
export function maxQuantityOf(line: Pick<TCheckoutLine, 'stock' | 'purchaseLimit' | 'quantity'>): number {
  let max = Math.min(MAX_QUANTITY, line.stock > 0 ? line.stock : line.quantity);
  if (line.purchaseLimit !== null && line.purchaseLimit > 0) max = Math.min(max, line.purchaseLimit);
  return Math.max(1, max);
}

/** A stepper's value as a quantity the contract accepts (whole, 1 to 999). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(value)));
}

/** The commit: the checkout, its one-time number, and the total the shopper was shown (the server checks it). */
export function commitRequestOf(checkout: Pick<TCheckout, 'checkoutId' | 'payAmount'>, checkoutNumber: string): TCommitOrderRequest {
  return { checkoutId: checkout.checkoutId, checkoutNumber, payAmount: checkout.payAmount };
}
