import { useEffect, useEffectEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { isApiError } from '../../shared/transport/api-error.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { CHECKOUT_API, checkoutCouponsKey, checkoutKey } from './checkout-api.ts';
import { redoRequestOf, type CheckoutChange } from './checkout-requests.ts';
import type { CheckoutSource } from './checkout-source.ts';

/**
 * Opens the checkout the URL asks for (cart lines or buy-now) once. Opening makes a checkout on the server, so this
 * runs once per page visit: never refetched, never retried on its own, forgotten as soon as the page lets go of it.
 * When it answers, the checkout is cached under its id and `onOpened` puts the id in the URL.
 */
export function useOpenCheckout(source: CheckoutSource, onOpened: (checkoutId: number) => void) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const opening = useQuery({
    queryKey: ['user', 'checkout', 'open', source],
    // No abort signal: leaving the page while the server opens the checkout must not make the next visit open another.
    queryFn: () => {
      if (source.kind === 'cart') return callApi(CHECKOUT_API.openCart, source.request, { autoShowError: false });
      if (source.kind === 'onegoods') return callApi(CHECKOUT_API.openOneGoods, source.request, { autoShowError: false });
      throw new Error('not a source that opens a checkout');
    },
    enabled: source.kind === 'cart' || source.kind === 'onegoods',
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const opened = opening.data;
  const arrived = useEffectEvent((checkout: TCheckout) => {
    queryClient.setQueryData(checkoutKey(checkout.checkoutId, i18n.language), checkout);
    onOpened(checkout.checkoutId);
  });
  useEffect(() => {
    if (opened) arrived(opened);
  }, [opened]);
  return opening;
}

/** A checkout already opened, priced again now; in the active language (titles and area names follow it). */
export function useCheckoutDetail(checkoutId: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: checkoutKey(checkoutId ?? 0, i18n.language),
    queryFn: ({ signal }) => callApi(CHECKOUT_API.detail, { checkoutId: checkoutId! }, { signal, autoShowError: false }),
    enabled: checkoutId !== undefined,
    staleTime: 30_000,
    retry: 1,
  });
}

/**
 * Changes the checkout (address, quantity, coupon, remark); its answer, priced by the server, replaces what the page
 * shows. Changes of one checkout run one after another, so the last one the shopper made is the one shown.
 */
export function useRedoCheckout(checkoutId: number) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `checkout-redo-${checkoutId}` },
    mutationFn: (change: CheckoutChange) => callApi(CHECKOUT_API.redo, redoRequestOf(checkoutId, change)),
    // A reload under way would answer the checkout as it was before this change, after it.
    onMutate: () => queryClient.cancelQueries({ queryKey: checkoutKey(checkoutId, i18n.language), exact: true }),
    onSuccess: (checkout: TCheckout) => {
      queryClient.setQueryData(checkoutKey(checkoutId, i18n.language), checkout);
      void queryClient.invalidateQueries({ queryKey: checkoutCouponsKey(checkoutId, i18n.language) });
    },
    // An expired or already committed checkout: reloading it shows the page's "closed" state (the toast said why).
    onError: (error) => {
      if (isApiError(error) && (error.code === CODE.CHECKOUT_EXPIRED || error.code === CODE.CHECKOUT_COMMITTED))
        void queryClient.invalidateQueries({ queryKey: checkoutKey(checkoutId, i18n.language) });
    },
  });
}

/** The shopper's coupons for this checkout, per shop and for the platform; asked when a coupon list opens. */
export function useCheckoutCoupons(checkoutId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: checkoutCouponsKey(checkoutId, i18n.language),
    queryFn: ({ signal }) => callApi(CHECKOUT_API.coupons, { checkoutId }, { signal, autoShowError: false }),
    enabled,
    staleTime: 0,
  });
}
