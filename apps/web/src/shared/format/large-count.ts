export type CountLang = 'en' | 'zh' | 'ja';

// "w" is the pinyin initial of 万 (10,000); Chinese and Japanese readers get the character itself.
const TEN_THOUSAND_UNIT: Record<CountLang, string> = { en: 'w', zh: '万', ja: '万' };

// Tenths are truncated, never rounded up, so 9,999 reads "9.9K" rather than a misleading "10K".
// BigInt keeps huge counts exact and free of "1e+21" notation.
function tenthsText(count: bigint, unit: bigint): string {
  const tenths = (count * 10n) / unit;
  const fraction = tenths % 10n;
  return fraction === 0n ? `${tenths / 10n}` : `${tenths / 10n}.${fraction}`;
}

/** Shortens a count for display (spec section 9): as is below 1,000, "1.2K" below 10,000, "1.2w"/"1.2万" from 10,000. */
export function formatCount(n: number, lang: CountLang = 'en'): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  const count = BigInt(Math.floor(n));
  if (count < 1000n) return count.toString();
  if (count < 10_000n) return `${tenthsText(count, 1000n)}K`;
  return `${tenthsText(count, 10_000n)}${TEN_THOUSAND_UNIT[lang] ?? 'w'}`;
}
