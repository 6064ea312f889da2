import { queryOptions } from '@tanstack/react-query';
import type { ScoreExchangeStatus } from '@mall/contract/loyalty/score-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { keysetPages } from '../../shared/query/keyset-pages.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_EXCHANGES_API } from './merchant-exchanges-api.ts';

const PAGE_SIZE = 20;

/** Key prefixes of the console's points swaps (under `user`: dropped at login and logout). */
export const merchantExchangeKeys = {
  /** Every list of one shop, in every language: what shipping one makes stale (it moves list). */
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-score-exchanges', shopId] as const,
};

export const merchantExchangeQueries = {
  /** One status of a shop's points swaps, a keyset page at a time. */
  list: (lang: Lang, shopId: number, status: ScoreExchangeStatus) =>
    keysetPages([...merchantExchangeKeys.shop(shopId), status, lang], (after, signal) =>
      callApiForQuery(MERCHANT_EXCHANGES_API.query, { shopId, status, pageSize: PAGE_SIZE, ...(after ? { after } : {}) }, { lang, signal, autoShowError: false }),
    ),
  /** `resource/query/shipping/company`, keyed as the order ship sheet keys it, so all read one cached list. */
  shippingCompanies: (lang: Lang) =>
    queryOptions({
      queryKey: ['logistics', 'shipping-companies', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_EXCHANGES_API.shippingCompanies, {}, { lang, signal }),
      staleTime: 10 * 60_000,
    }),
};
