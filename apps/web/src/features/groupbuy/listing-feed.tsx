import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { GROUPBUY_REACH_BOTTOM } from '@mall/contract/groupbuy/groupbuy-fields';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { ListingCard } from './listing-card.tsx';
import { useCategoryListings } from './use-groupbuy.ts';

/** One category's open listings, newest first; the next page loads 100 px before the end (the spec's reach-bottom). */
export function ListingFeed({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('groupbuy');
  const feed = useCategoryListings(categoryId);
  if (feed.isPending) return <ListSkeleton rows={3} />;
  if (feed.isError) return <LoadFailed description={feed.error.message} onRetry={() => void feed.refetch()} />;
  const list = feed.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={t('landing.empty')} description={t('landing.emptyHint')} />;
  return (
    <>
      <ul className="mall-gb-list" data-testid="groupbuy-feed">
        {list.map((l) => (
          <ListingCard key={l.id} listing={l} />
        ))}
      </ul>
      <InfiniteScroll
        threshold={GROUPBUY_REACH_BOTTOM}
        hasMore={feed.hasNextPage}
        loadMore={async () => {
          await feed.fetchNextPage({ throwOnError: true });
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="mall-gb-more" onClick={retry}>
              {t('landing.loadFailed')}
            </button>
          ) : (
            <span className="mall-gb-meta">{hasMore ? t('landing.loading') : t('landing.end')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
