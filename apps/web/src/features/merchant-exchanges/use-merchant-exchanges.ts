import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShipScoreExchangeRequest } from '@mall/contract/loyalty/ship-score-exchange';
import type { ScoreExchangeStatus } from '@mall/contract/loyalty/score-fields';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_EXCHANGES_API } from './merchant-exchanges-api.ts';
import { merchantExchangeKeys, merchantExchangeQueries } from './merchant-exchanges-queries.ts';

export function useShopExchanges(shopId: number, status: ScoreExchangeStatus) {
  return useInfiniteQuery(merchantExchangeQueries.list(useQueryLang(), shopId, status));
}

export function useExchangeCompanies() {
  return useQuery(merchantExchangeQueries.shippingCompanies(useQueryLang()));
}

/** Ships a swap; its refusal is shown beside the form (not as a toast), and every list of the shop is read again. */
export function useShipExchange(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShipScoreExchangeRequest) => callApi(MERCHANT_EXCHANGES_API.ship, body, { autoShowError: false }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: merchantExchangeKeys.shop(shopId) }),
  });
}
