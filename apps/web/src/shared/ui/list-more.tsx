import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './list-more.css';

/** The part of a paged query (TanStack `useInfiniteQuery`) the end of a list needs. */
export interface MorePages {
  hasNextPage: boolean;
  fetchNextPage: (options: { throwOnError: true }) => Promise<unknown>;
}

export interface ListMoreProps {
  pages: MorePages;
  /** What the end says when there is nothing more; "That's everything" by default. */
  endText?: string;
}

/**
 * The end of every paged list: loads the next page as the shopper nears it, says "loading" meanwhile, offers a
 * retry when a page fails, and says so when there is nothing more. One place, so every list reads the same.
 */
export function ListMore({ pages, endText }: ListMoreProps) {
  const { t } = useTranslation('catalogue');
  return (
    <InfiniteScroll
      hasMore={pages.hasNextPage}
      loadMore={async () => {
        await pages.fetchNextPage({ throwOnError: true });
      }}
    >
      {(hasMore, failed, retry) =>
        failed ? (
          <button type="button" className="mall-list-more mall-list-more-retry" onClick={retry}>
            {t('feed.loadFailed')}
          </button>
        ) : (
          <span className="mall-list-more">{hasMore ? t('feed.loading') : (endText ?? t('feed.end'))}</span>
        )
      }
    </InfiniteScroll>
  );
}
