import { describe, it, expect } from 'vitest';
import { maskMobile } from './mask-mobile.ts';

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 digits of an 11-digit number', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });

  it('drops separators inside the national number', () => {
    expect(maskMobile('138 1234 5678')).toBe('138****5678');
    expect(maskMobile('138-1234-5678')).toBe('138****5678');
  });

  it('keeps a leading country prefix', () => {
    expect(maskMobile('+86 13812345678')).toBe('+86 138****5678');
    expect(maskMobile('+86 138 1234 5678')).toBe('+86 138****5678');
    expect(maskMobile('+86-13812345678')).toBe('+86-138****5678');
    expect(maskMobile('+8613812345678')).toBe('+86138****5678');
    expect(maskMobile('1-212-555-0100')).toBe('1-212***0100');
    expect(maskMobile('86 13812345678')).toBe('86 138****5678');
  });

  it('masks other lengths with fewer visible digits', () => {
    expect(maskMobile('2125550100')).toBe('212***0100'); // 10
    expect(maskMobile('138123456789')).toBe('138*****6789'); // 12
    expect(maskMobile('123456789')).toBe('123****89'); // 9
    expect(maskMobile('1234567')).toBe('123**67'); // 7
    expect(maskMobile('123456')).toBe('1****6'); // 6
    expect(maskMobile('1234')).toBe('1**4'); // 4
    expect(maskMobile('123')).toBe('***');
    expect(maskMobile('1')).toBe('*');
  });

  it('trims whitespace', () => {
    expect(maskMobile('  13812345678  ')).toBe('138****5678');
  });

  it('returns an empty string for empty or digit-less input', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile('   ')).toBe('');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile(undefined)).toBe('');
    expect(maskMobile('abc')).toBe('');
    expect(maskMobile('+')).toBe('');
  });

  it('never reveals more than the kept ends of a very long value', () => {
    expect(maskMobile('1'.repeat(30))).toBe(`111${'*'.repeat(23)}1111`);
  });
});
