/** A date as a ticket shows it: short month, no time ("Dec 22, 2026", "2026年12月22日"). */
export function ticketDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

const DAY_MS = 86_400_000;

/** Whole calendar days from `now` until `iso` in the shopper's time zone: 0 today, 1 tomorrow; negative when past. */
export function calendarDaysUntil(iso: string, now: Date = new Date()): number {
  const end = new Date(iso);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((startOfDay(end) - startOfDay(now)) / DAY_MS);
}

/** Whether an unused coupon expires soon enough to say so in colour (within three days). */
export function expiresSoon(iso: string, now: Date = new Date()): boolean {
  const days = calendarDaysUntil(iso, now);
  return days >= 0 && days <= 3;
}
