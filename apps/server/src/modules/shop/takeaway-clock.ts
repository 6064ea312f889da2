/**
 * The clock takeaway's rules read (open now, last order time). The real clock, except in tests, which set a moment
 * to try the boundary minutes (`setTakeawayClock`), and put it back with `setTakeawayClock(null)`.
 */
let fixed: (() => Date) | null = null;

export function takeawayNow(): Date {
  return fixed ? fixed() : new Date();
}

export function setTakeawayClock(clock: (() => Date) | null): void {
  fixed = clock;
}
