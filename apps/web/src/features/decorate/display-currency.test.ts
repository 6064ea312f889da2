import { describe, expect, it } from 'vitest';
import { pickDisplayCurrency } from './display-currency.ts';

const config = {
  defaultCurrency: 'CNY',
  defaultCurrencySysmbol: '¥',
  currencies: [
    { code: 'CNY', symbol: '¥', rate: 1, decimals: 2 },
    { code: 'JPY', symbol: '円', rate: 21, decimals: 0 },
  ],
};

describe('pickDisplayCurrency', () => {
  it("uses the mall's default when the shopper chose nothing", () => {
    expect(pickDisplayCurrency(config, undefined, undefined)).toEqual({ code: 'CNY', symbol: '¥', rate: 1, decimals: 2 });
  });

  it("uses the shopper's stored currency and symbol", () => {
    expect(pickDisplayCurrency(config, 'JPY', undefined)).toEqual({ code: 'JPY', symbol: '円', rate: 21, decimals: 0 });
    expect(pickDisplayCurrency(config, 'JPY', '¥')).toEqual({ code: 'JPY', symbol: '¥', rate: 21, decimals: 0 });
  });

  it('ignores a stored currency the mall no longer offers', () => {
    expect(pickDisplayCurrency(config, 'GBP', undefined).code).toBe('CNY');
  });

  it('falls back to "$" when nobody names a symbol', () => {
    const bare = { defaultCurrency: 'XXX', defaultCurrencySysmbol: '', currencies: [] };
    expect(pickDisplayCurrency(bare, undefined, undefined)).toEqual({ code: 'XXX', symbol: '$', rate: 1, decimals: 2 });
  });
});
