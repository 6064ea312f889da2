import { describe, expect, it } from 'vitest';
import { checkPassword, codeDigits, isSignCode, isStrongEnough } from './password-rules.ts';

describe('password rules', () => {
  it('needs 8-64 characters with a letter and a digit', () => {
    expect(checkPassword('abc')).toEqual({ length: false, letter: true, digit: false });
    expect(checkPassword('12345678')).toEqual({ length: true, letter: false, digit: true });
    expect(isStrongEnough('secret12')).toBe(true);
    expect(isStrongEnough('Secret 12 with spaces')).toBe(true);
    expect(isStrongEnough('a1'.repeat(32))).toBe(true);
    expect(isStrongEnough('a1'.repeat(32) + 'x')).toBe(false);
    expect(isStrongEnough('')).toBe(false);
  });
});

describe('verification codes', () => {
  it('are six digits', () => {
    expect(isSignCode('012345')).toBe(true);
    expect(isSignCode('12345')).toBe(false);
    expect(isSignCode('12345a')).toBe(false);
  });

  it('keeps the digits of a pasted code', () => {
    expect(codeDigits(' 123 456 ')).toBe('123456');
    expect(codeDigits('Your code is 987654.')).toBe('987654');
    expect(codeDigits('1234567')).toBe('123456');
  });
});
