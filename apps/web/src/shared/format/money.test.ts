import { describe, it, expect } from 'vitest';
import { formatMoney, type DisplayCurrency } from './money.ts';

const CNY: DisplayCurrency = { code: 'CNY', symbol: '¥', rate: 1, decimals: 2 };
const USD: DisplayCurrency = { code: 'USD', symbol: '$', rate: 0.1383, decimals: 2 };
const JPY: DisplayCurrency = { code: 'JPY', symbol: '円', rate: 20.5, decimals: 0 };

describe('formatMoney', () => {
  it('formats base-currency minor units with thousands separators', () => {
    expect(formatMoney(123_450, CNY)).toEqual({ symbol: '¥', amount: '1,234.50', text: '¥1,234.50' });
    expect(formatMoney(0, CNY)).toEqual({ symbol: '¥', amount: '0.00', text: '¥0.00' });
    expect(formatMoney(5, CNY).text).toBe('¥0.05');
    expect(formatMoney(99_999, CNY).text).toBe('¥999.99');
    expect(formatMoney(100_000, CNY).text).toBe('¥1,000.00');
    expect(formatMoney(123_456_789_00, CNY).text).toBe('¥123,456,789.00');
  });

  it('converts with the display rate', () => {
    expect(formatMoney(10_000, USD)).toEqual({ symbol: '$', amount: '13.83', text: '$13.83' });
    expect(formatMoney(123_450, USD).text).toBe('$170.73'); // 170.72835
    expect(formatMoney(123_450, JPY)).toEqual({ symbol: '円', amount: '25,307', text: '円25,307' }); // 25307.25
  });

  it('rounds half up without floating point drift', () => {
    const oneDecimal = { ...CNY, decimals: 1 };
    expect(formatMoney(1005, oneDecimal).text).toBe('¥10.1'); // 10.05
    expect(formatMoney(1004, oneDecimal).text).toBe('¥10.0');
    expect(formatMoney(29, { ...CNY, rate: 0.5 }).text).toBe('¥0.15'); // 0.145
    expect(formatMoney(1, { ...CNY, rate: 0.1, decimals: 3 }).text).toBe('¥0.001');
    expect(formatMoney(250, { ...JPY, rate: 1 }).text).toBe('円3'); // 2.5
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-123_450, CNY)).toEqual({ symbol: '¥', amount: '-1,234.50', text: '-¥1,234.50' });
    expect(formatMoney(-1005, { ...CNY, decimals: 1 }).text).toBe('-¥10.1');
  });

  it('never shows minus zero', () => {
    expect(formatMoney(-0, CNY).text).toBe('¥0.00');
    expect(formatMoney(-1, { ...CNY, decimals: 1 }).text).toBe('¥0.0');
  });

  it('honours other base decimals', () => {
    expect(formatMoney(1234, CNY, 0).text).toBe('¥1,234.00');
    expect(formatMoney(1234, CNY, 3).text).toBe('¥1.23'); // 1.234
  });

  it('handles huge values and tiny rates exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, CNY).text).toBe('¥90,071,992,547,409.91');
    expect(formatMoney(1e21, CNY).text).toBe('¥10,000,000,000,000,000,000.00');
    expect(formatMoney(1_000_000, { ...CNY, rate: 1e-7, decimals: 4 }).text).toBe('¥0.0010');
  });

  it('shows a placeholder for unusable prices or rates', () => {
    expect(formatMoney(Number.NaN, CNY)).toEqual({ symbol: '¥', amount: '--', text: '¥--' });
    expect(formatMoney(Number.POSITIVE_INFINITY, CNY).amount).toBe('--');
    expect(formatMoney(100, { ...CNY, rate: Number.NaN }).amount).toBe('--');
    expect(formatMoney(100, { ...CNY, rate: -1 }).amount).toBe('--');
  });

  it('copes with odd currency settings', () => {
    expect(formatMoney(100, { ...CNY, rate: 0 }).text).toBe('¥0.00');
    expect(formatMoney(123_450, { ...CNY, symbol: '' }).text).toBe('1,234.50');
    expect(formatMoney(123_450, { ...CNY, decimals: Number.NaN }).text).toBe('¥1,234.50');
    expect(formatMoney(123_450, { ...CNY, decimals: -3 }).text).toBe('¥1,235');
    expect(formatMoney(123_456, { ...CNY, decimals: 2.9 }).text).toBe('¥1,234.56');
  });
});
