import { describe, expect, it } from 'vitest';
import { isOpenAt, isOpenNow, localWeekMinute, timeZoneOf, weekOf, type Span } from './business-hours.ts';

const late: Span[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: 11 * 60, closesAt: 26 * 60 }));
const meals: Span[] = [
  { weekday: 1, opensAt: 630, closesAt: 840 },
  { weekday: 1, opensAt: 990, closesAt: 1290 },
];

describe('business hours', () => {
  it('is open inside a span and closed outside, end exclusive', () => {
    expect(isOpenAt(meals, 1, 630)).toBe(true);
    expect(isOpenAt(meals, 1, 839)).toBe(true);
    expect(isOpenAt(meals, 1, 840)).toBe(false);
    expect(isOpenAt(meals, 1, 1000)).toBe(true);
    expect(isOpenAt(meals, 2, 700)).toBe(false);
  });

  it('counts a span past midnight into the next day, Sunday into Monday too', () => {
    expect(isOpenAt(late, 2, 60)).toBe(true);
    expect(isOpenAt(late, 2, 120)).toBe(false);
    expect(isOpenAt(late, 2, 600)).toBe(false);
    expect(isOpenAt([{ weekday: 7, opensAt: 1200, closesAt: 1500 }], 1, 30)).toBe(true);
    expect(isOpenAt([{ weekday: 7, opensAt: 1200, closesAt: 1500 }], 1, 60)).toBe(false);
  });

  it('reads the local weekday and minute of the shop\'s zone', () => {
    // 2026-01-05 is a Monday; 16:30 UTC is 00:30 Tuesday in Shanghai and 08:30 Monday in Los Angeles.
    const at = new Date('2026-01-05T16:30:00Z');
    expect(localWeekMinute(at, 'Asia/Shanghai')).toEqual({ weekday: 2, minute: 30 });
    expect(localWeekMinute(at, 'America/Los_Angeles')).toEqual({ weekday: 1, minute: 510 });
    expect(isOpenNow(late, 'Asia/Shanghai', at)).toBe(true);
    expect(isOpenNow(meals, 'Asia/Shanghai', at)).toBe(false);
  });

  it('picks zones by nation and US state', () => {
    expect(timeZoneOf('CN', '310000')).toBe('Asia/Shanghai');
    expect(timeZoneOf('JP', '13')).toBe('Asia/Tokyo');
    expect(timeZoneOf('US', 'CA')).toBe('America/Los_Angeles');
    expect(timeZoneOf('US', 'NY')).toBe('America/New_York');
    expect(timeZoneOf('ZZ', null)).toBe('UTC');
  });

  it('lists all seven days in order with spans sorted', () => {
    const week = weekOf([...meals].reverse());
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ weekday: 1, spans: [{ opensAt: 630, closesAt: 840 }, { opensAt: 990, closesAt: 1290 }] });
    expect(week[6]).toEqual({ weekday: 7, spans: [] });
  });
});
