import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveMerchantGoodsRequest } from '@mall/contract/catalogue/save-merchant-goods';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { MERCHANT_GOODS_API } from './merchant-goods-api.ts';
import { merchantGoodsKeys, merchantGoodsQueries, type GoodsStatus } from './merchant-goods-queries.ts';

/** A shop's goods for the console's list, a page at a time. */
export function useMerchantGoodsList(shopId: number, status: GoodsStatus | undefined, keyword: string) {
  return useInfiniteQuery(merchantGoodsQueries.list(useQueryLang(), shopId, status, keyword));
}

/** One goods for the editor; idle without an id (a new goods). */
export function useMerchantGoodsDetail(goodsId: number | undefined) {
  const lang = useQueryLang();
  return useQuery({ ...merchantGoodsQueries.detail(lang, goodsId ?? 0), enabled: goodsId !== undefined, retry: false });
}

export function useGoodsCategories(shopId: number) {
  return useQuery(merchantGoodsQueries.categories(useQueryLang(), shopId));
}

/** The attributes of the chosen category; idle until one is chosen. */
export function useCategoryAttrs(categoryId: number | undefined) {
  const lang = useQueryLang();
  return useQuery({ ...merchantGoodsQueries.categoryAttrs(lang, categoryId ?? 0), enabled: categoryId !== undefined });
}

/** After a change: the console's lists and editors, and the goods pages this browser holds, ask again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: merchantGoodsKeys.list });
    void queryClient.invalidateQueries({ queryKey: merchantGoodsKeys.detail });
    void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.goods });
  };
}

/** Creates or edits a goods; the caller shows a refusal beside its fields (so no automatic toast). */
export function useSaveGoods() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TSaveMerchantGoodsRequest) => callApi(MERCHANT_GOODS_API.save, body, { autoShowError: false }),
    onSuccess: refresh,
  });
}

/** Puts a goods on sale or takes it off the shelf. */
export function useSetGoodsOnSale() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ goodsId, onSale }: { goodsId: number; onSale: boolean }) => callApi(onSale ? MERCHANT_GOODS_API.shelve : MERCHANT_GOODS_API.unshelve, { goodsId }),
    onSuccess: refresh,
  });
}

/** Moves a SKU's stock by a number of pieces; a refusal (not enough left) is the caller's to show. */
export function useAdjustStock() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ skuId, delta }: { skuId: number; delta: number }) => callApi(MERCHANT_GOODS_API.adjustStock, { skuId, delta }, { autoShowError: false }),
    onSettled: refresh,
  });
}
