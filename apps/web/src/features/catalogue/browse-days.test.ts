import { describe, expect, it } from 'vitest';
import { dayKind, groupByDay, localDay } from './browse-days.ts';

describe('browse history days', () => {
  it('groups consecutive entries of one day and keeps the order', () => {
    const items = [
      { id: 1, day: '2026-11-23' },
      { id: 2, day: '2026-11-23' },
      { id: 3, day: '2026-11-20' },
      { id: 4, day: '2026-11-20' },
      { id: 5, day: '2026-10-01' },
    ];
    expect(groupByDay(items).map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-23', [1, 2]],
      ['2026-11-20', [3, 4]],
      ['2026-10-01', [5]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });

  it('names today and yesterday, across a month boundary too', () => {
    const now = new Date(2026, 11, 1, 9, 30);
    expect(localDay(now)).toBe('2026-12-01');
    expect(dayKind('2026-12-01', now)).toBe('today');
    expect(dayKind('2026-11-30', now)).toBe('yesterday');
    expect(dayKind('2026-11-29', now)).toBe('earlier');
    expect(dayKind('2026-01-01', new Date(2026, 0, 1, 0, 0))).toBe('today');
    expect(dayKind('2025-12-31', new Date(2026, 0, 1, 0, 0))).toBe('yesterday');
  });
});
