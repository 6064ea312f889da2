import { createContext, useCallback, useContext } from 'react';
import { formatMoney, type DisplayCurrency, type FormattedMoney } from './money.ts';

/**
 * The display currency for every price on screen. The app shell fills it from the decoration config and the
 * shopper's choice (features/decorate), so features can show prices without importing that feature.
 */
export const DisplayCurrencyContext = createContext<DisplayCurrency | undefined>(undefined);

const UNKNOWN: FormattedMoney = { symbol: '', amount: '--', text: '--' };

/** A formatter for base-currency minor units in the display currency; "--" until the currency is known. */
export function useFormatMoney(): (minor: number) => FormattedMoney {
  const currency = useContext(DisplayCurrencyContext);
  return useCallback((minor: number) => (currency ? formatMoney(minor, currency) : UNKNOWN), [currency]);
}
