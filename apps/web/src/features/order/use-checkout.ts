import { useEffect, useEffectEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { CHECKOUT_API } from './checkout-api.ts';
import { redoRequestOf, type CheckoutChange } from './checkout-requests.ts';
import type { CheckoutSource } from './checkout-source.ts';
import { orderKeys, orderQueries } from './order-queries.ts';

/**
 * Opens the checkout the URL asks for (cart lines or buy-now) once. Opening makes a checkout on the server, so this
 * runs once per page visit: never refetched, never retried on its own, forgotten as soon as the page lets go of it.
 * When it answers, the checkout is cached under its id and `onOpened` puts the id in the URL.
 */
export function useOpenCheckout(source: CheckoutSource, onOpened: (checkoutId: number) => void) {
  const lang = useQueryLang();
  const queryClient = useQueryClient();
  const opening = useQuery({ ...orderQueries.openCheckout(lang, source), enabled: source.kind === 'cart' || source.kind === 'onegoods' });
  const opened = opening.data;
  const arrived = useEffectEvent((checkout: TCheckout) => {
    queryClient.setQueryData(orderQueries.checkout(lang, checkout.checkoutId).queryKey, checkout);
    onOpened(checkout.checkoutId);
  });
  useEffect(() => {
    if (opened) arrived(opened);
  }, [opened]);
  return opening;
}

/** A checkout already opened, priced again now; in the active language (titles and area names follow it). */
export function useCheckoutDetail(checkoutId: number | undefined) {
  return useQuery({ ...orderQueries.checkout(useQueryLang(), checkoutId ?? 0), enabled: checkoutId !== undefined });
}

/**
 * Changes the checkout (address, quantity, coupon, remark); its answer, priced by the server, replaces what the page
 * shows. Changes of one checkout run one after another, so the last one the shopper made is the one shown.
 */
export function useRedoCheckout(checkoutId: number) {
  const queryClient = useQueryClient();
  const detailKey = orderQueries.checkout(useQueryLang(), checkoutId).queryKey;
  return useMutation({
    scope: { id: `checkout-redo-${checkoutId}` },
    mutationFn: (change: CheckoutChange) => callApi(CHECKOUT_API.redo, redoRequestOf(checkoutId, change)),
    // A reload under way would answer the checkout as it was before this change, after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: detailKey, exact: true }),
    onSuccess: (checkout: TCheckout) => {
      queryClient.setQueryData(detailKey, checkout);
      void queryClient.invalidateQueries({ queryKey: orderKeys.checkoutCoupons(checkoutId) });
    },
    // An expired or already committed checkout: reloading it shows the page's "closed" state (the toast said why).
    onError: (error) => {
      if (isApiError(error) && (error.code === CODE.CHECKOUT_EXPIRED || error.code === CODE.CHECKOUT_COMMITTED))
        void queryClient.invalidateQueries({ queryKey: detailKey });
    },
  });
}

/** The shopper's coupons for this checkout, per shop and for the platform; asked when a coupon list opens. */
export function useCheckoutCoupons(checkoutId: number, enabled: boolean) {
  return useQuery({ ...orderQueries.checkoutCoupons(useQueryLang(), checkoutId), enabled });
}
