import { useQuery } from '@tanstack/react-query';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { cartQueries } from './cart-queries.ts';

/** How many lines the logged-in shopper's cart holds (cart-queries.ts); every cart change refreshes it. */
export function useCartCount(active = true) {
  const { token } = useSession();
  return useQuery({ ...cartQueries.count(useQueryLang()), enabled: active && token !== undefined });
}
