import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { USER_COUPON_STATUSES, type UserCouponStatus } from '@mall/contract/coupon/coupon-fields';
import type { TUserCoupon, TUserCouponCounts } from '@mall/contract/coupon/query-user-coupons';
import { couponKeys } from '../../features/coupon/coupon-queries.ts';
import { PlatformCouponOffers } from '../../features/coupon/platform-coupon-offers.tsx';
import { useUserCoupons } from '../../features/coupon/use-coupons.ts';
import { UserCouponTicket } from '../../features/coupon/user-coupon-ticket.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/coupon/coupon-ticket.css';
import './usercoupon.css';

const PATH = '/pages/user/usercoupon';

function tabParam(value: string | undefined): UserCouponStatus {
  return USER_COUPON_STATUSES.find((s) => s === value) ?? 'unused';
}

/** Where "use" leads: the coupon's shop, or the home page for a platform coupon (usable everywhere). */
function pathToUse(coupon: TUserCoupon): string {
  return coupon.shopId !== null ? `/pages/shop/index?shopId=${coupon.shopId}` : '/';
}

/**
 * The shopper's coupons in three tabs (unused, used, expired) with their counts, the tab kept in the address
 * (?tab=) so that back returns to it. The unused tab starts with the platform's coupons to pick. Each list
 * loads more as the shopper scrolls; pull to refresh.
 */
export default function UserCouponPage({ query }: PageProps) {
  const { t } = useTranslation('coupon');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = tabParam(query.tab);
  const pages = useUserCoupons(status);
  const coupons = pages.data?.pages.flatMap((p) => p.list) ?? [];

  // The tab titles keep the last counts while another tab loads.
  const latest = pages.data?.pages[0]?.counts;
  const [counts, setCounts] = useState<TUserCouponCounts>();
  if (latest && latest !== counts) setCounts(latest);

  const showTab = (key: string) => void navigate(key === 'unused' ? PATH : `${PATH}?tab=${key}`, { replace: true });

  let list;
  if (pages.isPending) list = <ListSkeleton rows={4} />;
  else if (pages.isError) list = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (coupons.length === 0)
    list = (
      <EmptyState
        title={t(`page.empty.${status}.title`)}
        description={t(`page.empty.${status}.description`)}
        action={{ label: t('page.goShopping'), onClick: () => void navigate('/') }}
      />
    );
  else
    list = (
      <>
        <ul className="mall-coupon-list" data-testid="user-coupons" data-tab={status}>
          {coupons.map((c) => (
            <li key={c.userCouponId}>
              <UserCouponTicket coupon={c} onUse={(coupon) => void navigate(pathToUse(coupon))} />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="user/usercoupon">
      <PageNavBar title={t('page.title')} />
      <div className="mall-usercoupon-tabs">
        <Tabs activeKey={status} onChange={showTab}>
          {USER_COUPON_STATUSES.map((s) => (
            <Tabs.Tab
              key={s}
              title={counts ? t('page.tabCount', { label: t(`page.tabs.${s}`), count: counts[s] }) : t(`page.tabs.${s}`)}
            />
          ))}
        </Tabs>
      </div>
      <PageRefresh onRefresh={() => Promise.all([pages.refetch(), queryClient.refetchQueries({ queryKey: couponKeys.platform })])}>
        <main className="mall-page-body mall-usercoupon-body">
          {status === 'unused' && <PlatformCouponOffers />}
          {list}
        </main>
      </PageRefresh>
    </Page>
  );
}
