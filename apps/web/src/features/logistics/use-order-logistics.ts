import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { LOGISTICS_API, orderLogisticsKey } from './logistics-api.ts';

/** While a parcel is on its way the page asks again this often, so new events appear without a pull. */
const ON_THE_WAY_REFRESH_MS = 30_000;

/** One of the shopper's orders with its parcel and timeline; undefined id (a bad link) asks nothing. */
export function useOrderLogistics(orderId: number | undefined) {
  const { token } = useSession();
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: orderLogisticsKey(orderId ?? 0, i18n.language),
    queryFn: ({ signal }) => callApi(LOGISTICS_API.orderLogistics, { orderId: orderId ?? 0 }, { signal, autoShowError: false }),
    enabled: token !== undefined && orderId !== undefined,
    retry: false,
    refetchInterval: (query) => {
      const parcel = query.state.data?.shipment;
      return parcel && parcel.status !== 'Delivered' ? ON_THE_WAY_REFRESH_MS : false;
    },
  });
}
