import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { useAddresses } from '../../features/account/use-addresses.ts';
import { ContactShopCard } from '../../features/chat/contact-links.tsx';
import { PickupCodeCard } from '../../features/groupbuy/pickup-code-card.tsx';
import { OrderComplaintLink } from '../../features/complaint/complaint-links.tsx';
import { OrderAddressChooser, type OrderAddressChooserProps } from '../../features/order/order-address-popup.tsx';
import { OrderDetailView, type OrderLineActions } from '../../features/order/order-detail-view.tsx';
import type { TOrderDetail } from '@mall/contract/order/order-view-fields';
import type { ReactNode } from 'react';

/** Cards a status route adds under the goods. */
type OrderExtras = (order: TOrderDetail) => ReactNode;
import { ORDER_LIST_PATH, orderDetailPath, orderIdParam } from '../../features/order/order-paths.ts';
import { canChangeAddress, useChangeOrderAddress } from '../../features/order/use-change-order-address.tsx';
import { useOrderActions, useOrderDetail } from '../../features/order/use-orders.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/** The address book, asked for only while the order's address can change (paying and shipping orders). */
function ChangeableAddress(props: Omit<OrderAddressChooserProps, 'addresses'>) {
  const addresses = useAddresses();
  return <OrderAddressChooser {...props} addresses={addresses} />;
}

function OrderDetail({ query, status, lineActions, extras }: PageProps & { status: OrderStatus; lineActions?: OrderLineActions | undefined; extras?: OrderExtras | undefined }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const orderId = orderIdParam(query.orderId);
  const detail = useOrderDetail(orderId);
  const actions = useOrderActions();
  const order = detail.data;
  const addressChange = useChangeOrderAddress(order);
  const [choosingAddress, setChoosingAddress] = useState(false);
  const changeable = order !== undefined && canChangeAddress(order);

  // Each status has its own route: an order that moved on (cancelled here, shipped meanwhile) goes to its own.
  const actual = order?.status;
  useEffect(() => {
    if (actual !== undefined && orderId !== undefined && actual !== status) void navigate(orderDetailPath(actual, orderId), { replace: true });
  }, [actual, status, orderId, navigate]);

  const toList = { label: t('detail.toList'), onClick: () => void navigate(ORDER_LIST_PATH, { replace: true }) };
  let body;
  if (orderId === undefined || (detail.isError && isApiError(detail.error) && detail.error.code === CODE.NOT_FOUND))
    body = (
      <main className="mall-page-body">
        <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFoundDescription')} action={toList} />
      </main>
    );
  else if (detail.isError)
    body = (
      <main className="mall-page-body">
        <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />
      </main>
    );
  else if (!order)
    body = (
      <main className="mall-page-body">
        <ListSkeleton rows={3} lines={3} />
      </main>
    );
  else
    body = (
      <OrderDetailView
        order={order}
        busy={actions.busy || addressChange.busy}
        onCancel={() => void actions.cancel(order)}
        onReceive={() => void actions.receive(order)}
        onReorder={() =>
          void actions.reorder(order).then((added) => {
            if (added) void navigate('/pages/index/cart');
          })
        }
        onChangeAddress={changeable ? () => setChoosingAddress(true) : undefined}
        addressOutcome={addressChange.outcome}
        onDismissAddressOutcome={addressChange.dismissOutcome}
        lineActions={lineActions}
        extras={(o) => (
          <>
            <PickupCodeCard orderId={o.orderId} />
            {extras?.(o)}
            <ContactShopCard shopId={o.shopId} orderNo={o.orderNo} />
          </>
        )}
        onDelete={() =>
          void actions.remove(order).then((deleted) => {
            if (deleted) void navigate(ORDER_LIST_PATH, { replace: true });
          })
        }
      />
    );

  return (
    <>
      <PageNavBar title={t('detail.title')} right={order?.paidAt ? <OrderComplaintLink orderId={order.orderId} /> : undefined} />
      <PageRefresh onRefresh={() => detail.refetch()}>{body}</PageRefresh>
      {order && changeable && (
        <ChangeableAddress
          order={order}
          visible={choosingAddress}
          busy={addressChange.busy}
          onChange={addressChange.change}
          onOpen={setChoosingAddress}
        />
      )}
    </>
  );
}

/**
 * The page behind the five order detail routes (one per status, spec routes); each route's file names itself
 * (`data-page`) and its status, and what goes under each line (`lineActions`). Needs a logged-in shopper.
 */
export function OrderDetailPage({ name, status, query, lineActions, extras }: PageProps & { name: string; status: OrderStatus; lineActions?: OrderLineActions; extras?: OrderExtras }) {
  return (
    <Page name={name}>
      <RequireLogin>
        <OrderDetail key={query.orderId ?? ''} query={query} status={status} lineActions={lineActions} extras={extras} />
      </RequireLogin>
    </Page>
  );
}
