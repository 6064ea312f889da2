import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CODE } from '@mall/contract/platform/code-numbers';
import { orderIdOf } from '../../features/logistics/logistics-api.ts';
import { ShipmentAddress, ShipmentCard } from '../../features/logistics/shipment-card.tsx';
import { ShipmentTimeline } from '../../features/logistics/shipment-timeline.tsx';
import { useOrderLogistics } from '../../features/logistics/use-order-logistics.ts';
import '../../features/logistics/logistics.css';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

const ORDER_LIST_PATH = '/pages/order/order';

function OrderLogistics({ query }: PageProps) {
  const { t } = useTranslation('logistics');
  const navigate = useNavigate();
  const orderId = orderIdOf(query.orderId);
  const logistics = useOrderLogistics(orderId);
  const data = logistics.data;

  let body;
  if (orderId === undefined || (logistics.isError && isApiError(logistics.error) && logistics.error.code === CODE.NOT_FOUND))
    body = (
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={{ label: t('notFound.action'), onClick: () => void navigate(ORDER_LIST_PATH, { replace: true }) }}
      />
    );
  else if (logistics.isError) body = <LoadFailed description={logistics.error.message} onRetry={() => void logistics.refetch()} />;
  else if (!data) body = <ListSkeleton rows={3} lines={3} />;
  else if (!data.shipment)
    body = (
      <>
        <EmptyState
          title={t('notShipped.title')}
          description={t(data.status === 'terminated' ? 'notShipped.terminated' : 'notShipped.description')}
          action={{ label: t('notShipped.action'), onClick: () => void navigate(`/pages/order/order${data.status}detail?orderId=${data.orderId}`) }}
        />
        <ShipmentAddress address={data.address} />
      </>
    );
  else
    body = (
      <>
        <ShipmentCard shipment={data.shipment} />
        <ShipmentAddress address={data.address} />
        <ShipmentTimeline events={data.shipment.events} />
      </>
    );

  return (
    <>
      <PageNavBar title={t('title')} />
      <PageRefresh onRefresh={() => logistics.refetch()}>
        <main className="mall-page-body mall-logistics-body" data-order-id={orderId}>
          {body}
        </main>
      </PageRefresh>
    </>
  );
}

/** An order's parcel (?orderId=): company, tracking number, status and the carrier's timeline. Needs a logged-in shopper. */
export default function LogisticsPage({ query }: PageProps) {
  return (
    <Page name="order/logistics">
      <RequireLogin>
        <OrderLogistics key={query.orderId ?? ''} query={query} />
      </RequireLogin>
    </Page>
  );
}
