import type { TReceiveReturnRequest } from '@mall/contract/aftersale/answer-merchant-return';
import { MERCHANT_RETURN_QUEUES, type MerchantReturnQueue, type TMerchantReturn } from '@mall/contract/aftersale/query-merchant-returns';
import type { TReturnLine } from '@mall/contract/aftersale/return-fields';

/** The queue a page address names; the requests to answer by default. */
export function returnQueueOf(value: string | undefined | null): MerchantReturnQueue {
  return MERCHANT_RETURN_QUEUES.find((q) => q === value) ?? 'answer';
}

/**
 * What the shop can do with a request now: answer it (approve or refuse), wait for the shopper's parcel (approved,
 * nothing sent yet), record the parcel back, send the exchange; or nothing (refunding, finished).
 */
export type ReturnAction = 'answer' | 'awaitParcel' | 'receive' | 'sendExchange' | 'none';

export function actionOf(r: Pick<TMerchantReturn, 'status' | 'kind'>): ReturnAction {
  switch (r.status) {
    case 'requested':
      return 'answer';
    case 'approved':
      return r.kind === 'refund' ? 'none' : 'awaitParcel';
    case 'returning':
      return 'receive';
    case 'received':
      return r.kind === 'exchange' ? 'sendExchange' : 'none';
    default:
      return 'none';
  }
}

/** Units received per order line, as the receipt sheet holds them. */
export type Receipt = Record<number, number>;

/** Every unit asked for came back: where the receipt starts. */
export function fullReceipt(lines: readonly Pick<TReturnLine, 'orderLineId' | 'quantity'>[]): Receipt {
  return Object.fromEntries(lines.map((l) => [l.orderLineId, l.quantity]));
}

/** The receipt as the server takes it: every line of the request once, each count within 0 and the units asked. */
export function receiptLines(lines: readonly Pick<TReturnLine, 'orderLineId' | 'quantity'>[], receipt: Receipt): TReceiveReturnRequest['lines'] {
  return lines.map((l) => ({ orderLineId: l.orderLineId, receivedQuantity: Math.min(Math.max(0, Math.floor(receipt[l.orderLineId] ?? l.quantity)), l.quantity) }));
}

/** How many units a receipt records, and of how many asked for. */
export function receiptTotals(lines: readonly Pick<TReturnLine, 'orderLineId' | 'quantity'>[], receipt: Receipt): { received: number; asked: number } {
  const counted = receiptLines(lines, receipt);
  return { received: counted.reduce((n, l) => n + l.receivedQuantity, 0), asked: lines.reduce((n, l) => n + l.quantity, 0) };
}

/** What a receipt does: refund or send only part, close the request when nothing came back, or take everything. */
export function receiptOutcome(lines: readonly Pick<TReturnLine, 'orderLineId' | 'quantity'>[], receipt: Receipt): 'all' | 'part' | 'nothing' {
  const { received, asked } = receiptTotals(lines, receipt);
  return received === 0 ? 'nothing' : received < asked ? 'part' : 'all';
}

/** The units an exchange sends: the wanted spec of each line, as many as came back. */
export function exchangeUnits(r: Pick<TMerchantReturn, 'lines'>): { orderLineId: number; title: string; specName: string; image: string; quantity: number }[] {
  return r.lines
    .map((l) => ({ orderLineId: l.orderLineId, title: l.title, specName: l.exchangeSpecName ?? l.specName, image: l.image, quantity: l.receivedQuantity ?? l.quantity }))
    .filter((l) => l.quantity > 0);
}

/**
 * The money a card shows: none for an exchange; the refund once asked for of the payment (on its way, or back with
 * the shopper); no refund for a return closed with nothing back; before that, what the shopper asks for at most.
 */
export type ReturnMoney = { kind: 'asked' | 'refunding' | 'refunded'; amount: number } | { kind: 'noRefund' } | { kind: 'none' };

export function moneyOf(r: Pick<TMerchantReturn, 'kind' | 'status' | 'amount' | 'refundAmount'>): ReturnMoney {
  if (r.kind === 'exchange') return { kind: 'none' };
  if (r.status === 'refunding') return { kind: 'refunding', amount: r.refundAmount ?? r.amount };
  if (r.status === 'refunded') return { kind: 'refunded', amount: r.refundAmount ?? r.amount };
  if (r.status === 'completed') return { kind: 'noRefund' };
  return { kind: 'asked', amount: r.amount };
}

/** Where the answer's deadline stands: none, more than a day away, within a day, or past (taken as agreed soon). */
export function deadlineOf(respondBy: string | null, now: number): 'none' | 'open' | 'soon' | 'over' {
  if (!respondBy) return 'none';
  const left = Date.parse(respondBy) - now;
  if (Number.isNaN(left)) return 'none';
  return left <= 0 ? 'over' : left < 86_400_000 ? 'soon' : 'open';
}

