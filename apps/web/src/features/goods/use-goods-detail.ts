import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import { GOODS_API } from '../catalogue/goods-api.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { BROWSE_HISTORY_KEY, USER_CENTER_KEY, WISHLIST_KEY, goodsKey } from './goods-detail-api.ts';

const detailKey = (goodsId: number, lang: string, token: string | undefined) => [...goodsKey(goodsId), 'detail', lang, token ?? ''] as const;

/** One goods for its page, in the active language, with the caller's wishlist and follow state. */
export function useGoodsDetail(goodsId: number | undefined) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    queryKey: detailKey(goodsId ?? 0, i18n.language, token),
    queryFn: ({ signal }) => callApi(GOODS_API.queryGoodsDetail, { goodsId: goodsId! }, { signal, autoShowError: false, quietNotLoggedIn: true }),
    enabled: goodsId !== undefined,
  });
}

/** Adds the goods to the wishlist or takes it out; the page and the shopper's lists follow at once. */
export function useToggleFavor(goodsId: number) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useMutation({
    mutationFn: (favor: boolean) => callApi(favor ? GOODS_API.favorGoods : GOODS_API.unfavorGoods, { goodsId }),
    onSuccess: (data) => {
      queryClient.setQueryData<TQueryGoodsDetailResponse>(detailKey(goodsId, i18n.language, token), (detail) =>
        detail ? { ...detail, favored: data.favored, favorCount: data.favorCount } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
      void queryClient.invalidateQueries({ queryKey: USER_CENTER_KEY });
    },
  });
}

/**
 * Records the visit in a logged-in shopper's browse history once per goods shown (visitors have none). A failure
 * is not the shopper's business: it is neither shown nor retried.
 */
export function useRecordVisit(goodsId: number | undefined, shown: boolean) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const recorded = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || !shown || goodsId === undefined) return;
    const key = `${token}:${goodsId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    callApi(GOODS_API.saveBrowseHistory, { goodsId }, { autoShowError: false, quietNotLoggedIn: true }).then(
      () => void queryClient.invalidateQueries({ queryKey: BROWSE_HISTORY_KEY }),
      () => undefined,
    );
  }, [token, shown, goodsId, queryClient]);
}
