import type { TCurrency } from '@mall/contract/decorate/query-decorate-config';
import { useSession } from '../../shared/session/use-session.ts';
import { pickDisplayCurrency } from './display-currency.ts';
import { useDecorateConfig } from './use-decorate-config.ts';

/** The currency to show prices in (for shared/format/money's formatMoney); undefined until the config is known. */
export function useDisplayCurrency(): TCurrency | undefined {
  const { data } = useDecorateConfig();
  const { currency, currencySymbol } = useSession();
  return data ? pickDisplayCurrency(data, currency, currencySymbol) : undefined;
}
