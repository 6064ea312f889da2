import { InfiniteScroll } from 'antd-mobile';
import { useAddresses } from '../../features/account/use-addresses.ts';
import { useTranslation } from 'react-i18next';
import { DemandCard } from '../../features/health/demand-card.tsx';
import { useCurrentPlace } from '../../features/location/current-place.ts';
import { openedCheckoutPath } from '../../features/order/checkout-source.ts';
import { DemandForm } from '../../features/health/demand-form.tsx';
import { useMyDemands } from '../../features/health/use-health.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/health/health.css';

function MyDemands() {
  const { t } = useTranslation('health');
  const feed = useMyDemands();
  if (feed.isPending) return <ListSkeleton rows={2} />;
  if (feed.isError) return <LoadFailed description={feed.error.message} onRetry={() => void feed.refetch()} />;
  const list = feed.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={t('demand.empty')} />;
  return (
    <>
      <ul className="mall-health-list" data-testid="my-demands">
        {list.map((d) => (
          <DemandCard key={d.demandId} demand={d} checkoutPath={openedCheckoutPath} />
        ))}
      </ul>
      <InfiniteScroll
        hasMore={feed.hasNextPage}
        loadMore={async () => {
          await feed.fetchNextPage({ throwOnError: true });
        }}
      />
    </>
  );
}

/**
 * The shopper's medicine requests (spec route health/message): a new request with prescription photos (sent from the
 * current place or a saved address), then each
 * request with the pharmacies' quotes, to accept and pay or discuss in chat. `?goodsId=` starts a request for a
 * prescription-only goods.
 */
export default function HealthMessagePage({ query }: PageProps) {
  const { t } = useTranslation('health');
  const goodsId = idParam(query.goodsId);
  const place = useCurrentPlace();
  const addresses = useAddresses();
  return (
    <Page name="health/message">
      <PageNavBar title={t('message.title')} />
      <RequireLogin>
        <PageRefresh>
          <main className="mall-health-body">
            <DemandForm goodsId={goodsId} place={place} addresses={addresses.data} />
            <h2 className="mall-health-heading">{t('message.mine')}</h2>
            <MyDemands />
          </main>
        </PageRefresh>
      </RequireLogin>
    </Page>
  );
}
