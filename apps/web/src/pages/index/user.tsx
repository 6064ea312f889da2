import { useQueryClient } from '@tanstack/react-query';
import { SetOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AccountHeaderCard } from '../../features/account/account-header-card.tsx';
import { AssetSummary, CollectionSummary, OrderGroups, ServiceGrid } from '../../features/account/user-center-sections.tsx';
import { MerchantEntry } from '../../features/merchant/merchant-entry.tsx';
import { ComplaintEntry } from '../../features/complaint/complaint-entry.tsx';
import { ContactPlatformEntry } from '../../features/chat/contact-links.tsx';
import { InviteCard } from '../../features/share/invite-card.tsx';
import { shareKeys } from '../../features/share/share-queries.ts';
import { useUserCenter } from '../../features/account/use-user-center.ts';
import { useDisplayCurrency } from '../../features/decorate/use-display-currency.ts';
import { useMallName } from '../../features/decorate/use-mall-name.ts';
import { messagingKeys } from '../../features/messaging/messaging-queries.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './user.css';

/** The "me" tab: who is logged in (or the way to log in), their orders, assets and every page of their own. */
export default function UserPage() {
  const { t } = useTranslation('account');
  const mallName = useMallName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, userId } = useSession();
  const center = useUserCenter();
  const currency = useDisplayCurrency();
  const money = (minor: number) => (currency ? formatMoney(minor, currency).text : '--');

  const refresh = () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: QUERY_ROOTS.userCenter }),
      queryClient.refetchQueries({ queryKey: messagingKeys.unread }),
      queryClient.refetchQueries({ queryKey: shareKeys.invite }),
    ]);

  // Visitors too: language and currency are theirs to choose.
  const settings = (
    <button type="button" className="mall-user-nav-action" aria-label={t('center.entries.settings')} onClick={() => void navigate('/pages/user/setting')}>
      <SetOutline />
    </button>
  );

  return (
    <Page name="index/user">
      <PageNavBar title={mallName} back={false} right={settings} />
      <PageRefresh onRefresh={refresh}>
        <AccountHeaderCard mallName={mallName} returnTo="/pages/index/user" />
        <main className="mall-page-body mall-user-body">
          {token && center.isError ? (
            <LoadFailed description={center.error.message} onRetry={() => void center.refetch()} />
          ) : (
            token && (
              <>
                <CollectionSummary center={center.data} />
                <AssetSummary center={center.data} formatMoney={money} />
              </>
            )
          )}
          <OrderGroups counts={center.data?.orderCounts} />
          <ServiceGrid unread={center.data?.unreadMessages} />
          {token && userId && <InviteCard userId={Number(userId)} />}
          <MerchantEntry />
          <ComplaintEntry />
          <ContactPlatformEntry />
        </main>
      </PageRefresh>
    </Page>
  );
}
