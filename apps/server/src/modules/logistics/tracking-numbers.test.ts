import { describe, expect, it } from 'vitest';
import { SHIPPING_COMPANIES } from '../../seed/logistics/shipping-companies.ts';
import { fitsTrackingPattern, writeTrackingNo } from './tracking-numbers.ts';

describe('tracking numbers', () => {
  it('writes numbers that fit every seeded company\'s pattern, and varied ones', () => {
    for (const company of SHIPPING_COMPANIES) {
      const written = new Set<string>();
      for (let i = 0; i < 200; i += 1) {
        const no = writeTrackingNo(company.trackingPattern);
        expect(fitsTrackingPattern(company.trackingPattern, no), `${company.code} ${no}`).toBe(true);
        written.add(no);
      }
      expect(written.size, company.code).toBeGreaterThan(190);
    }
  });

  it('uses every alternative and length of a pattern', () => {
    const lengths = new Set(Array.from({ length: 200 }, () => writeTrackingNo('^(\\d{12}|\\d{15})$').length));
    expect([...lengths].sort()).toEqual([12, 15]);
    const japanPost = Array.from({ length: 200 }, () => writeTrackingNo('^(\\d{11,12}|[A-Z]{2}\\d{9}JP)$'));
    expect(japanPost.some((n) => n.endsWith('JP'))).toBe(true);
    expect(new Set(japanPost.filter((n) => /^\d+$/.test(n)).map((n) => n.length))).toEqual(new Set([11, 12]));
  });

  it('checks numbers against a pattern; a broken pattern fits nothing', () => {
    expect(fitsTrackingPattern('^SF\\d{13}$', 'SF1234567890123')).toBe(true);
    expect(fitsTrackingPattern('^SF\\d{13}$', 'SF123456789012')).toBe(false);
    expect(fitsTrackingPattern('^SF\\d{13}$', 'XSF1234567890123')).toBe(false);
    expect(fitsTrackingPattern('^E[A-Z]\\d{9}CN$', 'EA123456789CN')).toBe(true);
    expect(fitsTrackingPattern('^1Z[0-9A-Z]{16}$', '1Z999AA10123456784')).toBe(true);
    expect(fitsTrackingPattern('([', 'anything')).toBe(false);
  });
});
