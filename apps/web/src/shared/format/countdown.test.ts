import { describe, it, expect } from 'vitest';
import { DEFAULT_COUNTDOWN_FORMAT, formatCountdown, splitCountdown } from './countdown.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('splitCountdown', () => {
  it('splits milliseconds into parts', () => {
    expect(splitCountdown(90_061_000)).toEqual({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      totalMs: 90_061_000,
      done: false,
    });
    expect(splitCountdown(59_999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59, totalMs: 59_999, done: false });
  });

  it('counts whole seconds only', () => {
    expect(splitCountdown(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 999, done: false });
  });

  it('is done at zero, below zero and for unusable input', () => {
    const done = { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, done: true };
    expect(splitCountdown(0)).toEqual(done);
    expect(splitCountdown(-5000)).toEqual(done);
    expect(splitCountdown(Number.NaN)).toEqual(done);
    expect(splitCountdown(Number.POSITIVE_INFINITY)).toEqual(done);
  });

  it('handles very long countdowns', () => {
    expect(splitCountdown(1000 * DAY + 23 * HOUR + 59 * MINUTE + 59 * SECOND).days).toBe(1000);
  });
});

describe('formatCountdown', () => {
  it('includes days by default', () => {
    expect(DEFAULT_COUNTDOWN_FORMAT).toBe('DD:HH:mm:ss');
    expect(formatCountdown(90_061_000)).toBe('01:01:01:01');
    expect(formatCountdown(5 * MINUTE + 3 * SECOND)).toBe('00:00:05:03');
  });

  it('lets hours absorb days when DD is absent', () => {
    expect(formatCountdown(90_061_000, 'HH:mm:ss')).toBe('25:01:01');
    expect(formatCountdown(5 * DAY, 'HH:mm:ss')).toBe('120:00:00');
  });

  it('folds larger units into the largest token present', () => {
    expect(formatCountdown(90_061_000, 'mm:ss')).toBe('1501:01');
    expect(formatCountdown(2 * MINUTE + 5 * SECOND, 'ss')).toBe('125');
  });

  it('keeps literal text around the tokens', () => {
    expect(formatCountdown(90_061_000, 'DD天HH时mm分ss秒')).toBe('01天01时01分01秒');
    expect(formatCountdown(90_061_000, 'DDd HHh')).toBe('01d 01h');
  });

  it('shows zeros once done', () => {
    expect(formatCountdown(0)).toBe('00:00:00:00');
    expect(formatCountdown(-1)).toBe('00:00:00:00');
    expect(formatCountdown(Number.NaN, 'HH:mm:ss')).toBe('00:00:00');
  });

  it('prints more than two digits when needed', () => {
    expect(formatCountdown(123 * DAY)).toBe('123:00:00:00');
  });

  it('returns a format without tokens unchanged', () => {
    expect(formatCountdown(90_061_000, '')).toBe('');
    expect(formatCountdown(90_061_000, 'soon')).toBe('soon');
  });
});
