import { describe, it, expect } from 'vitest';
import { moneyInputToMinor, normalizeMoneyInput } from './money-input.ts';

describe('normalizeMoneyInput', () => {
  it('keeps clean amounts unchanged', () => {
    expect(normalizeMoneyInput('12')).toBe('12');
    expect(normalizeMoneyInput('12.34')).toBe('12.34');
    expect(normalizeMoneyInput('0')).toBe('0');
    expect(normalizeMoneyInput('0.05')).toBe('0.05');
  });

  it('strips non-digits, keeps the first point and at most 2 decimals', () => {
    expect(normalizeMoneyInput('12a.3.456')).toBe('12.34');
    expect(normalizeMoneyInput('¥ 1,234.5')).toBe('1234.5');
    expect(normalizeMoneyInput('-5')).toBe('5');
    expect(normalizeMoneyInput('1e3')).toBe('13');
    expect(normalizeMoneyInput('1..2')).toBe('1.2');
  });

  it('keeps a trailing point so the shopper can keep typing', () => {
    expect(normalizeMoneyInput('12.')).toBe('12.');
    expect(normalizeMoneyInput('.')).toBe('0.');
  });

  it('adds a leading zero and drops redundant ones', () => {
    expect(normalizeMoneyInput('.5')).toBe('0.5');
    expect(normalizeMoneyInput('007')).toBe('7');
    expect(normalizeMoneyInput('00.50')).toBe('0.50');
    expect(normalizeMoneyInput('000')).toBe('0');
  });

  it('accepts full-width digits and dot from CJK keyboards', () => {
    expect(normalizeMoneyInput('１２．３４')).toBe('12.34');
  });

  it('returns an empty string when nothing usable is left', () => {
    expect(normalizeMoneyInput('')).toBe('');
    expect(normalizeMoneyInput('   ')).toBe('');
    expect(normalizeMoneyInput('abc')).toBe('');
    expect(normalizeMoneyInput(undefined as unknown as string)).toBe('');
  });
});

describe('moneyInputToMinor', () => {
  it('converts amounts to integer minor units', () => {
    expect(moneyInputToMinor('12.34')).toBe(1234);
    expect(moneyInputToMinor('12')).toBe(1200);
    expect(moneyInputToMinor('12.3')).toBe(1230);
    expect(moneyInputToMinor('12.')).toBe(1200);
    expect(moneyInputToMinor('.5')).toBe(50);
    expect(moneyInputToMinor('0')).toBe(0);
    expect(moneyInputToMinor('.')).toBe(0); // shown as "0." in the field
  });

  it('has no floating point errors', () => {
    expect(moneyInputToMinor('0.29')).toBe(29);
    expect(moneyInputToMinor('0.57')).toBe(57);
    expect(moneyInputToMinor('1.005')).toBe(100);
    expect(moneyInputToMinor('19.99')).toBe(1999);
  });

  it('normalizes messy input first', () => {
    expect(moneyInputToMinor('12a.3.456')).toBe(1234);
    expect(moneyInputToMinor(' ¥8.8 ')).toBe(880);
  });

  it('returns null when there is no amount', () => {
    expect(moneyInputToMinor('')).toBeNull();
    expect(moneyInputToMinor('   ')).toBeNull();
    expect(moneyInputToMinor('abc')).toBeNull();
  });

  it('returns null beyond the safe integer range', () => {
    expect(moneyInputToMinor('90071992547409.91')).toBe(9007199254740991);
    expect(moneyInputToMinor('90071992547409.92')).toBeNull();
    expect(moneyInputToMinor('1'.repeat(40))).toBeNull();
  });
});
