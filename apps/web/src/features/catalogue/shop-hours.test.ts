import { describe, expect, it } from 'vitest';
import { clockOf, endsNextDay, weekdayIn, weekdayNames } from './shop-hours.ts';

describe('shop hours', () => {
  it('formats minutes as a clock, wrapping past midnight', () => {
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(630)).toBe('10:30');
    expect(clockOf(1440)).toBe('00:00');
    expect(clockOf(1560)).toBe('02:00');
    expect(endsNextDay(1560)).toBe(true);
    expect(endsNextDay(1440)).toBe(false);
  });

  it('names weekdays from Monday in the shopper\'s language', () => {
    expect(weekdayNames('en')[0]).toBe('Monday');
    expect(weekdayNames('en')[6]).toBe('Sunday');
    expect(weekdayNames('zh')[0]).toBe('星期一');
    expect(weekdayNames('ja')[6]).toBe('日曜日');
  });

  it('finds today in the shop\'s zone', () => {
    const at = new Date('2026-01-05T16:30:00Z'); // Monday in UTC, Tuesday in Shanghai
    expect(weekdayIn('Asia/Shanghai', at)).toBe(2);
    expect(weekdayIn('America/Los_Angeles', at)).toBe(1);
    expect(weekdayIn('Not/AZone', at)).toBeGreaterThanOrEqual(1);
  });
});
