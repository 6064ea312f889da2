import { describe, expect, it } from 'vitest';
import { isoOfLocalInput, localInputOf, minorUnitsOf, textIn, typedOf } from './content-helpers.ts';

describe('money typed in the console', () => {
  it('reads major units with up to two decimals as exact minor units', () => {
    expect(minorUnitsOf('12')).toBe(1200);
    expect(minorUnitsOf('12.5')).toBe(1250);
    expect(minorUnitsOf(' 0.07 ')).toBe(7);
    expect(minorUnitsOf('19.99')).toBe(1999);
    expect(minorUnitsOf('1000000')).toBe(100_000_000);
    expect(minorUnitsOf('1000000.01')).toBeUndefined();
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,5', '.5', '12.']) expect(minorUnitsOf(bad), bad).toBeUndefined();
  });
  it('writes minor units back for editing', () => {
    expect(typedOf(1250)).toBe('12.50');
    expect(typedOf(7)).toBe('0.07');
    expect(minorUnitsOf(typedOf(123_456))).toBe(123_456);
  });
});

describe('other helpers', () => {
  it('round-trips a local date-time field and picks a written language', () => {
    const iso = '2026-05-01T08:30:00.000Z';
    expect(isoOfLocalInput(localInputOf(iso))).toBe(iso);
    expect(isoOfLocalInput('')).toBeUndefined();
    expect(textIn({ en: '', zh: '中', ja: '' }, 'en')).toBe('中');
  });
});
