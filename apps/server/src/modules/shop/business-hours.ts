/**
 * Opening hours. Spans are kept per weekday (1 Monday … 7 Sunday) in minutes after local midnight, and a span
 * may end after midnight (closesAt up to 2880), so 01:00 on Tuesday can still belong to Monday's span.
 */

export interface Span {
  weekday: number;
  opensAt: number;
  closesAt: number;
}

/**
 * The time zone a shop's hours are meant in. The nations the platform serves have one zone each, except the
 * United States, which goes by the state (USPS code, the level-1 area code); unknown places use UTC.
 */
const NATION_ZONES: Record<string, string> = {
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  MO: 'Asia/Macau',
  TW: 'Asia/Taipei',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  SG: 'Asia/Singapore',
  GB: 'Europe/London',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
};
const US_ZONES: Record<string, string> = {
  ...Object.fromEntries(['WA', 'OR', 'CA', 'NV'].map((s) => [s, 'America/Los_Angeles'])),
  ...Object.fromEntries(['MT', 'ID', 'WY', 'UT', 'CO', 'NM'].map((s) => [s, 'America/Denver'])),
  AZ: 'America/Phoenix',
  ...Object.fromEntries(
    ['ND', 'SD', 'NE', 'KS', 'OK', 'TX', 'MN', 'IA', 'MO', 'AR', 'LA', 'WI', 'IL', 'MS', 'AL', 'TN'].map((s) => [s, 'America/Chicago']),
  ),
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

export function timeZoneOf(nationCode: string | null | undefined, provinceCode: string | null | undefined): string {
  if (nationCode === 'US') return US_ZONES[provinceCode ?? ''] ?? 'America/New_York';
  return NATION_ZONES[nationCode ?? ''] ?? 'UTC';
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday (1 Monday … 7 Sunday) and minute after midnight of a moment in a time zone. */
export function localWeekMinute(at: Date, timeZone: string): { weekday: number; minute: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 1, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whether the spans have the shop open at a local weekday and minute (counting yesterday's spans past midnight). */
export function isOpenAt(spans: readonly Span[], weekday: number, minute: number): boolean {
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  return spans.some(
    (s) => (s.weekday === weekday && s.opensAt <= minute && minute < s.closesAt) || (s.weekday === yesterday && minute + 1440 < s.closesAt),
  );
}

/** Whether a shop with these spans is open at a moment, in its time zone. */
export function isOpenNow(spans: readonly Span[], timeZone: string, at: Date = new Date()): boolean {
  const { weekday, minute } = localWeekMinute(at, timeZone);
  return isOpenAt(spans, weekday, minute);
}

/** The seven days in order, each with its spans by opening time. */
export function weekOf(spans: readonly Span[]): { weekday: number; spans: { opensAt: number; closesAt: number }[] }[] {
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    spans: spans
      .filter((s) => s.weekday === weekday)
      .sort((a, b) => a.opensAt - b.opensAt)
      .map(({ opensAt, closesAt }) => ({ opensAt, closesAt })),
  }));
}
