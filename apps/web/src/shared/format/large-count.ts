export type CountLang = 'en' | 'zh' | 'ja';

/**
 * Each language counts in its own units, as its shops do: English in thousands, millions and billions (K, M, B);
 * Chinese and Japanese in 万 (10^4) and 亿/億 (10^8), with counts below 万 written out (已售 5600, not 5.6K).
 * The spec's "w from 10,000" is the pinyin initial of 万, which an English reader does not know.
 */
const UNITS: Record<CountLang, readonly (readonly [bigint, string])[]> = {
  en: [
    [1_000_000_000n, 'B'],
    [1_000_000n, 'M'],
    [1000n, 'K'],
  ],
  zh: [
    [100_000_000n, '亿'],
    [10_000n, '万'],
  ],
  ja: [
    [100_000_000n, '億'],
    [10_000n, '万'],
  ],
};

// Tenths are truncated, never rounded up, so 9,999 reads "9.9K" rather than a misleading "10K"; from 100 of a
// unit on the tenths are dropped ("647K"). BigInt keeps huge counts exact and free of "1e+21" notation.
function unitsText(count: bigint, unit: bigint): string {
  const whole = count / unit;
  if (whole >= 100n) return whole.toString();
  const fraction = ((count * 10n) / unit) % 10n;
  return fraction === 0n ? `${whole}` : `${whole}.${fraction}`;
}

/** Shortens a count for display (spec section 9) in the reader's units: "1.2K", "647K", "3.4M"; "5600", "1.2万", "3.1亿". */
export function formatCount(n: number, lang: CountLang = 'en'): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  const count = BigInt(Math.floor(n));
  for (const [unit, name] of UNITS[lang] ?? UNITS.en) {
    if (count >= unit) return `${unitsText(count, unit)}${name}`;
  }
  return count.toString();
}
