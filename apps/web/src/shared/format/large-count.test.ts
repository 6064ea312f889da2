import { describe, it, expect } from 'vitest';
import { formatCount } from './large-count.ts';

describe('formatCount', () => {
  it('shows counts below 1,000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(12.9)).toBe('12');
  });

  it('uses K with one decimal for thousands', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1200)).toBe('1.2K');
    expect(formatCount(1250)).toBe('1.2K');
    expect(formatCount(1299)).toBe('1.2K');
    expect(formatCount(9999)).toBe('9.9K');
  });

  it('uses w from 10,000 in English', () => {
    expect(formatCount(10_000)).toBe('1w');
    expect(formatCount(12_345)).toBe('1.2w');
    expect(formatCount(99_999)).toBe('9.9w');
    expect(formatCount(100_000)).toBe('10w');
    expect(formatCount(123_456_789)).toBe('12345.6w');
  });

  it('uses 万 in Chinese and Japanese', () => {
    expect(formatCount(12_345, 'zh')).toBe('1.2万');
    expect(formatCount(10_000, 'ja')).toBe('1万');
    expect(formatCount(1200, 'zh')).toBe('1.2K');
    expect(formatCount(42, 'ja')).toBe('42');
  });

  it('handles huge values', () => {
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('900719925474w');
    expect(formatCount(1e21)).toBe('100000000000000000w');
    expect(formatCount(2e21)).toBe('200000000000000000w'); // never exponent notation
  });

  it('returns "0" for negative, NaN and infinite input', () => {
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe('0');
  });
});
