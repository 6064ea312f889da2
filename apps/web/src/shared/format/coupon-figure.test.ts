import { describe, expect, it } from 'vitest';
import { percentFigure, roundAmount } from './coupon-figure.ts';

describe('coupon figures', () => {
  it('drops zero cents only', () => {
    expect(roundAmount('10.00')).toBe('10');
    expect(roundAmount('1,200.00')).toBe('1,200');
    expect(roundAmount('9.90')).toBe('9.90');
    expect(roundAmount('500')).toBe('500');
    expect(roundAmount('1,000')).toBe('1,000');
  });

  it('shows percentages as taken off, in Chinese as paid', () => {
    expect(percentFigure(15, 'en')).toBe('15');
    expect(percentFigure(15, 'zh')).toBe('8.5');
    expect(percentFigure(10, 'zh-CN')).toBe('9');
    expect(percentFigure(5, 'ja')).toBe('5');
  });
});
