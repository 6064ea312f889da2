import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZCurrency } from '../decorate/query-decorate-config.ts';

export const path = 'user/info/query/currency';

export const ZQueryUserCurrencyResponse = ZCurrency.extend({
  /** Whether the user chose it, or it is the platform default. */
  chosen: z.boolean(),
});
export type TQueryUserCurrencyResponse = z.infer<typeof ZQueryUserCurrencyResponse>;

export const queryUserCurrency = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller\'s display currency (their choice, or the platform default) with its rate',
  request: ZEmptyRequest,
  response: ZQueryUserCurrencyResponse,
});
