import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TFollowedShop } from '@mall/contract/shop/query-follow-shops';
import { ShopCard } from '../../shared/catalogue-ui/shop-card.tsx';
import { NEAR_SHOPS_PATH } from '../../features/catalogue/shop-paths.ts';
import { useFollowedShops, useUnfollowShop } from '../../features/catalogue/use-shop.ts';
import { confirmDialog } from '../../shared/ui/confirm-dialog.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import '../shop/shop.css';
import { ListMore } from '../../shared/ui/list-more.tsx';

/** The shops the shopper follows, latest first, loading more on scroll; each can be unfollowed after a confirmation. */
export default function FollowShopPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const pages = useFollowedShops();
  const unfollow = useUnfollowShop();
  const shops = pages.data?.pages.flatMap((p) => p.list) ?? [];

  const askUnfollow = async (shop: TFollowedShop) => {
    const ok = await confirmDialog({ content: t('followed.confirmUnfollow', { name: shop.name }), confirmText: t('followed.unfollow'), cancelText: tc('actions.cancel') });
    if (!ok) return;
    unfollow.mutate(shop.id, { onSuccess: () => showToast(t('follow.undone')) });
  };

  let body;
  if (pages.isPending) body = <ListSkeleton rows={4} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (shops.length === 0)
    body = (
      <EmptyState
        title={t('followed.emptyTitle')}
        description={t('followed.emptyDescription')}
        action={{ label: t('followed.findShops'), onClick: () => void navigate(NEAR_SHOPS_PATH) }}
      />
    );
  else
    body = (
      <>
        <p className="mall-shop-address-line">{t('followed.count', { count: pages.data.pages[0]?.total ?? shops.length })}</p>
        <ul className="mall-shop-list" data-testid="followed-shops">
          {shops.map((s) => (
            <li key={s.id}>
              <ShopCard
                shop={s}
                aside={
                  <Button
                    size="mini"
                    shape="rounded"
                    fill="outline"
                    data-testid="unfollow-shop"
                    loading={unfollow.isPending && unfollow.variables === s.id}
                    onClick={() => void askUnfollow(s)}
                  >
                    {t('followed.unfollow')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/followshop">
      <PageNavBar title={t('followed.title')} />
      <PageRefresh onRefresh={() => pages.refetch()}>
        <main className="mall-page-body mall-shop-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
