import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { GOODS_API } from './goods-api.ts';
import { goodsQueries } from './goods-queries.ts';

/** One goods for its page, in the active language, with the caller's wishlist and follow state. */
export function useGoodsDetail(goodsId: number | undefined) {
  const { token } = useSession();
  return useQuery({ ...goodsQueries.detail(useQueryLang(), goodsId ?? 0, token), enabled: goodsId !== undefined });
}

/** Adds the goods to the wishlist or takes it out; the page and the shopper's lists follow at once. */
export function useToggleFavor(goodsId: number) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const detailKey = goodsQueries.detail(useQueryLang(), goodsId, token).queryKey;
  return useMutation({
    mutationFn: (favor: boolean) => callApi(favor ? GOODS_API.favorGoods : GOODS_API.unfavorGoods, { goodsId }),
    onSuccess: (data) => {
      queryClient.setQueryData(detailKey, (detail) => (detail ? { ...detail, favored: data.favored, favorCount: data.favorCount } : detail));
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.wishlist });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}

/**
 * Records the visit once per goods shown: in a logged-in shopper's browse history, and anyone's toward the shop's
 * visitors. A failure is not the shopper's business: it is neither shown nor retried.
 */
export function useRecordVisit(goodsId: number | undefined, shown: boolean) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    // A visitor's view is counted too (the shop's visitors, by device); only a shopper's goes into a history.
    if (!shown || goodsId === undefined) return;
    const key = `${token ?? ''}:${goodsId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    callApi(GOODS_API.saveBrowseHistory, { goodsId }, { autoShowError: false, quietNotLoggedIn: true }).then(
      () => token && void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.browseHistory }),
      () => undefined,
    );
  }, [token, shown, goodsId, queryClient]);
}
