/** Opening hours as the shop pages show them. Spans are minutes after the shop's local midnight, up to 2880. */

/** "09:30"; a time past midnight reads as the next day's clock time. */
export function clockOf(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a span ends after midnight (its closing time belongs to the next day). */
export const endsNextDay = (closesAt: number) => closesAt > 1440;

/** The weekday names Monday … Sunday in a language. */
export function weekdayNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return [0, 1, 2, 3, 4, 5, 6].map((i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** Today's weekday (1 Monday … 7 Sunday) in a time zone; the browser's own zone if the zone is unknown. */
export function weekdayIn(timeZone: string, at: Date = new Date()): number {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(at);
  } catch {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(at);
  }
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1 || 1;
}
