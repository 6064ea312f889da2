import { describe, it, expect } from 'vitest';
import { isValidPhone } from './validate-phone.ts';

describe('isValidPhone', () => {
  it('accepts plain national numbers', () => {
    expect(isValidPhone('13812345678')).toBe(true);
    expect(isValidPhone('2125550100')).toBe(true);
    expect(isValidPhone('138123455678')).toBe(true); // 3 + 5 + 4
  });

  it('accepts country prefixes with or without "+" and separators', () => {
    expect(isValidPhone('+86 138 1234 5678')).toBe(true);
    expect(isValidPhone('+8613812345678')).toBe(true);
    expect(isValidPhone('86-138-1234-5678')).toBe(true);
    expect(isValidPhone('1-212-555-0100')).toBe(true);
    expect(isValidPhone('+1 212 555 0100')).toBe(true);
    expect(isValidPhone('+852 9123 45678')).toBe(false); // 4 + 5 digits does not fit 3 / 3-5 / 4
  });

  it('trims surrounding whitespace', () => {
    expect(isValidPhone('  13812345678 \n')).toBe(true);
  });

  it('rejects letters and stray symbols', () => {
    expect(isValidPhone('1381234567a')).toBe(false);
    expect(isValidPhone('abc')).toBe(false);
    expect(isValidPhone('138.1234.5678')).toBe(false);
    expect(isValidPhone('++86 13812345678')).toBe(false);
    expect(isValidPhone('138  1234 5678')).toBe(false); // double separator
  });

  it('rejects too short and too long numbers', () => {
    expect(isValidPhone('123456789')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false); // 16 digits
    expect(isValidPhone('+1234 138 1234 5678')).toBe(false); // 4-digit prefix
  });

  it('rejects empty and whitespace-only input', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('   ')).toBe(false);
    expect(isValidPhone(undefined as unknown as string)).toBe(false);
  });
});
