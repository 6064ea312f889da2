import { useTranslation } from 'react-i18next';
import type { TCurrency } from '@mall/contract/decorate/query-decorate-config';
import { useSession } from '../../shared/session/use-session.ts';
import { pickDisplayCurrency } from './display-currency.ts';
import { useDecorateConfig } from './use-decorate-config.ts';

/** The currency to show prices in, marked as the shown language marks it; undefined until the config is known. */
export function useDisplayCurrency(): TCurrency | undefined {
  const { data } = useDecorateConfig();
  const { currency, currencySymbol } = useSession();
  const { i18n } = useTranslation();
  return data ? pickDisplayCurrency(data, currency, currencySymbol, HTML_LANG_OF[i18n.language] ?? i18n.language) : undefined;
}

/** The locale whose currency marks apply: Chinese as written in China. */
const HTML_LANG_OF: Record<string, string> = { zh: 'zh-CN' };
