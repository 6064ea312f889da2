import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEditMerchantHealthGoodsRequest } from '@mall/contract/health/edit-merchant-health-goods';
import type { TMerchantMedicineQuoteRequest } from '@mall/contract/health/merchant-medicine-quote';
import type { TReleaseMedicineDemandRequest } from '@mall/contract/health/release-medicine-demand';
import type { TUpdateMedicineDemandStatusRequest } from '@mall/contract/health/update-medicine-demand-status';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { HEALTH_API } from './health-api.ts';
import { healthKeys, healthQueries } from './health-queries.ts';

/** Medicines on sale, best-selling first, page after page (OTC only, or one category). */
export const useMedicines = (filter: { drugClass?: 'otc' | 'rx'; categoryId?: number; shopId?: number }) => useInfiniteQuery(healthQueries.medicines(useQueryLang(), filter));
export const useHealthGoods = (goodsId: number | undefined) => useQuery({ ...healthQueries.goods(useQueryLang(), goodsId ?? 0), enabled: goodsId !== undefined });
export const useMyDemands = () => useInfiniteQuery(healthQueries.mine(useQueryLang()));
export const useMerchantDemands = (shopId: number) => useInfiniteQuery(healthQueries.shop(useQueryLang(), shopId));
export const useShopMedicineFacts = (shopId: number) => useQuery(healthQueries.shopFacts(useQueryLang(), shopId));

export function useReleaseDemand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReleaseMedicineDemandRequest) => callApi(HEALTH_API.release, body, { autoShowError: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: healthKeys.mine }),
  });
}

export function useDemandStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMedicineDemandStatusRequest) => callApi(HEALTH_API.status, body, { autoShowError: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: healthKeys.mine }),
  });
}

export function useDemandConversation() {
  return useMutation({ mutationFn: (body: { demandId: number; shopId: number }) => callApi(HEALTH_API.conversation, body, { autoShowError: false }) });
}

export function useSendQuote(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TMerchantMedicineQuoteRequest) => callApi(HEALTH_API.quote, body, { autoShowError: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: healthKeys.shop(shopId) }),
  });
}

/** The pharmacy saves a medicine's regulatory text: its own list and every page showing medicine facts read again. */
export function useEditMedicineFacts(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditMerchantHealthGoodsRequest) => callApi(HEALTH_API.editFacts, body, { autoShowError: false }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: healthKeys.shopFacts(shopId) });
      void queryClient.invalidateQueries({ queryKey: healthKeys.public });
    },
  });
}
