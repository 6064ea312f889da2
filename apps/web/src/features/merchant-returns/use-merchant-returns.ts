import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReceiveReturnRequest, TRefuseReturnRequest, TShipExchangeRequest } from '@mall/contract/aftersale/answer-merchant-return';
import type { MerchantReturnQueue } from '@mall/contract/aftersale/query-merchant-returns';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_RETURNS_API } from './merchant-returns-api.ts';
import { merchantReturnKeys, merchantReturnQueries } from './merchant-returns-queries.ts';

/** The companies an exchange can be sent with (the same list, and cache entry, as an order's parcel). */
export function useShippingCompanies() {
  return useQuery(merchantReturnQueries.shippingCompanies(useQueryLang()));
}

export function useShopReturns(shopId: number, queue: MerchantReturnQueue) {
  return useInfiniteQuery(merchantReturnQueries.queue(useQueryLang(), shopId, queue));
}

/**
 * What an answer changes: every queue of the shop (the request moves on, or had moved on already when the answer is
 * refused with 4702). The console's order lists are asked again whenever they open (stale at once).
 */
function useRefreshReturns(shopId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: merchantReturnKeys.shop(shopId) });
}

/**
 * The shop's answers to requests. Approving is a tap after a confirmation, so its refusal is announced by the
 * transport (a toast with the server's message); the sheets (refuse, receive, send) show theirs beside the form.
 */
export function useReturnAnswers(shopId: number) {
  const onSettled = useRefreshReturns(shopId);
  return {
    approve: useMutation({ mutationFn: (returnId: number) => callApi(MERCHANT_RETURNS_API.approve, { returnId }), onSettled }),
    refuse: useMutation({ mutationFn: (body: TRefuseReturnRequest) => callApi(MERCHANT_RETURNS_API.refuse, body, { autoShowError: false }), onSettled }),
    receive: useMutation({ mutationFn: (body: TReceiveReturnRequest) => callApi(MERCHANT_RETURNS_API.receive, body, { autoShowError: false }), onSettled }),
    shipExchange: useMutation({ mutationFn: (body: TShipExchangeRequest) => callApi(MERCHANT_RETURNS_API.shipExchange, body, { autoShowError: false }), onSettled }),
  };
}
