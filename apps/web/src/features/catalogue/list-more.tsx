import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './goods-feed.css';

export interface ListMoreProps {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}

/** The end of a paged list: loads the next page as the shopper nears it, and says so when there is none. */
export function ListMore({ hasMore, loadMore }: ListMoreProps) {
  const { t } = useTranslation('catalogue');
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
      }}
    >
      {hasMore ? undefined : <span className="mall-goods-feed-end">{t('feed.end')}</span>}
    </InfiniteScroll>
  );
}
