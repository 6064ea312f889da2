import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { isApiError, NETWORK_FAILURE } from '../../shared/transport/api-error.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { randomRequestKey } from '../../shared/transport/request-key.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { CART_API } from './cart-api.ts';
import { cartQueries } from './cart-queries.ts';
import { cartErrorMessage } from './cart-errors.ts';
import { withoutLines, withPicks, withQuantity, type Cart, type CartLine, type PickTarget } from './cart-state.ts';

/** The logged-in shopper's cart in the active language (titles and specs are translated by the server). */
export function useCart() {
  const { token } = useSession();
  return useQuery({ ...cartQueries.lines(useQueryLang()), enabled: token !== undefined });
}

/** What delivering the picked lines to the shopper's default address costs, per shop (the bottom bar's hint). */
export function useCartDeliveryFee(enabled: boolean) {
  const { token } = useSession();
  return useQuery({ ...cartQueries.deliveryFee(useQueryLang()), enabled: enabled && token !== undefined });
}

/** Cart changes run one after another (a later tap never overtakes an earlier one on the way to the server). */
const CHANGE_KEY = ['cart-change'] as const;
const CHANGE_SCOPE = { id: 'cart-change' };

/** Refreshes everything about the cart, once the last of the changes under way has been answered. */
function refreshWhenSettled(queryClient: QueryClient): void {
  // The change settling now still counts itself; a refetch while others are queued would show a cart without them.
  if (queryClient.isMutating({ mutationKey: CHANGE_KEY }) <= 1) void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.cart });
}

/**
 * Shows the cart as it will be at once, while the change travels. Whatever the server answers, the cart, the
 * badge and the delivery fees are then read again, so a refused change shows the cart as the server has it.
 */
function useCartChange<Input, Output>(call: (input: Input) => Promise<Output>, optimistic: (cart: Cart, input: Input) => Cart) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('cart');
  const key = cartQueries.lines(useQueryLang()).queryKey;
  return useMutation({
    mutationKey: CHANGE_KEY,
    scope: CHANGE_SCOPE,
    mutationFn: call,
    onMutate: async (input: Input) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (cart) => (cart ? optimistic(cart, input) : cart));
    },
    onError: (error) => {
      const message = cartErrorMessage(error, (k, n) => t(k, { n }));
      if (message) showToast(message);
    },
    onSettled: () => refreshWhenSettled(queryClient),
  });
}

/** Picks or unpicks a line, a shop's lines or everything. */
export function usePickCart() {
  return useCartChange(
    ({ target, picked }: { target: PickTarget; picked: boolean }) =>
      callApi(CART_API.pick, 'cartId' in target ? { cartId: target.cartId, picked } : 'shopId' in target ? { shopId: target.shopId, picked } : { picked }, {
        autoShowError: false,
      }),
    (cart, { target, picked }) => withPicks(cart, target, picked),
  );
}

/** Sets a line's quantity. */
export function useChangeCartQuantity() {
  return useCartChange(
    ({ cartId, quantity }: { cartId: number; quantity: number }) => callApi(CART_API.changeQty, { cartId, quantity }, { autoShowError: false }),
    (cart, { cartId, quantity }) => withQuantity(cart, cartId, quantity),
  );
}

/** The SKU a line moves to, as the SKU picker shows it. */
export interface NewSku {
  id: number;
  price: number;
  marketPrice: number;
  stock: number;
  image: string;
  specName: string;
}

/** Moves a line to another SKU of its goods (the server merges it into a line of that SKU if there is one). */
export function useChangeCartSku() {
  return useCartChange(
    ({ line, sku, quantity }: { line: CartLine; sku: NewSku; quantity: number }) =>
      callApi(CART_API.changeSku, { cartId: line.cartId, skuId: sku.id, quantity }, { autoShowError: false }),
    (cart, { line, sku, quantity }) => {
      const moved = (l: CartLine): CartLine =>
        l.cartId === line.cartId
          ? { ...l, skuId: sku.id, price: sku.price, marketPrice: sku.marketPrice, stock: sku.stock, image: sku.image || l.image, specName: sku.specName, quantity }
          : l;
      return withQuantity({ ...cart, shops: cart.shops.map((s) => ({ ...s, lines: s.lines.map(moved) })) }, line.cartId, quantity);
    },
  );
}

/** Removes lines (one by swipe, several in edit mode, or the unbuyable ones). */
export function useRemoveCartLines() {
  return useCartChange(
    (cartIds: number[]) => callApi(CART_API.batchRemove, { cartIds }, { autoShowError: false }),
    (cart, cartIds) => withoutLines(cart, cartIds),
  );
}

interface AddToCart {
  goodsId: number;
  skuId: number;
  quantity: number;
}

/**
 * Puts a SKU in the cart from a goods page; the badge shows the new count at once, and the cart is read again when
 * next shown. The caller says what happens after (a toast, closing the picker). Each tap is one add with a request
 * key of its own: an add that got no answer is sent again, up to twice, with the same key, so it adds once.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('cart');
  const countKey = cartQueries.count(useQueryLang()).queryKey;
  const mutation = useMutation({
    mutationFn: (input: AddToCart & { requestKey: string }) => callApi(CART_API.add, input, { autoShowError: false }),
    retry: (failures, error) => failures < 2 && isApiError(error) && error.code === NETWORK_FAILURE,
    onSuccess: (data) => {
      queryClient.setQueryData(countKey, (old) => ({ count: data.count, quantity: old?.quantity ?? 0 }));
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.cart });
    },
    onError: (error) => {
      const message = cartErrorMessage(error, (k, n) => t(k, { n }));
      if (message) showToast(message);
    },
  });
  const { mutate } = mutation;
  const add = useCallback(
    (input: AddToCart, options?: Parameters<typeof mutate>[1]) => mutate({ ...input, requestKey: randomRequestKey() }, options),
    [mutate],
  );
  return { ...mutation, mutate: add };
}
