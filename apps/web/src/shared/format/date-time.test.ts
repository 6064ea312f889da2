import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatShortTime } from './date-time.ts';

describe('formatShortTime', () => {
  const now = new Date(2025, 4, 20, 18, 0);

  it('shows the time for today, the day for this year, the full date before', () => {
    expect(formatShortTime(new Date(2025, 4, 20, 9, 5).toISOString(), 'en', now)).toBe('09:05');
    expect(formatShortTime(new Date(2025, 2, 3, 9, 5).toISOString(), 'en', now)).toBe('Mar 3');
    expect(formatShortTime(new Date(2024, 2, 3, 9, 5).toISOString(), 'en', now)).toBe('Mar 3, 2024');
    expect(formatShortTime(new Date(2025, 2, 3, 9, 5).toISOString(), 'zh', now)).toBe('3月3日');
    expect(formatShortTime(new Date(2025, 2, 3, 9, 5).toISOString(), 'ja', now)).toBe('3月3日');
  });

  it('is empty for an unreadable time', () => {
    expect(formatShortTime('not a date', 'en', now)).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDate('x', 'zh')).toBe('');
  });

  it('writes dates in the language', () => {
    expect(formatDate(new Date(2025, 0, 9).toISOString(), 'en')).toBe('January 9, 2025');
    expect(formatDate(new Date(2025, 0, 9).toISOString(), 'zh')).toBe('2025年1月9日');
    expect(formatDate(new Date(2025, 0, 9).toISOString(), 'ja')).toBe('2025年1月9日');
  });
});
