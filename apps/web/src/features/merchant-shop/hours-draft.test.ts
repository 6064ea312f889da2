import { describe, expect, it } from 'vitest';
import { clockOf, draftOfHours, minutesOf, requestOfWeek, spanKeyOfField, spanOf, type DayDraft } from './hours-draft.ts';

const week = (spans: Record<number, [string, string][]>): DayDraft[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, spans: (spans[weekday] ?? []).map(([opens, closes], key) => ({ key, opens, closes })) }));

describe('the hours editor', () => {
  it('reads and writes clock times, past midnight on the next day', () => {
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(1260)).toBe('21:00');
    expect(clockOf(1560)).toBe('02:00');
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBeNull();
    expect(minutesOf('')).toBeNull();
    expect(spanOf({ opens: '18:00', closes: '02:00' })).toEqual({ opensAt: 1080, closesAt: 1560 });
    expect(spanOf({ opens: '00:00', closes: '00:00' })).toEqual({ opensAt: 0, closesAt: 1440 });
    expect(spanOf({ opens: '09:00', closes: '' })).toBeNull();
  });

  it('turns the saved hours into seven days and back', () => {
    const saved = { shopId: 1, timeZone: 'Asia/Shanghai', openNow: false, days: [{ weekday: 5, spans: [{ opensAt: 1080, closesAt: 1560 }] }] };
    const draft = draftOfHours(saved);
    expect(draft.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draft[4]!.spans.map(({ opens, closes }) => [opens, closes])).toEqual([['18:00', '02:00']]);
    expect(requestOfWeek(draft)).toEqual({
      days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, spans: weekday === 5 ? [{ opensAt: 1080, closesAt: 1560 }] : [] })),
      errors: {},
    });
  });

  it('names the span that overlaps, runs into the next day or misses a time, as the server would', () => {
    expect(requestOfWeek(week({ 1: [['09:00', '12:00'], ['11:00', '13:00']] })).errors).toEqual({ '1.1': 'overlap' });
    expect(requestOfWeek(week({ 7: [['20:00', '03:00']], 1: [['02:00', '05:00']] })).errors).toEqual({ '7.0': 'overlapNextDay' });
    expect(requestOfWeek(week({ 2: [['09:00', '']] })).errors).toEqual({ '2.0': 'time' });
    expect(requestOfWeek(week({ 1: [['09:00', '12:00'], ['12:00', '14:00']] })).errors).toEqual({});
  });

  it('places a server refusal on the span it names', () => {
    const sent = [{ weekday: 3, spans: [] }, { weekday: 5, spans: [{ opensAt: 1, closesAt: 2 }] }];
    expect(spanKeyOfField('days.1.spans.0', sent)).toBe('5.0');
    expect(spanKeyOfField('days.1.spans.0.closesAt', sent)).toBe('5.0');
    expect(spanKeyOfField('shopId', sent)).toBeUndefined();
  });
});
