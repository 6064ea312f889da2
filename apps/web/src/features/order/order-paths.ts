import { ORDER_STATUSES, type OrderStatus } from '@mall/contract/order/order-fields';

/** The order list's tabs: every order, then the spec's groups; the return group lists after-sales requests. */
export const ORDER_TABS = ['all', 'paying', 'shipping', 'receiving', 'completed', 'terminated', 'return'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_LIST_PATH = '/pages/order/order';

/** The tab a `?tab=` value names; anything else is the "all" tab. */
export function orderTabParam(value: string | undefined): OrderTab {
  return ORDER_TABS.find((tab) => tab === value) ?? 'all';
}

/** The list's address for a tab; the "all" tab is the bare path. */
export function orderListPath(tab: OrderTab): string {
  return tab === 'all' ? ORDER_LIST_PATH : `${ORDER_LIST_PATH}?tab=${tab}`;
}

/** Each status has its own detail route (spec routes), all showing the same page. */
export function orderDetailPath(status: OrderStatus, orderId: number): string {
  return `/pages/order/order${status}detail?orderId=${orderId}`;
}

/** An order id from a page query value (a positive 32-bit integer), or undefined. */
export function orderIdParam(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Why a terminated order ended: the server stores `kind` or `kind: the shopper's words`. */
export interface TerminateReason {
  kind: 'shopper_cancel' | 'unpaid_timeout' | 'other';
  /** The shopper's own words, or the whole text for a reason this page does not know. */
  note: string;
}

export function parseTerminateReason(reason: string | null): TerminateReason {
  const text = (reason ?? '').trim();
  const match = /^(shopper_cancel|unpaid_timeout)(?::\s*(.*))?$/s.exec(text);
  if (match) return { kind: match[1] as TerminateReason['kind'], note: (match[2] ?? '').trim() };
  return { kind: 'other', note: text };
}

export interface OrderActions {
  /** Cancel while unpaid. */
  cancel: boolean;
  /** Delete once finished. */
  remove: boolean;
  /** Confirm receipt once shipped. */
  receive: boolean;
  /** Follow the parcel (the logistics page) once shipped. */
  track: boolean;
  /** Buy again: its goods back in the cart, once shipped or closed. */
  reorder: boolean;
}

/** What the shopper can do with an order from its card or its page. */
export function orderActions(status: OrderStatus): OrderActions {
  return {
    cancel: status === 'paying',
    remove: status === 'completed' || status === 'terminated',
    receive: status === 'receiving',
    track: status === 'receiving' || status === 'completed',
    reorder: status === 'receiving' || status === 'completed' || status === 'terminated',
  };
}

/** The logistics page of an order: its parcel and the carrier's timeline. */
export function orderLogisticsPath(orderId: number): string {
  return `/pages/order/logistics?orderId=${orderId}`;
}
