import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useConsoleText } from './console-i18n.ts';
import { LoadFailure } from './console-shell.tsx';

/** The console lists that have a foot, by the name of their texts. */
export type ListTexts = 'applications' | 'complaints' | 'withdrawals' | 'audit' | 'orders' | 'refunds' | 'shops';

/**
 * The foot of a console list: how many rows are shown (announced as they grow), "all shown" at the end, and a
 * button for the next page with its failure and retry. `texts` names the list's own texts (`<texts>.shown`, ...).
 */
export function ListFoot({ query, count, texts }: { query: UseInfiniteQueryResult; count: number; texts: ListTexts }) {
  const { t } = useConsoleText();
  return (
    <div className="pc-list-foot">
      <div role="status" className="pc-muted pc-list-count">
        <p>{t(`${texts}.shown`, { count })}</p>
        {!query.hasNextPage && <p>{t(`${texts}.allShown`)}</p>}
      </div>
      {query.isFetchNextPageError && <LoadFailure error={query.error} onRetry={() => void query.fetchNextPage()} />}
      {query.hasNextPage && (
        <button type="button" className="pc-button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t(`${texts}.loadingMore`) : t(`${texts}.loadMore`)}
        </button>
      )}
    </div>
  );
}
