import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PayChannel } from '@mall/contract/payment/payment-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { useTimeLeft } from '../../features/order/use-time-left.ts';
import { PayBar, PayBarButton } from '../../features/payment/pay-bar.tsx';
import { PayMethodList, canPayWith, firstPick } from '../../features/payment/pay-method-list.tsx';
import { PaymentCountdown } from '../../features/payment/payment-countdown.tsx';
import { PaymentDueCard } from '../../features/payment/payment-due-card.tsx';
import { PaymentOrderList } from '../../features/payment/payment-order-list.tsx';
import { ORDER_LIST_PATH, payTargetParam, paymentDetailPath, resumePaymentPath } from '../../features/payment/payment-paths.ts';
import { usePaymentContext } from '../../features/payment/use-payments.ts';
import { PaymentStatePanel } from '../../features/payment/payment-state-panel.tsx';
import { useGiveUpPayment, usePay } from '../../features/payment/use-pay.ts';
import { useLeavePage } from '../../features/payment/use-leave-page.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';

/**
 * The payment page (?checkoutNumber= or ?orderId=): the amount due, the time left, the orders, the channels and
 * "Pay ¥X". What paying does next is the spec's flow (features/payment/use-pay.ts); an open payment of these
 * orders (a transfer, a QR code) is resumed on its own page, and leaving with a payment made but not settled asks
 * whether to give it up.
 */
function Payment({ query }: PageProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const format = useFormatMoney();
  const leave = useLeavePage();
  const target = payTargetParam(query);
  const context = usePaymentContext(target);
  const flow = usePay(target);
  const giveUp = useGiveUpPayment(target);
  const data = context.data;
  const amount = data?.payAmount ?? 0;
  const left = useTimeLeft(Date.parse(data?.payDeadline ?? ''));
  const [picked, setPicked] = useState<PayChannel>();
  const methods = data?.methods ?? [];
  const pickedMethod = methods.find((m) => m.payChannel === picked);
  // The shopper's pick while it can still pay (a wallet may have been spent elsewhere), else the default.
  const channel = pickedMethod && canPayWith(pickedMethod, amount) ? picked : firstPick(methods, amount);

  // An open payment of these orders is resumed where it waits; a settled one shows its result, and so do orders
  // all paid already (a second tab, a link opened again): the payment that paid them.
  const resume = data?.openPayment
    ? resumePaymentPath(data.openPayment, target)
    : data?.isPayed && data.paidPaymentNo
      ? paymentDetailPath(data.paidPaymentNo, target)
      : undefined;
  useEffect(() => {
    if (resume) void navigate(resume, { replace: true });
  }, [resume, navigate]);

  const onBack = () => {
    if (flow.openPaymentNo) void giveUp.giveUp(flow.openPaymentNo);
    else leave();
  };
  const toOrders = { label: t('common.toOrders'), onClick: () => void navigate(`${ORDER_LIST_PATH}?tab=paying`, { replace: true }) };

  let body;
  let bar;
  if (!target) body = <EmptyState title={t('common.invalidTitle')} description={t('common.invalidDescription')} action={toOrders} />;
  else if (context.isError && isApiError(context.error) && context.error.code === CODE.NOT_FOUND)
    body = <EmptyState title={t('pay.notFoundTitle')} description={t('pay.notFoundDescription')} action={toOrders} />;
  else if (context.isError) body = <LoadFailed description={context.error.message} onRetry={() => void context.refetch()} />;
  else if (!data || resume) body = <ListSkeleton rows={3} lines={3} />;
  else if (data.isPayed)
    body = (
      <PaymentStatePanel
        tone="success"
        title={t('pay.paidTitle')}
        note={t('pay.paidDescription')}
        actions={[{ label: t('common.viewOrders'), primary: true, onClick: () => void navigate(`${ORDER_LIST_PATH}?tab=shipping`, { replace: true }) }]}
      />
    );
  else if (data.orders.length === 0) body = <EmptyState title={t('pay.nothingTitle')} description={t('pay.nothingDescription')} action={toOrders} />;
  else {
    const orderIds = data.orders.map((o) => o.orderId);
    const expired = left <= 0;
    body = (
      <>
        <PaymentDueCard label={t('pay.amountDue')} amount={amount}>
          <PaymentCountdown left={left} />
        </PaymentDueCard>
        {expired ? (
          <PaymentStatePanel tone="stopped" title={t('pay.expiredTitle')} note={t('pay.expiredDescription')} actions={[{ ...toOrders, primary: true }]} />
        ) : (
          <PayMethodList methods={methods} amount={amount} value={channel} onChange={setPicked} />
        )}
        <PaymentOrderList orders={data.orders.map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, shopName: o.shopName, amount: o.payAmount, status: 'paying' as const }))} />
      </>
    );
    if (!expired)
      bar = (
        <PayBar>
          <PayBarButton
            label={channel === undefined ? t('pay.noMethod') : t('pay.button', { amount: format(amount).text })}
            disabled={channel === undefined || giveUp.busy}
            loading={flow.busy}
            onClick={() => channel !== undefined && void flow.pay(orderIds, channel)}
            testId="pay-submit"
          />
        </PayBar>
      );
  }

  return (
    <>
      <PageNavBar title={t('pay.title')} onBack={onBack} />
      <PageRefresh onRefresh={() => context.refetch()}>
        <main className={bar ? 'mall-page-body mall-pay-body has-bar' : 'mall-page-body mall-pay-body'}>{body}</main>
      </PageRefresh>
      {bar}
    </>
  );
}

export default function PaymentPage({ query }: PageProps) {
  return (
    <Page name="order/payment">
      <RequireLogin>
        <Payment key={`${query.checkoutNumber ?? ''}|${query.orderId ?? query.orderIds ?? ''}`} query={query} />
      </RequireLogin>
    </Page>
  );
}
