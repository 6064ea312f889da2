import { useState } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoodsRow } from '../../features/catalogue/goods-row.tsx';
import { PickBar } from '../../features/catalogue/pick-bar.tsx';
import { usePicks } from '../../features/catalogue/use-picks.ts';
import { useUnfavorMany, useWishlistPages } from '../../features/catalogue/use-my-goods-lists.ts';
import { formatShortTime } from '../../shared/format/date-time.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import './my-goods-lists.css';

/** Batch removal goes in one call; the call takes at most this many goods. */
const MAX_BATCH = 100;

/** The shopper's wishlist: saved goods, latest first, with an edit mode to remove several at once. */
export default function WishlistPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const pages = useWishlistPages();
  const unfavor = useUnfavorMany();
  const [editing, setEditing] = useState(false);
  const picks = usePicks();
  const goods = pages.data?.pages.flatMap((p) => p.list) ?? [];

  const remove = async () => {
    const ids = [...picks.picked].slice(0, MAX_BATCH);
    const ok = await confirmDialog({ content: t('wishlist.confirmRemove', { count: ids.length }), confirmText: t('mine.remove'), cancelText: tc('actions.cancel') });
    if (!ok) return;
    unfavor.mutate(ids, {
      onSuccess: () => {
        showToast(t('wishlist.removed', { count: ids.length }));
        picks.clear();
        setEditing(false);
      },
    });
  };

  const right = goods.length > 0 && (
    <button
      type="button"
      className="mall-nav-text-action"
      onClick={() => {
        setEditing(!editing);
        picks.clear();
      }}
    >
      {editing ? t('mine.done') : t('mine.manage')}
    </button>
  );

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
                {...(editing ? { picking: { picked: picks.picked.has(g.id), onToggle: () => picks.toggle(g.id) } } : {})}
              />
            </li>
          ))}
        </ul>
        <InfiniteScroll hasMore={pages.hasNextPage} loadMore={async () => void (await pages.fetchNextPage({ throwOnError: true }))} />
      </>
    );

  return (
    <Page name="user/wishlist">
      <PageNavBar title={t('wishlist.title')} right={right} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-my-goods-body">{body}</main>
      </PageRefresh>
      {editing && (
        <PickBar
          picked={picks.picked.size}
          total={goods.length}
          onToggleAll={() => picks.toggleAll(goods.map((g) => g.id))}
          onRemove={() => void remove()}
          removing={unfavor.isPending}
        />
      )}
    </Page>
  );
}
