import type { ReturnKind } from '@mall/contract/aftersale/return-fields';

/** The units of each order line a request is about, as the apply pages pass them on: `lineId:quantity,…`. */
export type ReturnUnits = { orderLineId: number; quantity: number }[];

/** The spec's page of each kind's form. */
const FORM_PAGE: Record<ReturnKind, string> = { refund: 'returnrefund', return: 'returnandrefund', exchange: 'returnexchange' };

export const RETURN_DETAIL_PATH = '/pages/order/orderreturndetail';

/** The first step for an order: choose the kind, lines and quantities. */
export function returnApplyPath(orderId: number): string {
  return `/pages/order/returnapply?orderId=${orderId}`;
}

/** The form of one kind for the chosen units of an order. */
export function returnFormPath(kind: ReturnKind, orderId: number, units: ReturnUnits): string {
  return `/pages/order/${FORM_PAGE[kind]}?orderId=${orderId}&lines=${encodeURIComponent(formatUnits(units))}`;
}

export function returnDetailPath(returnId: number): string {
  return `${RETURN_DETAIL_PATH}?returnId=${returnId}`;
}

export function formatUnits(units: ReturnUnits): string {
  return units.map((u) => `${u.orderLineId}:${u.quantity}`).join(',');
}

const ID = /^[1-9][0-9]{0,9}$/;
const isId = (v: string | undefined): v is string => v !== undefined && ID.test(v) && Number(v) <= 2_147_483_647;

/** An id from a page query value (a positive 32-bit integer), or undefined. */
export function idParam(value: string | undefined): number | undefined {
  return isId(value) ? Number(value) : undefined;
}

/** The units of a `lines` query value; undefined when any part is malformed, repeated or empty. */
export function parseUnits(value: string | undefined): ReturnUnits | undefined {
  if (!value) return undefined;
  const units: ReturnUnits = [];
  for (const part of value.split(',')) {
    const [line, qty] = part.split(':');
    if (!isId(line) || !isId(qty) || Number(qty) > 9999) return undefined;
    if (units.some((u) => u.orderLineId === Number(line))) return undefined;
    units.push({ orderLineId: Number(line), quantity: Number(qty) });
  }
  return units;
}
