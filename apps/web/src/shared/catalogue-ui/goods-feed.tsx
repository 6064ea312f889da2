import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import type { Page } from '@mall/contract/platform/paging';
import { EmptyState } from '../ui/empty-state.tsx';
import { ListMore } from '../ui/list-more.tsx';
import { ListSkeleton } from '../ui/list-skeleton.tsx';
import { LoadFailed } from '../ui/load-failed.tsx';
import { GoodsGrid } from './goods-card.tsx';

export type GoodsPages = UseInfiniteQueryResult<InfiniteData<Page<TGoodsCard>>>;

export interface GoodsFeedProps {
  pages: GoodsPages;
  /** What an empty list shows; a generic "nothing here yet" by default. */
  empty?: ReactNode;
}

/** A paged goods list in two columns that loads the next page as the shopper nears the end (infinite scroll). */
export function GoodsFeed({ pages, empty }: GoodsFeedProps) {
  const { t } = useTranslation('catalogue');
  if (pages.isPending) return <ListSkeleton rows={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  const goods = pages.data.pages.flatMap((p) => p.list);
  if (goods.length === 0) return <>{empty ?? <EmptyState title={t('feed.emptyTitle')} description={t('feed.emptyDescription')} />}</>;
  return (
    <div className="mall-goods-feed" data-testid="goods-feed">
      <GoodsGrid goods={goods} />
      <ListMore pages={pages} />
    </div>
  );
}
