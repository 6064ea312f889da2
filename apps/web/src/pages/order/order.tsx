import { takeawayOrderPath } from '../../features/takeaway/takeaway-paths.ts';
import { Tabs } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { ReturnList } from '../../features/aftersale/return-list.tsx';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListMore } from '../../shared/ui/list-more.tsx';
import { OrderCard } from '../../features/order/order-card.tsx';
import { ORDER_TABS, orderDetailPath, orderListPath, orderTabParam } from '../../features/order/order-paths.ts';
import { useOrderActions, useOrderPages } from '../../features/order/use-orders.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import '../../features/order/order.css';

/**
 * The shopper's orders in tabs (all, to pay, to ship, to receive, completed), the tab kept in the address (?tab=)
 * so the me tab links to each and back returns to it. Each list loads more as the shopper scrolls; pull to refresh.
 */
function OrderList({ query }: PageProps) {
  const { t } = useTranslation('order');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tab = orderTabParam(query.tab);
  const pages = useOrderPages(tab);
  const actions = useOrderActions();
  const orders = pages.data?.pages.flatMap((p) => p.list) ?? [];

  let body;
  if (tab === 'return') body = <ReturnList />;
  else if (pages.isPending) body = <ListSkeleton rows={3} lines={3} />;
  else if (pages.isError) body = <LoadFailed description={pages.error.message} onRetry={() => void pages.refetch()} />;
  else if (orders.length === 0)
    body = <EmptyState title={t(`list.empty.${tab}`)} description={t('list.emptyDescription')} action={{ label: tc('actions.goShopping'), onClick: () => void navigate('/') }} />;
  else
    body = (
      <>
        <ul className="mall-order-list" data-testid="order-list" data-tab={tab}>
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard
                order={order}
                busy={actions.busy}
                onOpen={() => void navigate(order.takeaway ? takeawayOrderPath(order.orderId) : orderDetailPath(order.status, order.orderId))}
                onCancel={() => void actions.cancel(order)}
                onDelete={() => void actions.remove(order)}
                onReceive={() => void actions.receive(order)}
              />
            </li>
          ))}
        </ul>
        <ListMore pages={pages} />
      </>
    );

  return (
    <Page name="order/order">
      <PageNavBar title={t('list.title')} />
      <div className="mall-order-tabs">
        <Tabs activeKey={tab} onChange={(key) => void navigate(orderListPath(orderTabParam(key)), { replace: true })}>
          {ORDER_TABS.map((key) => (
            <Tabs.Tab key={key} title={t(`list.tabs.${key}`)} />
          ))}
        </Tabs>
      </div>
      <PageRefresh onRefresh={() => (tab === 'return' ? queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.orders }) : pages.refetch())}>
        <main className="mall-page-body mall-order-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}

export default function OrderListPage(props: PageProps) {
  return (
    <RequireLogin>
      <OrderList {...props} />
    </RequireLogin>
  );
}
