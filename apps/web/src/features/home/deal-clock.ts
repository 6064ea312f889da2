import { useSyncExternalStore } from 'react';
import { splitCountdown } from '../../shared/format/countdown.ts';

// One clock for every countdown on screen: a single timer, ticking on the second, only while something watches it.
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1000 - (now % 1000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setTimeout(tick, 1000 - (now % 1000));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The current time in ms, updated every second while the component is mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, () => now);
}

/** What a countdown shows: whole days, then two-digit hours, minutes and seconds. */
export interface CountdownFace {
  days: number;
  hh: string;
  mm: string;
  ss: string;
  done: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The face of a countdown to `until` (ISO 8601 or ms) at `at`; done (all zeros) once it has passed. */
export function countdownFace(until: string | number, at: number): CountdownFace {
  const end = typeof until === 'number' ? until : Date.parse(until);
  const parts = splitCountdown(end - at);
  return { days: parts.days, hh: pad(parts.hours), mm: pad(parts.minutes), ss: pad(parts.seconds), done: parts.done };
}

/** The share of a deal's quantity already sold, 0-100, rounded down (100 only when sold out). */
export function soldPercent(deal: { quantity: number; soldQuantity: number }): number {
  if (deal.quantity <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((deal.soldQuantity * 100) / deal.quantity)));
}

export const isSoldOut = (deal: { quantity: number; soldQuantity: number }) => deal.soldQuantity >= deal.quantity;

/** How much cheaper a deal is than the goods' own lowest price, in whole percent (at least 1; 0 when it is not cheaper). */
export function discountPercent(deal: { dealPrice: number; goods: { priceMin: number } }): number {
  if (deal.goods.priceMin <= 0 || deal.dealPrice >= deal.goods.priceMin) return 0;
  return Math.max(1, Math.round((1 - deal.dealPrice / deal.goods.priceMin) * 100));
}
