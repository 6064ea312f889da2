import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TPaymentDetail } from '@mall/contract/payment/payment-fields';
import { channelName } from '../../features/payment/channel-name.ts';
import { paymentNotReady } from '../../features/payment/payment-not-ready.tsx';
import { PaymentOrderList } from '../../features/payment/payment-order-list.tsx';
import { ORDER_LIST_PATH, offlinePaymentPath, payAgainPath, resumePaymentPath, type PayTarget } from '../../features/payment/payment-paths.ts';
import { isFinalStatus } from '../../features/payment/payment-queries.ts';
import { PaymentRows, type PaymentRow } from '../../features/payment/payment-rows.tsx';
import { PaymentStatePanel } from '../../features/payment/payment-state-panel.tsx';
import type { ResultAction, ResultTone } from '../../shared/ui/result-panel.tsx';
import { useGiveUpPayment } from '../../features/payment/use-pay.ts';
import { usePagePayment, useWatchPayment } from '../../features/payment/use-payments.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { Price } from '../../shared/ui/price.tsx';

const TONES: Record<TPaymentDetail['status'], ResultTone> = { paid: 'success', pending: 'waiting', reviewing: 'waiting', cancelled: 'stopped', failed: 'warning' };

/** The result card of one payment, with what the shopper can do from each state. */
function PaymentResult({ payment, target }: { payment: TPaymentDetail; target: PayTarget | undefined }) {
  const { t, i18n } = useTranslation('payment');
  const navigate = useNavigate();
  const format = useFormatMoney();
  const giveUp = useGiveUpPayment(target);
  const go = (path: string) => () => void navigate(path, { replace: true });
  const home: ResultAction = { label: t('common.backHome'), onClick: go('/'), testId: 'payment-home' };
  const payAgain: ResultAction = { label: t('common.payAgain'), primary: true, onClick: go(payAgainPath(target, payment.orders)), testId: 'payment-pay-again' };
  const viewOrders = (tab: string): ResultAction => ({ label: t('common.viewOrders'), onClick: go(`${ORDER_LIST_PATH}?tab=${tab}`), testId: 'payment-view-orders' });

  let title: string;
  let note: string | undefined;
  let actions: ResultAction[];
  switch (payment.status) {
    case 'paid':
      title = t('result.paidTitle');
      note = t('result.paidNote');
      actions = [{ ...viewOrders('shipping'), primary: true }, home];
      break;
    case 'pending': {
      title = t('result.pendingTitle');
      note = t('result.pendingNote');
      const resume = resumePaymentPath(payment, target);
      actions = [
        ...(resume ? [{ label: t('result.continue'), primary: true, onClick: go(resume) }] : []),
        { label: t('common.cancelPayment'), onClick: () => void giveUp.giveUp(payment.paymentNo), testId: 'payment-cancel' },
      ];
      break;
    }
    case 'reviewing':
      title = t('result.reviewingTitle');
      note = t('result.reviewingNote');
      actions = [{ label: t('result.continue'), primary: true, onClick: go(offlinePaymentPath(payment.paymentNo, target)) }, viewOrders('paying')];
      break;
    case 'cancelled':
      title = t('result.cancelledTitle');
      actions = [payAgain, viewOrders('paying')];
      break;
    case 'failed':
      title = t('result.failedTitle');
      note = payment.failReason ?? t('result.failedNote');
      actions = [payAgain, viewOrders('paying')];
      break;
  }

  const rows: PaymentRow[] = [
    { label: t('common.channel'), value: t(`channels.${channelName(payment.payChannel)}`), testId: 'payment-channel' },
    { label: payment.paidAt ? t('result.paidAt') : t('result.createdAt'), value: formatDateTime(payment.paidAt ?? payment.createdAt, i18n.language) },
    { label: t('common.paymentNo'), value: payment.paymentNo, copy: payment.paymentNo },
    ...payment.refunds.map((refund) => ({ label: t('result.refund'), value: t('result.refunded', { amount: format(refund.amount).text }) })),
  ];

  return (
    <>
      <PaymentStatePanel tone={TONES[payment.status]} title={title} note={note} actions={actions}>
        <Price minor={payment.amount} size="large" />
      </PaymentStatePanel>
      <PaymentRows rows={rows} />
      <PaymentOrderList orders={payment.orders} />
    </>
  );
}

/** One payment's result (?paymentNo=): paid, still waiting (followed until it settles), cancelled or failed. */
function PaymentDetail({ query }: PageProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const { paymentNo, target, detail, payment } = usePagePayment(query);
  useWatchPayment(paymentNo, payment?.status, payment !== undefined && !isFinalStatus(payment.status));
  const toOrders = { label: t('common.toOrders'), onClick: () => void navigate(ORDER_LIST_PATH, { replace: true }) };

  let body;
  const waiting = paymentNotReady({ t, paymentNo, detail, ready: payment !== undefined, toOrders });
  if (waiting || !payment) body = waiting;
  else body = <PaymentResult payment={payment} target={target} />;

  return (
    <>
      <PageNavBar title={t('result.title')} />
      <PageRefresh onRefresh={() => detail.refetch()}>
        <main className="mall-page-body mall-pay-body">{body}</main>
      </PageRefresh>
    </>
  );
}

export default function PaymentDetailPage({ query }: PageProps) {
  return (
    <Page name="order/paymentdetail">
      <RequireLogin>
        <PaymentDetail key={query.paymentNo ?? ''} query={query} />
      </RequireLogin>
    </Page>
  );
}
