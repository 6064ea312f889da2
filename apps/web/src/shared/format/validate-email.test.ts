import { describe, it, expect } from 'vitest';
import { isValidEmail } from './validate-email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('alice@example.com')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.example.co.jp')).toBe(true);
    expect(isValidEmail('USER_1@sub-domain.example.org')).toBe(true);
    expect(isValidEmail("o'brien@example.ie")).toBe(true);
  });

  it('trims surrounding whitespace', () => {
    expect(isValidEmail('  alice@example.com\t')).toBe(true);
  });

  it('rejects phone numbers (the original defect)', () => {
    expect(isValidEmail('13812345678')).toBe(false);
    expect(isValidEmail('+86 138 1234 5678')).toBe(false);
  });

  it('requires exactly one @ with text on both sides', () => {
    expect(isValidEmail('alice.example.com')).toBe(false);
    expect(isValidEmail('alice@@example.com')).toBe(false);
    expect(isValidEmail('a@b@example.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('alice@')).toBe(false);
  });

  it('rejects spaces and consecutive or edge dots', () => {
    expect(isValidEmail('al ice@example.com')).toBe(false);
    expect(isValidEmail('alice@exa mple.com')).toBe(false);
    expect(isValidEmail('al..ice@example.com')).toBe(false);
    expect(isValidEmail('.alice@example.com')).toBe(false);
    expect(isValidEmail('alice.@example.com')).toBe(false);
    expect(isValidEmail('alice@example..com')).toBe(false);
    expect(isValidEmail('alice@.example.com')).toBe(false);
  });

  it('checks the domain labels and the TLD', () => {
    expect(isValidEmail('alice@localhost')).toBe(false);
    expect(isValidEmail('alice@example.c')).toBe(false);
    expect(isValidEmail('alice@example.123')).toBe(false);
    expect(isValidEmail('alice@-example.com')).toBe(false);
    expect(isValidEmail('alice@example-.com')).toBe(false);
    expect(isValidEmail('alice@exa_mple.com')).toBe(false);
  });

  it('enforces the length limits', () => {
    const local64 = 'a'.repeat(64);
    expect(isValidEmail(`${local64}@example.com`)).toBe(true);
    expect(isValidEmail(`${local64}a@example.com`)).toBe(false);
    const label = 'b'.repeat(60);
    const fits = `${local64}@${label}.${label}.${label}.${'c'.repeat(3)}`;
    const tooLong = `${local64}@${label}.${label}.${label}.${'c'.repeat(10)}`;
    expect(fits.length).toBe(251);
    expect(tooLong.length).toBe(258);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(tooLong)).toBe(false);
    expect(isValidEmail(`x@${'d'.repeat(64)}.com`)).toBe(false); // 64-char label
  });

  it('rejects empty and non-string input', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('   ')).toBe(false);
    expect(isValidEmail(null as unknown as string)).toBe(false);
  });
});
