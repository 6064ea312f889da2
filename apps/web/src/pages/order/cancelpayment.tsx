import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTimeLeft } from '../../features/order/use-time-left.ts';
import { PaymentCountdown } from '../../features/payment/payment-countdown.tsx';
import { PaymentOrderList, type PaymentOrderItem } from '../../features/payment/payment-order-list.tsx';
import { ORDER_LIST_PATH, orderPagePath, payAgainPath, paymentDetailPath, paymentNoParam, payTargetParam } from '../../features/payment/payment-paths.ts';
import { usePaymentContext, usePaymentDetail } from '../../features/payment/use-payments.ts';
import { PaymentStatePanel } from '../../features/payment/payment-state-panel.tsx';
import type { ResultAction } from '../../shared/ui/result-panel.tsx';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { Price } from '../../shared/ui/price.tsx';

/**
 * After giving up a payment (?paymentNo=, or the orders: ?checkoutNumber= / ?orderId=): the orders stay unpaid
 * until their deadline, which counts down here, with "Pay again" and "View order".
 */
function CancelPayment({ query }: PageProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const paymentNo = paymentNoParam(query.paymentNo);
  const target = payTargetParam(query);
  // The payment when named (its orders and their deadline), else the orders' own payment context.
  const detail = usePaymentDetail(paymentNo);
  const context = usePaymentContext(paymentNo ? undefined : target);
  const source = paymentNo ? detail : context;

  const payment = detail.data;
  let unpaid: PaymentOrderItem[] = [];
  let amount = 0;
  let deadline = '';
  if (payment) {
    unpaid = payment.orders.filter((o) => o.status === 'paying');
    amount = unpaid.reduce((sum, o) => sum + o.amount, 0);
    deadline = payment.expiresAt;
  } else if (context.data) {
    unpaid = context.data.orders.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, shopName: o.shopName, amount: o.payAmount, status: 'paying' }));
    amount = context.data.payAmount;
    deadline = context.data.payDeadline ?? '';
  }
  const left = useTimeLeft(Date.parse(deadline));

  // The cancel lost a race to the payment settling: the result is the truth.
  const settled = payment?.status === 'paid' ? payment.paymentNo : undefined;
  useEffect(() => {
    if (settled) void navigate(paymentDetailPath(settled, target), { replace: true });
  }, [settled, target, navigate]);

  const go = (path: string) => () => void navigate(path, { replace: true });
  const toOrders = { label: t('common.toOrders'), onClick: go(`${ORDER_LIST_PATH}?tab=paying`) };

  let body;
  if (!paymentNo && !target) body = <EmptyState title={t('common.invalidTitle')} description={t('common.invalidDescription')} action={toOrders} />;
  else if (source.isError) body = <LoadFailed description={source.error.message} onRetry={() => void source.refetch()} />;
  else if (!source.data || settled) body = <ListSkeleton rows={2} lines={3} />;
  else {
    const open = unpaid.length > 0 && left > 0;
    const only = unpaid.length === 1 ? unpaid[0] : undefined;
    const actions: ResultAction[] = open
      ? [
          { label: t('common.payAgain'), primary: true, onClick: go(payAgainPath(target, unpaid.map((o) => ({ orderId: o.orderId, status: 'paying' })))), testId: 'cancel-pay-again' },
          { label: t('common.viewOrder'), onClick: go(only ? orderPagePath('paying', only.orderId) : `${ORDER_LIST_PATH}?tab=paying`), testId: 'cancel-view-order' },
        ]
      : [{ label: t('common.viewOrders'), primary: true, onClick: go(ORDER_LIST_PATH), testId: 'cancel-view-order' }];
    body = (
      <>
        <PaymentStatePanel tone="stopped" title={t('cancelled.heading')} note={unpaid.length === 0 ? t('cancelled.nothing') : left > 0 ? t('cancelled.note') : t('cancelled.expired')} actions={actions}>
          {unpaid.length > 0 && <Price minor={amount} size="large" />}
          {unpaid.length > 0 && left > 0 && <PaymentCountdown left={left} text="cancelled.left" />}
        </PaymentStatePanel>
        <PaymentOrderList orders={unpaid} />
      </>
    );
  }

  return (
    <>
      <PageNavBar title={t('cancelled.title')} />
      <PageRefresh onRefresh={() => source.refetch()}>
        <main className="mall-page-body mall-pay-body">{body}</main>
      </PageRefresh>
    </>
  );
}

export default function CancelPaymentPage({ query }: PageProps) {
  return (
    <Page name="order/cancelpayment">
      <RequireLogin>
        <CancelPayment key={`${query.paymentNo ?? ''}|${query.checkoutNumber ?? ''}|${query.orderId ?? ''}`} query={query} />
      </RequireLogin>
    </Page>
  );
}
