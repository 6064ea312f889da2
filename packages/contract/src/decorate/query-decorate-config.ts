import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { LANGUAGES } from '../platform/languages.ts';

export const path = 'decorate/query/config';

export const THEMES = ['theme-sapphireblue', 'theme-bluewhite'] as const;
export const DEFAULT_THEME = 'theme-sapphireblue';
export const FALLBACK_THEME = 'theme-bluewhite';

export const ZCurrency = z.object({
  code: z.string().describe('ISO 4217 code, e.g. CNY'),
  symbol: z.string(),
  /** Units of this currency per one unit of the platform's base currency; display only. */
  rate: z.number().positive(),
  /** Digits after the decimal point when shown (JPY has none). */
  decimals: z.number().int().min(0).max(4),
});
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZQueryDecorateConfigRequest = ZEmptyRequest;
export const ZQueryDecorateConfigResponse = z.object({
  version: z.string().describe('config version, 1.0.0'),
  mallName: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  defaultCurrency: z.string(),
  defaultCurrencySysmbol: z.string().describe('spelling of the spec'),
  theme: z.string().describe('theme name; the web falls back to theme-bluewhite for a name it does not know'),
  baseCurrency: z.string().describe('the currency prices are held in'),
  currencies: z.array(ZCurrency),
});
export type TQueryDecorateConfigRequest = z.infer<typeof ZQueryDecorateConfigRequest>;
export type TQueryDecorateConfigResponse = z.infer<typeof ZQueryDecorateConfigResponse>;

export const queryDecorateConfig = defineEndpoint({
  path,
  access: 'public',
  summary: 'The decoration config: default language, currency and theme of the mall',
  request: ZQueryDecorateConfigRequest,
  response: ZQueryDecorateConfigResponse,
});
