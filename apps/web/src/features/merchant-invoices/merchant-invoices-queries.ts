import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MerchantInvoiceTab } from '@mall/contract/invoice/query-merchant-invoices';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { MERCHANT_INVOICES_API } from './merchant-invoices-api.ts';

const PAGE_SIZE = 20;

/** Key prefixes of the console's invoice lists (under `user`: dropped at login and logout). */
export const merchantInvoiceKeys = {
  /** Both tabs of one shop's invoices, in every language: what an issue makes stale. */
  shop: (shopId: number) => [...QUERY_ROOTS.user, 'merchant-invoices', shopId] as const,
};

export const merchantInvoiceQueries = {
  /** One tab of a shop's invoices, a keyset page at a time; issued ones carry PDF links that last ten minutes. */
  list: (lang: Lang, shopId: number, status: MerchantInvoiceTab) =>
    infiniteQueryOptions({
      queryKey: [...merchantInvoiceKeys.shop(shopId), status, lang],
      queryFn: ({ pageParam, signal }) =>
        callApiForQuery(MERCHANT_INVOICES_API.query, { shopId, status, pageSize: PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) }, { lang, signal, autoShowError: false }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
      staleTime: 0,
    }),
};
