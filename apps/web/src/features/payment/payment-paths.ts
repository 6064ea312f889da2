import type { OrderStatus } from '@mall/contract/order/order-fields';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';

/**
 * What a payment pays, as the payment page is opened with it: the unpaid orders of one commit (`checkoutNumber`),
 * or one order (`orderId`). The same two ways `paymentcontext/query` accepts.
 */
export type PayTarget = { checkoutNumber: string } | { orderId: number };

export const PAYMENT_PAGE_PATH = '/pages/order/payment';
export const PAYMENT_DETAIL_PATH = '/pages/order/paymentdetail';
export const CANCEL_PAYMENT_PATH = '/pages/order/cancelpayment';
export const SCAN_PAYMENT_PATH = '/pages/order/mppaymentdetail';
export const OFFLINE_PAYMENT_PATH = '/pages/order/offlinepaymentdetail';
export const ORDER_LIST_PATH = '/pages/order/order';

const CHECKOUT_NUMBER = /^[0-9A-Za-z]{16,40}$/;
const PAYMENT_NO = /^P\d{8,24}$/;

/** A positive 32-bit id from a page query value, or undefined. */
function idParam(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/**
 * The orders a page was opened for: `?checkoutNumber=` (a commit's orders) or `?orderId=`. Anything else (both,
 * neither, malformed) is undefined: the page says the link is broken.
 */
export function payTargetParam(query: Readonly<Record<string, string | undefined>>): PayTarget | undefined {
  const { checkoutNumber, orderId } = query;
  if (checkoutNumber !== undefined) return orderId === undefined && CHECKOUT_NUMBER.test(checkoutNumber) ? { checkoutNumber } : undefined;
  const id = idParam(orderId);
  return id === undefined ? undefined : { orderId: id };
}

/** A payment number from a page query value (the contract's `P` and digits), or undefined. */
export function paymentNoParam(value: string | undefined): string | undefined {
  return value !== undefined && PAYMENT_NO.test(value) ? value : undefined;
}

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function targetParams(target: PayTarget | undefined): Record<string, string | number | undefined> {
  if (!target) return {};
  return 'checkoutNumber' in target ? { checkoutNumber: target.checkoutNumber } : { orderId: target.orderId };
}

/** The payment page for some orders. */
export function paymentPagePath(target: PayTarget): string {
  return withQuery(PAYMENT_PAGE_PATH, targetParams(target));
}

/**
 * The pages of one payment. The orders it pays travel along (when known) so "pay again" after a cancel or a refusal
 * opens the payment page for the same orders, committed together or not.
 */
export function paymentDetailPath(paymentNo: string, target?: PayTarget): string {
  return withQuery(PAYMENT_DETAIL_PATH, { paymentNo, ...targetParams(target) });
}
export function cancelPaymentPath(paymentNo: string | undefined, target?: PayTarget): string {
  return withQuery(CANCEL_PAYMENT_PATH, { paymentNo, ...targetParams(target) });
}
export function scanPaymentPath(paymentNo: string, target?: PayTarget): string {
  return withQuery(SCAN_PAYMENT_PATH, { paymentNo, ...targetParams(target) });
}
export function offlinePaymentPath(paymentNo: string, target?: PayTarget): string {
  return withQuery(OFFLINE_PAYMENT_PATH, { paymentNo, ...targetParams(target) });
}

/** An order's own detail page (one route per status, spec routes). */
export function orderPagePath(status: OrderStatus, orderId: number): string {
  return `/pages/order/order${status}detail?orderId=${orderId}`;
}

/**
 * Where "pay again" goes for a payment's orders: the target the page came with, else the one order it paid, else
 * (several orders with no commit number at hand) the list of unpaid orders, where each can be paid.
 */
export function payAgainPath(target: PayTarget | undefined, orders: readonly { orderId: number; status: string }[]): string {
  if (target) return paymentPagePath(target);
  const unpaid = orders.filter((o) => o.status === 'paying');
  if (unpaid.length === 1 && unpaid[0]) return paymentPagePath({ orderId: unpaid[0].orderId });
  return `${ORDER_LIST_PATH}?tab=paying`;
}

/**
 * Where the payment page sends the shopper for a payment of its orders that is still open (the context's
 * `openPayment`): a transfer waiting for its voucher or the merchant, a QR code waiting for its scan, or a payment
 * that settled meanwhile. Undefined: nothing to resume, the page offers the channels.
 */
export function resumePaymentPath(open: { paymentNo: string; payChannel: number; status: string }, target: PayTarget | undefined): string | undefined {
  if (open.status === 'paid') return paymentDetailPath(open.paymentNo, target);
  if (open.payChannel === PAY_CHANNELS.offline && (open.status === 'pending' || open.status === 'reviewing')) return offlinePaymentPath(open.paymentNo, target);
  if (open.payChannel === PAY_CHANNELS.scan && open.status === 'pending') return scanPaymentPath(open.paymentNo, target);
  return undefined;
}
