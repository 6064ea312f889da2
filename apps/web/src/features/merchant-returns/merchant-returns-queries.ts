import { queryOptions } from '@tanstack/react-query';
import type { MerchantReturnQueue } from '@mall/contract/aftersale/query-merchant-returns';
import type { Lang } from '@mall/contract/platform/languages';
import { keysetPages } from '../../shared/query/keyset-pages.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_RETURNS_API } from './merchant-returns-api.ts';

const PAGE_SIZE = 20;

/** Key prefixes of the console's after-sales queues (under `user`: dropped at login and logout). */
export const merchantReturnKeys = {
  /** Every queue of one shop, in every language: what any answer makes stale (a request moves queue). */
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-returns', shopId] as const,
};

export const merchantReturnQueries = {
  /** One queue of a shop's after-sales requests, a keyset page at a time. */
  queue: (lang: Lang, shopId: number, queue: MerchantReturnQueue) =>
    keysetPages([...merchantReturnKeys.shop(shopId), queue, lang], (after, signal) =>
      callApiForQuery(MERCHANT_RETURNS_API.query, { shopId, queue, pageSize: PAGE_SIZE, ...(after ? { after } : {}) }, { lang, signal, autoShowError: false }),
    ),
  /** `resource/query/shipping/company`, keyed as the order ship sheet keys it, so all read one cached list. */
  shippingCompanies: (lang: Lang) =>
    queryOptions({
      queryKey: ['logistics', 'shipping-companies', lang],
      queryFn: ({ signal }) => callApiForQuery(MERCHANT_RETURNS_API.shippingCompanies, {}, { lang, signal }),
      staleTime: 10 * 60_000,
    }),
};
