import { describe, expect, it } from 'vitest';
import { calendarDaysUntil, expiresSoon } from './coupon-dates.ts';

describe('coupon terms', () => {
  it('counts calendar days to an expiry, and calls up to three of them soon', () => {
    const now = new Date(2026, 4, 10, 23, 30);
    expect(calendarDaysUntil(new Date(2026, 4, 10, 23, 59).toISOString(), now)).toBe(0);
    expect(calendarDaysUntil(new Date(2026, 4, 11, 0, 5).toISOString(), now)).toBe(1);
    expect(calendarDaysUntil(new Date(2026, 4, 13, 12).toISOString(), now)).toBe(3);
    expect(calendarDaysUntil(new Date(2026, 4, 9, 12).toISOString(), now)).toBe(-1);
    expect(expiresSoon(new Date(2026, 4, 13, 12).toISOString(), now)).toBe(true);
    expect(expiresSoon(new Date(2026, 4, 14, 12).toISOString(), now)).toBe(false);
    expect(expiresSoon(new Date(2026, 4, 9, 12).toISOString(), now)).toBe(false);
  });
});
