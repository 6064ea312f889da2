/**
 * The rules of a shop's opening spans, in one place for the contract's check of `merchant/shop/businessTimes/save`
 * and the console's editor (which shows the same refusal beside the span before anything is sent). No zod here, so
 * the web may import it as code.
 *
 * A span is minutes after local midnight, half-open: 09:00-12:00 and 12:00-14:00 touch but do not overlap. It opens
 * within its day and may close after midnight (up to 2880, as the table allows), but lasts at most a day: "open all
 * day" is 0-1440, and a longer span would say the same thing as the next day's spans, twice.
 */

export const MINUTES_PER_DAY = 1440;
/** The latest a span may close: midnight at the end of the next day. */
export const MAX_CLOSES_AT = 2 * MINUTES_PER_DAY;
export const MAX_SPANS_PER_DAY = 6;

export interface SpanInput {
  opensAt: number;
  closesAt: number;
}

export interface DayInput {
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  spans: readonly SpanInput[];
}

/** What is wrong with one span: closes before it opens, longer than a day, overlaps a span of its day, or the next day's. */
export type SpanProblem = 'order' | 'tooLong' | 'overlap' | 'overlapNextDay';

export const SPAN_PROBLEM_TEXT: Record<SpanProblem, string> = {
  order: 'must close after it opens',
  tooLong: 'may last at most a day',
  overlap: 'overlaps another span of the same day',
  overlapNextDay: "runs past midnight into the next day's first span",
};

export interface FoundSpanProblem {
  /** Index into the days given. */
  day: number;
  /** Index into that day's spans. */
  span: number;
  problem: SpanProblem;
}

/** The problems of a week's spans (each span at most once); none for a valid week. */
export function weekProblems(days: readonly DayInput[]): FoundSpanProblem[] {
  const found: FoundSpanProblem[] = [];
  const byWeekday = new Map(days.map((d) => [d.weekday, d]));
  days.forEach((day, d) => {
    const seen = new Set<number>();
    const add = (span: number, problem: SpanProblem) => {
      if (seen.has(span)) return;
      seen.add(span);
      found.push({ day: d, span, problem });
    };
    day.spans.forEach((s, i) => {
      if (s.closesAt <= s.opensAt) add(i, 'order');
      else if (s.closesAt - s.opensAt > MINUTES_PER_DAY) add(i, 'tooLong');
    });
    // Sorted by opening, each span must start at or after the latest close before it (the later one is named).
    const order = day.spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.opensAt - b.opensAt || a.i - b.i);
    let latestClose = -1;
    for (const s of order) {
      if (s.opensAt < latestClose) add(s.i, 'overlap');
      latestClose = Math.max(latestClose, s.closesAt);
    }
    // The part after midnight belongs to the next day's morning (Sunday's to Monday's).
    const next = byWeekday.get((day.weekday % 7) + 1);
    day.spans.forEach((s, i) => {
      const carried = s.closesAt - MINUTES_PER_DAY;
      if (carried > 0 && next?.spans.some((n) => n.opensAt < carried && n.closesAt > n.opensAt)) add(i, 'overlapNextDay');
    });
  });
  return found;
}
