import type { DisplayCurrency } from '../../shared/format/money.ts';

/** Prices travel in minor units of the base currency (two decimals); shoppers type them in the display currency. */
const BASE_SCALE = 100;

/** A base-currency amount in minor units as an amount of the display currency. */
export function toDisplayAmount(minor: number, currency: DisplayCurrency): number {
  return (minor * currency.rate) / BASE_SCALE;
}

/** What a shopper typed in the display currency as base-currency minor units; undefined for nothing or nonsense. */
export function toBaseMinor(typed: string, currency: DisplayCurrency): number | undefined {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text) || !(currency.rate > 0)) return undefined;
  const minor = Math.round((Number(text) * BASE_SCALE) / currency.rate);
  return Number.isFinite(minor) ? Math.min(minor, 2_000_000_000) : undefined;
}

/** An amount rounded to a number people use for prices: two significant digits, 1 to 5 to 10 at the start. */
export function roundPrice(amount: number): number {
  if (!(amount > 0)) return 0;
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.max(1, Math.round(amount / unit) * unit);
}

/** A price range to offer as a chip, in the display currency; open at either end. */
export interface PriceBand {
  from?: number;
  to?: number;
}

/** Bands between the cut points the server found among the matches, rounded for people and without repeats. */
export function priceBands(steps: readonly number[], currency: DisplayCurrency): PriceBand[] {
  const cuts = [...new Set(steps.map((s) => roundPrice(toDisplayAmount(s, currency))))].filter((c) => c > 0).sort((a, b) => a - b);
  if (cuts.length === 0) return [];
  const bands: PriceBand[] = [{ to: cuts[0]! }];
  for (let i = 1; i < cuts.length; i++) bands.push({ from: cuts[i - 1]!, to: cuts[i]! });
  bands.push({ from: cuts[cuts.length - 1]! });
  return bands;
}
