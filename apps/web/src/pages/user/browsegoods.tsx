import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dayKind, groupByDay } from '../../features/catalogue/browse-days.ts';
import { GoodsRow } from '../../shared/catalogue-ui/goods-row.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { useListEditing } from '../../features/catalogue/use-list-editing.tsx';
import { useBrowseHistoryPages, useForgetBrowsed } from '../../features/catalogue/use-my-goods-lists.ts';
import { formatDate } from '../../shared/format/date-time.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './my-goods-lists.css';

/** The goods the shopper viewed, grouped by day; remove some in edit mode, or clear everything. */
export default function BrowseGoodsPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const pages = useBrowseHistoryPages();
  const forget = useForgetBrowsed();
  const items = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const editing = useListEditing({
    ids: items.map((g) => g.id),
    confirmText: (count) => t('history.confirmRemove', { count }),
    remove: (ids, done) => forget.mutate(ids, { onSuccess: done }),
    removing: forget.isPending,
  });

  const dayTitle = (day: string) => {
    const kind = dayKind(day);
    return kind === 'earlier' ? formatDate(`${day}T12:00:00`, i18n.language) : t(`history.${kind}`);
  };

  const clearAll = async () => {
    const ok = await confirmDialog({ content: t('history.confirmClear'), confirmText: t('history.clear'), cancelText: tc('actions.cancel') });
    if (!ok) return;
    forget.mutate('all', {
      onSuccess: () => {
        showToast(t('history.cleared'));
        editing.finish();
      },
    });
  };

  const right = items.length > 0 && (
    <span className="mall-my-goods-actions">
      {!editing.editing && (
        <button type="button" className="mall-nav-text-action" onClick={() => void clearAll()}>
          {t('history.clear')}
        </button>
      )}
      {editing.manageButton}
    </span>
  );

  let body;
  if (pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (items.length === 0)
    body = <EmptyState title={t('history.emptyTitle')} description={t('history.emptyDescription')} action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }} />;
  else
    body = (
      <>
        {groupByDay(items).map((group) => (
          <section key={group.day} className="mall-my-goods-day" data-testid="history-day">
            <h2 className="mall-my-goods-day-title">{dayTitle(group.day)}</h2>
            <ul className="mall-my-goods-list">
              {group.items.map((g) => (
                <li key={g.id}>
                  <GoodsRow goods={g} {...editing.rowPicking(g.id)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/browsegoods">
      <PageNavBar title={t('history.title')} right={right} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-my-goods-body">{body}</main>
      </PageRefresh>
      {editing.pickBar}
    </Page>
  );
}
