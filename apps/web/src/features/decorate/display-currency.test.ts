import { describe, expect, it } from 'vitest';
import { currencyLabel, localCurrencyName, localCurrencySymbol, pickDisplayCurrency } from './display-currency.ts';

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

describe('the symbol of the shown language', () => {
  it('marks each currency as the language does, so that the yuan never reads as the yen', () => {
    expect(pickDisplayCurrency(config, 'CNY', '¥', 'zh-CN').symbol).toBe('¥');
    expect(pickDisplayCurrency(config, 'CNY', '¥', 'en').symbol).toBe('CN¥');
    expect(pickDisplayCurrency(config, 'CNY', '¥', 'ja').symbol).toBe('元');
    expect(pickDisplayCurrency(config, 'JPY', '¥', 'ja').symbol).toBe('￥');
    expect(pickDisplayCurrency(config, 'JPY', undefined, 'en').symbol).toBe('¥');
  });

  it('keeps the stored or configured symbol for a code the browser does not know', () => {
    expect(localCurrencySymbol('XQQ1', 'en')).toBeUndefined();
  });
});

describe('currencyLabel', () => {
  const en = (name: string, symbol: string) => `${name} (${symbol})`;
  const cjk = (name: string, symbol: string) => `${name}（${symbol}）`;

  it('names the currency in the language, with the mark its prices carry', () => {
    expect(currencyLabel({ code: 'CNY', symbol: 'CN¥' }, 'en', en)).toBe('Chinese Yuan (CN¥)');
    expect(currencyLabel({ code: 'CNY', symbol: '¥' }, 'zh-CN', cjk)).toBe('人民币（¥）');
    expect(currencyLabel({ code: 'USD', symbol: '$' }, 'ja', cjk)).toBe('米ドル（$）');
  });

  it('gives the name alone when it already holds the mark', () => {
    expect(currencyLabel({ code: 'CNY', symbol: '元' }, 'ja', cjk)).toBe('中国人民元');
  });

  it('falls back to the code for a currency the browser does not know', () => {
    expect(localCurrencyName('XQQ', 'en')).toBeUndefined();
    expect(currencyLabel({ code: 'XQQ', symbol: 'Q' }, 'en', en)).toBe('XQQ (Q)');
  });
});
