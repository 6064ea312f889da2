import { describe, expect, it } from 'vitest';
import { rangeProblem, takeawayOpenState, takeawayRefusal, type TakeawayHours } from './takeaway-rules.ts';

// Wednesday 2026-11-25 in Shanghai (UTC+8).
const at = (day: string, hhmm: string) => new Date(`2026-11-${day}T${hhmm}:00+08:00`);
const hours = (over: Partial<TakeawayHours> = {}): TakeawayHours => ({
  timeZone: 'Asia/Shanghai',
  // Wednesday 18:00 to Thursday 02:00, Thursday 10:00-14:00.
  spans: [
    { weekday: 3, opensAt: 1080, closesAt: 1560 },
    { weekday: 4, opensAt: 600, closesAt: 840 },
  ],
  holidays: [],
  lastOrderMinutes: 30,
  ...over,
});

describe('takeawayOpenState', () => {
  it('takes orders until the last order minute of a span past midnight, then not', () => {
    expect(takeawayOpenState(hours(), at('25', '23:00'))).toMatchObject({ state: 'open', lastOrderLocal: '01:30' });
    expect(takeawayOpenState(hours(), at('26', '01:30')).state).toBe('open');
    expect(takeawayOpenState(hours(), at('26', '01:31'))).toMatchObject({ state: 'last_order_passed', lastOrderLocal: '01:30' });
    // Closed at 02:00; Thursday opens at 10:00, more than an hour away.
    expect(takeawayOpenState(hours(), at('26', '02:00'))).toMatchObject({ state: 'closed', opensAtLocal: '10:00', opensAt: '2026-11-26T02:00:00.000Z' });
    expect(takeawayOpenState(hours(), at('26', '09:00'))).toMatchObject({ state: 'opening_soon', opensAtLocal: '10:00' });
    expect(takeawayOpenState(hours(), at('26', '08:59')).state).toBe('closed');
  });

  it('without last order minutes takes orders until the span closes', () => {
    expect(takeawayOpenState(hours({ lastOrderMinutes: 0 }), at('26', '13:59')).state).toBe('open');
    expect(takeawayOpenState(hours({ lastOrderMinutes: 0 }), at('26', '14:00')).state).toBe('closed');
  });

  it("keeps a holiday's eve running past midnight, and closes spans opening on the holiday", () => {
    const thursdayOff = hours({ holidays: ['2026-11-26'] });
    expect(takeawayOpenState(thursdayOff, at('26', '01:00')).state).toBe('open');
    expect(takeawayOpenState(thursdayOff, at('26', '11:00')).state).toBe('holiday');
    const wednesdayOff = hours({ holidays: ['2026-11-25'] });
    expect(takeawayOpenState(wednesdayOff, at('26', '01:00')).state).toBe('holiday');
    expect(takeawayOpenState(wednesdayOff, at('26', '11:00')).state).toBe('open');
  });

  it('skips holidays when telling the next opening', () => {
    expect(takeawayOpenState(hours({ holidays: ['2026-11-26'] }), at('26', '09:30'))).toMatchObject({ state: 'holiday', opensAtLocal: '18:00' });
  });
});

describe('rangeProblem', () => {
  const shop = { lat: 31.2, lng: 121.4, deliveryRadiusM: 1000 };
  it('delivers at the radius in whole metres, not a metre beyond', () => {
    const deg = (m: number) => ((m / 6_378_137) * 180) / Math.PI;
    expect(rangeProblem(shop, { lat: 31.2 + deg(1000), lng: 121.4 })).toBeNull();
    expect(rangeProblem(shop, { lat: 31.2 + deg(1001), lng: 121.4 })).toBe('out_of_range');
    expect(rangeProblem(shop, { lat: null, lng: null })).toBe('address_unplaced');
    expect(rangeProblem({ ...shop, lat: null }, { lat: 31.2, lng: 121.4 })).toBe('out_of_range');
  });
  it('maps problems to their refusal codes', () => {
    expect(takeawayRefusal([{ kind: 'stock_short' }, { kind: 'past_last_order' }])).toBe('TAKEAWAY_LAST_ORDER_PASSED');
    expect(takeawayRefusal([{ kind: 'stock_short' }])).toBeNull();
  });
});
