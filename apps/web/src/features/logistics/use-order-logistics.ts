import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { logisticsQueries } from './logistics-queries.ts';

/** One of the shopper's orders with its parcel and timeline; undefined id (a bad link) asks nothing. */
export function useOrderLogistics(orderId: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...logisticsQueries.orderLogistics(useQueryLang(), orderId ?? 0), enabled: token !== undefined && orderId !== undefined });
}
