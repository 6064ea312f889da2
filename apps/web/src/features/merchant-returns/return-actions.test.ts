import { describe, expect, it } from 'vitest';
import { actionOf, deadlineOf, exchangeUnits, fullReceipt, moneyOf, receiptLines, receiptOutcome, receiptTotals, returnQueueOf } from './return-actions.ts';

const line = (orderLineId: number, quantity: number, extra: Partial<{ receivedQuantity: number | null; exchangeSpecName: string | null }> = {}) => ({
  orderLineId,
  goodsId: 1,
  title: `Goods ${orderLineId}`,
  specName: 'Black / M',
  image: '/img.png',
  unitPrice: 1000,
  quantity,
  receivedQuantity: null,
  exchangeSkuId: null,
  exchangeSpecName: null,
  ...extra,
});

describe('returnQueueOf', () => {
  it('reads a queue from the address, the requests to answer otherwise', () => {
    expect(returnQueueOf('receive')).toBe('receive');
    expect(returnQueueOf('done')).toBe('done');
    expect(returnQueueOf('nope')).toBe('answer');
    expect(returnQueueOf(undefined)).toBe('answer');
    expect(returnQueueOf(null)).toBe('answer');
  });
});

describe('actionOf', () => {
  it('offers what the request allows now', () => {
    expect(actionOf({ status: 'requested', kind: 'return' })).toBe('answer');
    expect(actionOf({ status: 'approved', kind: 'return' })).toBe('awaitParcel');
    expect(actionOf({ status: 'approved', kind: 'exchange' })).toBe('awaitParcel');
    expect(actionOf({ status: 'approved', kind: 'refund' })).toBe('none');
    expect(actionOf({ status: 'returning', kind: 'return' })).toBe('receive');
    expect(actionOf({ status: 'received', kind: 'exchange' })).toBe('sendExchange');
    expect(actionOf({ status: 'received', kind: 'return' })).toBe('none');
    for (const status of ['refused', 'cancelled', 'refunding', 'refunded', 'exchanging', 'completed'] as const) expect(actionOf({ status, kind: 'return' })).toBe('none');
  });
});

describe('receipts', () => {
  const lines = [line(11, 3), line(12, 1)];

  it('start with every unit back', () => {
    expect(fullReceipt(lines)).toEqual({ 11: 3, 12: 1 });
    expect(receiptOutcome(lines, fullReceipt(lines))).toBe('all');
  });

  it('send every line once, each count kept within 0 and the units asked', () => {
    expect(receiptLines(lines, { 11: 2, 12: 0 })).toEqual([
      { orderLineId: 11, receivedQuantity: 2 },
      { orderLineId: 12, receivedQuantity: 0 },
    ]);
    expect(receiptLines(lines, { 11: 9, 12: -1 })).toEqual([
      { orderLineId: 11, receivedQuantity: 3 },
      { orderLineId: 12, receivedQuantity: 0 },
    ]);
    // A line the sheet never touched counts as all back.
    expect(receiptLines(lines, { 11: 1 })).toEqual([
      { orderLineId: 11, receivedQuantity: 1 },
      { orderLineId: 12, receivedQuantity: 1 },
    ]);
  });

  it('say what they do', () => {
    expect(receiptTotals(lines, { 11: 2, 12: 0 })).toEqual({ received: 2, asked: 4 });
    expect(receiptOutcome(lines, { 11: 2, 12: 0 })).toBe('part');
    expect(receiptOutcome(lines, { 11: 0, 12: 0 })).toBe('nothing');
  });
});

describe('exchangeUnits', () => {
  it('sends the wanted spec, as many as came back', () => {
    const r = { lines: [line(1, 2, { receivedQuantity: 1, exchangeSpecName: 'Blue / L' }), line(2, 1, { receivedQuantity: 0, exchangeSpecName: 'Red / S' }), line(3, 2)] };
    expect(exchangeUnits(r)).toEqual([
      { orderLineId: 1, title: 'Goods 1', specName: 'Blue / L', image: '/img.png', quantity: 1 },
      { orderLineId: 3, title: 'Goods 3', specName: 'Black / M', image: '/img.png', quantity: 2 },
    ]);
  });
});

describe('moneyOf', () => {
  it('shows what is asked, then what is refunded', () => {
    expect(moneyOf({ kind: 'return', status: 'requested', amount: 2000, refundAmount: null })).toEqual({ kind: 'asked', amount: 2000 });
    expect(moneyOf({ kind: 'return', status: 'refunding', amount: 3000, refundAmount: 2000 })).toEqual({ kind: 'refunding', amount: 2000 });
    expect(moneyOf({ kind: 'refund', status: 'refunded', amount: 3000, refundAmount: 3000 })).toEqual({ kind: 'refunded', amount: 3000 });
    expect(moneyOf({ kind: 'return', status: 'completed', amount: 3000, refundAmount: null })).toEqual({ kind: 'noRefund' });
    expect(moneyOf({ kind: 'exchange', status: 'requested', amount: 3000, refundAmount: null })).toEqual({ kind: 'none' });
  });
});

describe('deadlineOf', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  it('tells how near the answer deadline is', () => {
    expect(deadlineOf(null, now)).toBe('none');
    expect(deadlineOf('2026-03-03T00:00:00Z', now)).toBe('open');
    expect(deadlineOf('2026-03-01T05:00:00Z', now)).toBe('soon');
    expect(deadlineOf('2026-02-28T23:00:00Z', now)).toBe('over');
    expect(deadlineOf('not a date', now)).toBe('none');
  });
});
