import { describe, expect, it } from 'vitest';
import { countdownFace, discountPercent, isSoldOut, soldPercent } from './deal-clock.ts';

describe('deal countdown and progress', () => {
  const at = Date.parse('2026-11-23T10:00:00Z');

  it('shows days apart and two-digit hours, minutes and seconds', () => {
    expect(countdownFace('2026-11-23T11:02:03Z', at)).toEqual({ days: 0, hh: '01', mm: '02', ss: '03', done: false });
    expect(countdownFace(at + 3 * 86_400_000 + 5_000, at)).toEqual({ days: 3, hh: '00', mm: '00', ss: '05', done: false });
  });

  it('is done, all zeros, once the end has passed or is unreadable', () => {
    expect(countdownFace('2026-11-23T09:59:59Z', at)).toEqual({ days: 0, hh: '00', mm: '00', ss: '00', done: true });
    expect(countdownFace('not a date', at).done).toBe(true);
  });

  it('rounds the sold share down, so only a sold-out deal reads 100%', () => {
    expect(soldPercent({ quantity: 300, soldQuantity: 299 })).toBe(99);
    expect(soldPercent({ quantity: 300, soldQuantity: 300 })).toBe(100);
    expect(soldPercent({ quantity: 300, soldQuantity: 0 })).toBe(0);
    expect(soldPercent({ quantity: 0, soldQuantity: 0 })).toBe(100);
    expect(isSoldOut({ quantity: 10, soldQuantity: 10 })).toBe(true);
    expect(isSoldOut({ quantity: 10, soldQuantity: 9 })).toBe(false);
  });

  it('rounds the discount to whole percent, never 0 for a cheaper deal', () => {
    expect(discountPercent({ dealPrice: 5500, goods: { priceMin: 10000 } })).toBe(45);
    expect(discountPercent({ dealPrice: 9990, goods: { priceMin: 10000 } })).toBe(1);
    expect(discountPercent({ dealPrice: 10000, goods: { priceMin: 10000 } })).toBe(0);
    expect(discountPercent({ dealPrice: 100, goods: { priceMin: 0 } })).toBe(0);
  });
});
