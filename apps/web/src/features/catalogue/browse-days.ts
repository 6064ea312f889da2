/** Consecutive entries of one day, in the order the history lists them (latest first). */
export interface DayGroup<T> {
  day: string;
  items: T[];
}

/** Groups a latest-first list by its `day` (YYYY-MM-DD); pages loaded later continue the last day's group. */
export function groupByDay<T extends { day: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.day === item.day) last.items.push(item);
    else groups.push({ day: item.day, items: [item] });
  }
  return groups;
}

/** YYYY-MM-DD of a local date. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether a day is today, yesterday, or earlier, as the shopper's clock sees it. */
export function dayKind(day: string, now: Date = new Date()): 'today' | 'yesterday' | 'earlier' {
  if (day === localDay(now)) return 'today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return day === localDay(yesterday) ? 'yesterday' : 'earlier';
}
