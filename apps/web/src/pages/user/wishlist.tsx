import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoodsRow } from '../../shared/catalogue-ui/goods-row.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { useListEditing } from '../../features/catalogue/use-list-editing.tsx';
import { useUnfavorMany, useWishlistPages } from '../../features/catalogue/use-my-goods-lists.ts';
import { formatShortTime } from '../../shared/format/date-time.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './my-goods-lists.css';

/** The shopper's wishlist: saved goods, latest first, with an edit mode to remove several at once. */
export default function WishlistPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const pages = useWishlistPages();
  const unfavor = useUnfavorMany();
  const goods = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const editing = useListEditing({
    ids: goods.map((g) => g.id),
    confirmText: (count) => t('wishlist.confirmRemove', { count }),
    remove: (ids, done) =>
      unfavor.mutate(ids, {
        onSuccess: () => {
          showToast(t('wishlist.removed', { count: ids.length }));
          done();
        },
      }),
    removing: unfavor.isPending,
  });

  let body;
  if (pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (goods.length === 0)
    body = <EmptyState title={t('wishlist.emptyTitle')} description={t('wishlist.emptyDescription')} action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }} />;
  else
    body = (
      <>
        <ul className="mall-my-goods-list" data-testid="wishlist">
          {goods.map((g) => (
            <li key={g.id}>
              <GoodsRow
                goods={g}
                note={t('wishlist.savedAt', { when: formatShortTime(g.favoredAt, i18n.language) })}
                {...editing.rowPicking(g.id)}
              />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/wishlist">
      <PageNavBar title={t('wishlist.title')} right={editing.manageButton} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-my-goods-body">{body}</main>
      </PageRefresh>
      {editing.pickBar}
    </Page>
  );
}
