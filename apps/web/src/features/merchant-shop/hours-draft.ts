import { MINUTES_PER_DAY, weekProblems, type SpanProblem } from '@mall/contract/shop/business-time-rules';
import type { TSaveShopBusinessTimesRequest } from '@mall/contract/shop/save-shop-business-times';
import type { TBusinessTimes } from '@mall/contract/shop/shop-fields';

/**
 * The week as the hours editor holds it: each weekday's spans as two clock times ("HH:MM", what a time input gives).
 * A closing time at or before the opening time means the next day (18:00-02:00 is open past midnight; 00:00-00:00
 * all day), so the merchant never types 26:00. The same rules as the server's (business-time-rules.ts) are checked
 * here, so a mistake shows beside its span before anything is sent.
 */

export interface SpanDraft {
  /** Stable across edits, for React. */
  key: number;
  opens: string;
  closes: string;
}

export interface DayDraft {
  weekday: number;
  spans: SpanDraft[];
}

export type SpanErrorKey = SpanProblem | 'time';

const pad = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" of minutes after midnight (past midnight read on the next day's clock). */
export function clockOf(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** Minutes after midnight of "HH:MM", or null for anything else. */
export function minutesOf(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/** A span of minutes from a draft, closing the next day when it closes at or before it opens; null when a time is missing. */
export function spanOf(span: Pick<SpanDraft, 'opens' | 'closes'>): { opensAt: number; closesAt: number } | null {
  const opensAt = minutesOf(span.opens);
  const closes = minutesOf(span.closes);
  if (opensAt === null || closes === null) return null;
  return { opensAt, closesAt: closes <= opensAt ? closes + MINUTES_PER_DAY : closes };
}

let nextKey = 1;
export const newSpanKey = () => nextKey++;

/** The editor's week from the saved hours: all seven days, each with its spans. */
export function draftOfHours(hours: TBusinessTimes): DayDraft[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    spans: (hours.days.find((d) => d.weekday === weekday)?.spans ?? []).map((s) => ({ key: newSpanKey(), opens: clockOf(s.opensAt), closes: clockOf(s.closesAt) })),
  }));
}

/** The request for a week, or the errors by span ("weekday.spanIndex", as the editor shows them). */
export function requestOfWeek(days: readonly DayDraft[]): { days: TSaveShopBusinessTimesRequest['days']; errors: Record<string, SpanErrorKey> } {
  const errors: Record<string, SpanErrorKey> = {};
  const out = days.map((d) => ({
    weekday: d.weekday,
    spans: d.spans.flatMap((s, i) => {
      const span = spanOf(s);
      if (!span) errors[`${d.weekday}.${i}`] = 'time';
      return span ? [span] : [];
    }),
  }));
  if (Object.keys(errors).length === 0) {
    for (const p of weekProblems(out)) errors[`${out[p.day]!.weekday}.${p.span}`] = p.problem;
  }
  return { days: out, errors };
}

/** Where a server refusal's field ("days.4.spans.1...") belongs in the editor ("weekday.spanIndex"), given the days sent. */
export function spanKeyOfField(field: string, sent: TSaveShopBusinessTimesRequest['days']): string | undefined {
  const match = /^days\.(\d+)\.spans\.(\d+)/.exec(field);
  const day = match ? sent[Number(match[1])] : undefined;
  return day ? `${day.weekday}.${match![2]}` : undefined;
}
