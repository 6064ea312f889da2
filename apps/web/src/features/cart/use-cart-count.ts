import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { CART_API, CART_COUNT_KEY } from './cart-api.ts';

/**
 * How many lines the logged-in shopper's cart holds (the cart tab's badge, the goods page's cart icon). Asked in the
 * background: failures show nothing, an expired login only clears the session. Every cart change refreshes it.
 */
export function useCartCount(active = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: CART_COUNT_KEY,
    queryFn: ({ signal }) => callApi(CART_API.count, {}, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: active && token !== undefined,
    staleTime: 10_000,
    retry: false,
  });
}
