import { z } from 'zod';
import {
  DEFAULT_THEME,
  FALLBACK_THEME,
  THEMES,
  ZCurrency,
  type TQueryDecorateConfigResponse,
} from '@mall/contract/decorate/query-decorate-config';
import { LANGUAGES, type Lang, type Localized } from '@mall/contract/platform/languages';
import type { Settings } from '../../platform/settings.ts';

export const DECORATE_CONFIG_KEY = 'decorate.config';

/** The stored decoration config; operators change it in the platform console (a later issue). */
export const ZStoredDecorateConfig = z.object({
  version: z.string(),
  mallName: z.record(z.enum(LANGUAGES), z.string()),
  defaultLanguage: z.enum(LANGUAGES),
  defaultCurrency: z.string(),
  theme: z.string(),
  baseCurrency: z.string(),
  currencies: z.array(ZCurrency).min(1),
});
export type StoredDecorateConfig = z.infer<typeof ZStoredDecorateConfig>;

export const DEFAULT_DECORATE_CONFIG: StoredDecorateConfig = {
  version: '1.0.0',
  mallName: { en: 'Sapphire Mall', zh: '蓝宝商城', ja: 'サファイアモール' } satisfies Localized,
  defaultLanguage: 'en',
  defaultCurrency: 'CNY',
  theme: DEFAULT_THEME,
  baseCurrency: 'CNY',
  currencies: [
    { code: 'CNY', symbol: '¥', rate: 1, decimals: 2 },
    { code: 'USD', symbol: '$', rate: 0.14, decimals: 2 },
    { code: 'JPY', symbol: '円', rate: 21, decimals: 0 },
    { code: 'EUR', symbol: '€', rate: 0.13, decimals: 2 },
  ],
};

// Every launch asks for the config: answers are kept per stored config (a change brings a new object) and language.
const answered = new WeakMap<StoredDecorateConfig, Partial<Record<Lang, TQueryDecorateConfigResponse>>>();

/** The decoration config as the app reads it at launch, with the mall name in the caller's language. */
export async function queryDecorateConfig(settings: Settings, lang: Lang): Promise<TQueryDecorateConfigResponse> {
  const stored = (await settings.get(DECORATE_CONFIG_KEY, ZStoredDecorateConfig)) ?? DEFAULT_DECORATE_CONFIG;
  let byLang = answered.get(stored);
  if (!byLang) answered.set(stored, (byLang = {}));
  return (byLang[lang] ??= buildDecorateConfig(stored, lang));
}

function buildDecorateConfig(stored: StoredDecorateConfig, lang: Lang): TQueryDecorateConfigResponse {
  const currency = stored.currencies.find((c) => c.code === stored.defaultCurrency) ?? stored.currencies[0]!;
  return {
    version: stored.version,
    mallName: stored.mallName[lang] ?? stored.mallName.en ?? DEFAULT_DECORATE_CONFIG.mallName.en!,
    defaultLanguage: stored.defaultLanguage,
    defaultCurrency: currency.code,
    defaultCurrencySysmbol: currency.symbol,
    // A theme name the app does not know would leave it unstyled; the spec's fallback is theme-bluewhite.
    theme: (THEMES as readonly string[]).includes(stored.theme) ? stored.theme : FALLBACK_THEME,
    baseCurrency: stored.baseCurrency,
    currencies: stored.currencies,
  };
}
