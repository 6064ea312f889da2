/**
 * Takeaway's rules, zod-free and pure, shared by the server (every entry point refuses by them) and the web app
 * (what a page says): whether a shop takes orders at a moment in its own time zone, and whether an address is in
 * its range. Spans are per weekday (1 Monday … 7 Sunday) in minutes after local midnight and may end after
 * midnight (closesAt up to 2880); holidays are local dates (YYYY-MM-DD) on which no span starts.
 */
import { distanceM } from '../location/distance.ts';

export interface TakeawaySpan {
  weekday: number;
  opensAt: number;
  closesAt: number;
}

export interface TakeawayHours {
  timeZone: string;
  spans: readonly TakeawaySpan[];
  /** Local dates the shop is closed (a span starting that day does not open). */
  holidays: readonly string[];
  /** Orders stop this many minutes before a span closes (0: until it closes). */
  lastOrderMinutes: number;
}

/**
 * open: taking orders; last_order_passed: still open but past its last order time; opening_soon: opens within
 * `OPENING_SOON_MINUTES`; closed: outside its hours; holiday: a holiday (the spans would have it open, or it is
 * the local date of one).
 */
export const TAKEAWAY_OPEN_STATES = ['open', 'last_order_passed', 'opening_soon', 'closed', 'holiday'] as const;
export type TakeawayOpenStateKind = (typeof TAKEAWAY_OPEN_STATES)[number];
export const OPENING_SOON_MINUTES = 60;

export interface TakeawayOpenState {
  state: TakeawayOpenStateKind;
  /** The next opening (not on a holiday) within a week, when not open now; ISO time. */
  opensAt: string | null;
  /** While open: the last minute orders are taken (ISO time of its start). */
  lastOrderAt: string | null;
  /** The same as local "HH:MM" in the shop's time zone, for the page. */
  opensAtLocal: string | null;
  lastOrderLocal: string | null;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The local date (YYYY-MM-DD), weekday (1 Monday … 7 Sunday) and minute after midnight of a moment in a time zone. */
export function localMoment(at: Date, timeZone: string): { date: string; weekday: number; minute: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAYS[p.weekday ?? 'Mon'] ?? 1, minute: Number(p.hour) * 60 + Number(p.minute) };
}

/** The local date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const hhmm = (minute: number) => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Whether orders are taken at a local minute of a span: before it closes and at or before its last order minute. */
export function takesOrdersAt(span: { closesAt: number }, minute: number, lastOrderMinutes: number): boolean {
  return minute < span.closesAt && minute <= span.closesAt - Math.max(lastOrderMinutes, 0) - (lastOrderMinutes > 0 ? 0 : 1);
}

/**
 * Where a shop stands at a moment (see TAKEAWAY_OPEN_STATES). A span belongs to the local date it opens on, so a
 * night span of a holiday's eve still runs past midnight and one opening on the holiday does not. Minutes are
 * whole: the state changes at the start of a minute. Times across a daylight-saving change may be an hour off.
 */
export function takeawayOpenState(hours: TakeawayHours, at: Date): TakeawayOpenState {
  const now = localMoment(at, hours.timeZone);
  const holidays = new Set(hours.holidays);
  const minuteStart = Math.floor(at.getTime() / 60_000) * 60_000;
  const instant = (localMinuteFromToday: number) => new Date(minuteStart + (localMinuteFromToday - now.minute) * 60_000).toISOString();
  const yesterday = now.weekday === 1 ? 7 : now.weekday - 1;
  // The span we are in, if any, as minutes of today's date (yesterday's spans shifted back a day).
  const current = [
    ...hours.spans.filter((s) => s.weekday === now.weekday).map((s) => ({ opensAt: s.opensAt, closesAt: s.closesAt, date: now.date })),
    ...hours.spans.filter((s) => s.weekday === yesterday).map((s) => ({ opensAt: s.opensAt - 1440, closesAt: s.closesAt - 1440, date: addDays(now.date, -1) })),
  ].find((s) => s.opensAt <= now.minute && now.minute < s.closesAt);
  if (current && !holidays.has(current.date)) {
    const lastOrder = hours.lastOrderMinutes > 0 ? current.closesAt - hours.lastOrderMinutes : current.closesAt - 1;
    const taking = takesOrdersAt(current, now.minute, hours.lastOrderMinutes);
    return {
      state: taking ? 'open' : 'last_order_passed',
      opensAt: null,
      lastOrderAt: instant(lastOrder),
      opensAtLocal: null,
      lastOrderLocal: hhmm(lastOrder),
    };
  }
  // The next opening within a week, not on a holiday.
  let next: number | null = null;
  for (let day = 0; day <= 7 && next === null; day++) {
    const date = addDays(now.date, day);
    if (holidays.has(date)) continue;
    const weekday = ((now.weekday - 1 + day) % 7) + 1;
    const opens = hours.spans
      .filter((s) => s.weekday === weekday)
      .map((s) => s.opensAt + day * 1440)
      .filter((m) => m > now.minute)
      .sort((a, b) => a - b);
    if (opens.length > 0) next = opens[0]!;
  }
  const holiday = holidays.has(now.date) || (current !== undefined && holidays.has(current.date));
  const state: TakeawayOpenStateKind = holiday ? 'holiday' : next !== null && next - now.minute <= OPENING_SOON_MINUTES ? 'opening_soon' : 'closed';
  return {
    state,
    opensAt: next === null ? null : instant(next),
    lastOrderAt: null,
    opensAtLocal: next === null ? null : hhmm(next),
    lastOrderLocal: null,
  };
}

/** Why a takeaway order cannot be placed or paid now, as a checkout problem kind; null when it can. */
export type TakeawayProblemKind = 'shop_closed' | 'shop_holiday' | 'past_last_order' | 'out_of_range' | 'address_unplaced';

export function openStateProblem(state: TakeawayOpenStateKind): TakeawayProblemKind | null {
  switch (state) {
    case 'open':
      return null;
    case 'holiday':
      return 'shop_holiday';
    case 'last_order_passed':
      return 'past_last_order';
    default:
      return 'shop_closed';
  }
}

/** Whether an address is within a shop's radius: the distance in whole metres at most the radius. */
export function rangeProblem(shop: { lat: number | null; lng: number | null; deliveryRadiusM: number }, to: { lat?: number | null | undefined; lng?: number | null | undefined } | null): TakeawayProblemKind | null {
  if (!to || to.lat == null || to.lng == null) return 'address_unplaced';
  if (shop.lat == null || shop.lng == null) return 'out_of_range';
  return distanceM({ lat: shop.lat, lng: shop.lng }, { lat: to.lat, lng: to.lng }) <= shop.deliveryRadiusM ? null : 'out_of_range';
}

/** The code each takeaway problem is refused with (platform/codes.ts, 5110-5129). */
export const TAKEAWAY_PROBLEM_CODES = {
  shop_closed: 'TAKEAWAY_SHOP_CLOSED',
  shop_holiday: 'TAKEAWAY_SHOP_HOLIDAY',
  past_last_order: 'TAKEAWAY_LAST_ORDER_PASSED',
  out_of_range: 'TAKEAWAY_OUT_OF_RANGE',
  address_unplaced: 'TAKEAWAY_ADDRESS_UNPLACED',
} as const satisfies Record<TakeawayProblemKind, string>;

/** The first takeaway problem among a checkout's problems (the commit's refusal), if any. */
export function takeawayRefusal(problems: readonly { kind: string }[]): (typeof TAKEAWAY_PROBLEM_CODES)[TakeawayProblemKind] | null {
  const found = problems.find((p): p is { kind: TakeawayProblemKind } => p.kind in TAKEAWAY_PROBLEM_CODES);
  return found ? TAKEAWAY_PROBLEM_CODES[found.kind] : null;
}
