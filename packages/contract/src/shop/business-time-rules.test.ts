import { describe, expect, it } from 'vitest';
import { weekProblems } from './business-time-rules.ts';

describe('opening spans', () => {
  it('takes touching spans, spans past midnight and a whole day', () => {
    expect(weekProblems([{ weekday: 1, spans: [{ opensAt: 540, closesAt: 720 }, { opensAt: 720, closesAt: 1260 }] }])).toEqual([]);
    expect(weekProblems([{ weekday: 5, spans: [{ opensAt: 1080, closesAt: 1560 }] }, { weekday: 6, spans: [{ opensAt: 600, closesAt: 1320 }] }])).toEqual([]);
    expect(weekProblems([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, spans: [{ opensAt: 0, closesAt: 1440 }] })))).toEqual([]);
  });

  it('names the later of two overlapping spans, a span into the next day, and spans closing too early or too late', () => {
    expect(weekProblems([{ weekday: 1, spans: [{ opensAt: 600, closesAt: 900 }, { opensAt: 540, closesAt: 700 }] }])).toEqual([{ day: 0, span: 0, problem: 'overlap' }]);
    expect(weekProblems([{ weekday: 7, spans: [{ opensAt: 1200, closesAt: 1600 }] }, { weekday: 1, spans: [{ opensAt: 60, closesAt: 300 }] }])).toEqual([
      { day: 0, span: 0, problem: 'overlapNextDay' },
    ]);
    expect(weekProblems([{ weekday: 2, spans: [{ opensAt: 600, closesAt: 600 }, { opensAt: 30, closesAt: 1500 }] }])).toEqual([
      { day: 0, span: 0, problem: 'order' },
      { day: 0, span: 1, problem: 'tooLong' },
    ]);
  });
});
