import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { GOODS_API } from './goods-api.ts';

/** Queries about the logged-in user start with 'user' (dropped together at login and logout). */
export const WISHLIST_KEY = ['user', 'wishlist'] as const;
export const BROWSE_HISTORY_KEY = ['user', 'browse-history'] as const;
const PAGE_SIZE = 20;

/** The shopper's wishlist, latest first, a page at a time. */
export function useWishlistPages() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: WISHLIST_KEY,
    queryFn: ({ pageParam, signal }) => callApi(GOODS_API.queryFavorGoods, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: token !== undefined,
  });
}

/** Removes goods from the wishlist in one call (at most 100, the call's limit). */
export function useUnfavorMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) => callApi(GOODS_API.batchFavorGoods, { goodsIds, favor: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['user', 'center'] });
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
  });
}

/** The shopper's minutes east of UTC, so the server groups the history by the shopper's own days. */
function utcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/** The goods the shopper viewed, latest first, each with its day, a page at a time. */
export function useBrowseHistoryPages() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: BROWSE_HISTORY_KEY,
    queryFn: ({ pageParam, signal }) =>
      callApi(GOODS_API.queryBrowseHistory, { pageNum: pageParam, pageSize: PAGE_SIZE, utcOffsetMinutes: utcOffsetMinutes() }, { signal, autoShowError: false }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: token !== undefined,
  });
}

/** Forgets some viewed goods, or (with `'all'`) the whole history. */
export function useForgetBrowsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | 'all') => callApi(GOODS_API.saveBrowseHistory, which === 'all' ? { clear: true } : { removeGoodsIds: which }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BROWSE_HISTORY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['user', 'center'] });
    },
  });
}
