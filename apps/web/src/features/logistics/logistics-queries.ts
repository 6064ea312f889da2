import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/platform/languages';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { callApiForQuery } from '../../shared/transport/call-api.ts';
import { LOGISTICS_API } from './logistics-api.ts';

/** While a parcel is on its way the page asks again this often, so new events appear without a pull. */
const ON_THE_WAY_REFRESH_MS = 30_000;

export const logisticsQueries = {
  /** One of the shopper's orders with its parcel and timeline (texts in the caller's language). */
  orderLogistics: (lang: Lang, orderId: number) =>
    queryOptions({
      queryKey: [...QUERY_ROOTS.logistics, orderId, lang],
      queryFn: ({ signal }) => callApiForQuery(LOGISTICS_API.orderLogistics, { orderId }, { lang, signal, autoShowError: false }),
      retry: false,
      refetchInterval: (query) => {
        const parcel = query.state.data?.shipment;
        return parcel && parcel.status !== 'Delivered' ? ON_THE_WAY_REFRESH_MS : false;
      },
    }),
};
