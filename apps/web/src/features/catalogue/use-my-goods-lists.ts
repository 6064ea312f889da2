import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { catalogueQueries } from './catalogue-queries.ts';
import { MY_GOODS_API } from './my-goods-api.ts';

/** The shopper's wishlist, latest first, a page at a time. */
export function useWishlistPages() {
  const { token } = useSession();
  return useInfiniteQuery({ ...catalogueQueries.wishlist(useQueryLang()), enabled: token !== undefined });
}

/** Removes goods from the wishlist in one call (at most 100, the call's limit). */
export function useUnfavorMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goodsIds: number[]) => callApi(MY_GOODS_API.batchFavorGoods, { goodsIds, favor: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.wishlist });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
      // The goods pages show the heart.
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.goods });
    },
  });
}

/** The goods the shopper viewed, latest first, each with its day, a page at a time. */
export function useBrowseHistoryPages() {
  const { token } = useSession();
  return useInfiniteQuery({ ...catalogueQueries.browseHistory(useQueryLang()), enabled: token !== undefined });
}

/** Forgets some viewed goods, or (with `'all'`) the whole history. */
export function useForgetBrowsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: number[] | 'all') => callApi(MY_GOODS_API.saveBrowseHistory, which === 'all' ? { clear: true } : { removeGoodsIds: which }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.browseHistory });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}
