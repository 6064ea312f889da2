import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { Page } from '@mall/contract/platform/paging';
import { goodsPaging, type GoodsPages } from '../catalogue/goods-feed.tsx';

/** A paged goods list for GoodsFeed: `fetchPage` reads one page (1-based); the next loads as the feed nears its end. */
export function useGoodsPages(
  queryKey: QueryKey,
  fetchPage: (pageNum: number, signal: AbortSignal) => Promise<Page<TGoodsCard>>,
  enabled = true,
): GoodsPages {
  return useInfiniteQuery<Page<TGoodsCard>, Error, InfiniteData<Page<TGoodsCard>, number>, QueryKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: goodsPaging.initialPageParam,
    getNextPageParam: goodsPaging.getNextPageParam,
    enabled,
  });
}
