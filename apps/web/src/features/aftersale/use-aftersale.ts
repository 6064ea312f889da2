import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApplyReturnRequest } from '@mall/contract/aftersale/apply-return';
import type { TDeliverReturnGoodsRequest } from '@mall/contract/aftersale/deliver-return-goods';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { AFTERSALE_API } from './aftersale-api.ts';
import { aftersaleQueries } from './aftersale-queries.ts';

export function useReturns() {
  const { token } = useSession();
  return useInfiniteQuery({ ...aftersaleQueries.list(useQueryLang()), enabled: token !== undefined });
}

export function useOrderReturns(orderId: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...aftersaleQueries.byOrder(useQueryLang(), orderId ?? 0), enabled: token !== undefined && orderId !== undefined });
}

export function useReturnDetail(returnId: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...aftersaleQueries.detail(useQueryLang(), returnId ?? 0), enabled: token !== undefined && returnId !== undefined });
}

export function useReturnReasons() {
  return useQuery(aftersaleQueries.reasons(useQueryLang()));
}

export function useShippingCompanies(enabled: boolean) {
  return useQuery({ ...aftersaleQueries.companies(useQueryLang()), enabled });
}

export function useGoodsSkus(goodsId: number, enabled: boolean) {
  return useQuery({ ...aftersaleQueries.goods(useQueryLang(), goodsId), enabled });
}

/** A request changes its order (refunds, its status) and the me tab's counts: all are fetched again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders });
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
  };
}

export function useApplyReturn() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: TApplyReturnRequest) => callApi(AFTERSALE_API.apply, body, { autoShowError: false }), onSettled: refresh });
}

export function useCancelReturn() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (returnId: number) => callApi(AFTERSALE_API.cancel, { returnId }), onSettled: refresh });
}

export function useDeliverReturn() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: TDeliverReturnGoodsRequest) => callApi(AFTERSALE_API.deliver, body, { autoShowError: false }), onSettled: refresh });
}
