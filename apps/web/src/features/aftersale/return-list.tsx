import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { ReturnCard } from './return-card.tsx';
import { useReturns } from './use-aftersale.ts';
import './aftersale.css';

/** The order list's return group: the shopper's requests, newest first, more as they scroll. */
export function ReturnList() {
  const { t } = useTranslation('aftersale');
  const pages = useReturns();
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  if (pages.isPending) return <ListSkeleton rows={3} lines={3} />;
  if (pages.isError) return <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  if (items.length === 0) return <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />;
  return (
    <>
      <ul className="mall-return-list" data-testid="return-list">
        {items.map((item) => (
          <li key={item.returnId}>
            <ReturnCard item={item} />
          </li>
        ))}
      </ul>
      <ListMore pages={pages} />
    </>
  );
}

