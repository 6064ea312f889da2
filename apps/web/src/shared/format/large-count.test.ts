import { describe, it, expect } from 'vitest';
import { formatCount } from './large-count.ts';

describe('formatCount', () => {
  it('shows counts below 1,000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12.9)).toBe('12');
  });

  it('counts in K, M and B in English, a truncated tenth below 100 of a unit', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1200)).toBe('1.2K');
    expect(formatCount(1299)).toBe('1.2K');
    expect(formatCount(9999)).toBe('9.9K');
    expect(formatCount(10_000)).toBe('10K');
    expect(formatCount(99_999)).toBe('99.9K');
    expect(formatCount(647_300)).toBe('647K');
    expect(formatCount(1_000_000)).toBe('1M');
    expect(formatCount(123_456_789)).toBe('123M');
    expect(formatCount(2_500_000_000)).toBe('2.5B');
  });

  it('counts in 万 and 亿 in Chinese, 万 and 億 in Japanese, and writes out what is below 万', () => {
    expect(formatCount(1200, 'zh')).toBe('1200');
    expect(formatCount(9999, 'ja')).toBe('9999');
    expect(formatCount(12_345, 'zh')).toBe('1.2万');
    expect(formatCount(10_000, 'ja')).toBe('1万');
    expect(formatCount(647_300, 'zh')).toBe('64.7万');
    expect(formatCount(12_345_678, 'zh')).toBe('1234万');
    expect(formatCount(310_000_000, 'zh')).toBe('3.1亿');
    expect(formatCount(310_000_000, 'ja')).toBe('3.1億');
    expect(formatCount(42, 'ja')).toBe('42');
  });

  it('handles huge values without exponent notation', () => {
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9007199B');
    expect(formatCount(2e21)).toBe('2000000000000B');
    expect(formatCount(2e21, 'zh')).toBe('20000000000000亿');
  });

  it('returns "0" for negative, NaN and infinite input', () => {
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe('0');
  });
});
