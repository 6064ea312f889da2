import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TPaymentDetail } from '@mall/contract/payment/payment-fields';
import { useTimeLeft } from '../../features/order/use-time-left.ts';
import { GiveUpBar } from '../../features/payment/pay-bar.tsx';
import { PaymentCountdown } from '../../features/payment/payment-countdown.tsx';
import { PaymentDueCard } from '../../features/payment/payment-due-card.tsx';
import { paymentNotReady } from '../../features/payment/payment-not-ready.tsx';
import { PaymentOrderList } from '../../features/payment/payment-order-list.tsx';
import { ORDER_LIST_PATH, cancelPaymentPath, payAgainPath, paymentDetailPath } from '../../features/payment/payment-paths.ts';
import { PaymentRows, type PaymentRow } from '../../features/payment/payment-rows.tsx';
import { PaymentStatePanel } from '../../features/payment/payment-state-panel.tsx';
import { useGiveUpPayment } from '../../features/payment/use-pay.ts';
import { useLeavePage } from '../../features/payment/use-leave-page.ts';
import { usePagePayment, useSubmitVoucher, useWatchPayment } from '../../features/payment/use-payments.ts';
import { VoucherForm } from '../../features/payment/voucher-form.tsx';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';

/** How often a voucher waiting for the merchant is asked after: a person answers, so not every 2 s. */
const REVIEW_POLL_MS = 5000;

/** Where the money goes: the shop's account and the reference to write on the transfer, each with a copy button. */
function TransferDetails({ payment }: { payment: TPaymentDetail }) {
  const { t, i18n } = useTranslation('payment');
  const account = payment.bankAccount;
  const rows: PaymentRow[] = account
    ? [
        { label: t('offline.bankName'), value: account.bankName },
        { label: t('offline.accountName'), value: account.accountName, copy: account.accountName },
        { label: t('offline.accountNumber'), value: account.accountNumber, copy: account.accountNumber, testId: 'offline-account-number' },
        ...(account.branch ? [{ label: t('offline.branch'), value: account.branch }] : []),
      ]
    : [];
  return (
    <>
      {rows.length > 0 && <PaymentRows title={t('offline.account')} rows={rows} />}
      <PaymentRows
        rows={[
          { label: t('offline.reference'), value: payment.paymentNo, copy: payment.paymentNo, testId: 'offline-reference' },
          { label: t('offline.deadline'), value: formatDateTime(payment.expiresAt, i18n.language) },
        ]}
      />
    </>
  );
}

/** The voucher as sent: its pictures, the note and when. */
function SentVoucher({ voucher }: { voucher: NonNullable<TPaymentDetail['voucher']> }) {
  const { t, i18n } = useTranslation('payment');
  return (
    <section className="mall-card mall-pay-voucher" data-testid="offline-sent-voucher">
      <h2 className="mall-pay-section-title">{t('offline.voucher')}</h2>
      <p className="mall-pay-hint">{t('offline.sentAt', { when: formatDateTime(voucher.submittedAt, i18n.language) })}</p>
      <div className="mall-pay-voucher-images">
        {voucher.images.map((src) => (
          <img key={src} src={src} alt="" loading="lazy" />
        ))}
      </div>
      {voucher.note && <p className="mall-pay-hint">{voucher.note}</p>}
    </section>
  );
}

/**
 * A bank transfer (?paymentNo=): the shop's account, the amount, the reference and the deadline; then the voucher
 * (pictures and a note) for the merchant, who confirms the money arrived (the payment settles) or refuses with a
 * note. The page follows the review by itself.
 */
function OfflinePayment({ query }: PageProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const { paymentNo, target, detail, payment } = usePagePayment(query);
  const submit = useSubmitVoucher();
  const giveUp = useGiveUpPayment(target);
  const leave = useLeavePage();
  useWatchPayment(paymentNo, payment?.status, payment?.status === 'reviewing', REVIEW_POLL_MS);
  const left = useTimeLeft(Date.parse(payment?.expiresAt ?? ''));

  // Paid: the result page. Cancelled (by the shopper elsewhere, or expired): the cancelled page.
  const status = payment?.status;
  useEffect(() => {
    if (!paymentNo) return;
    if (status === 'paid') void navigate(paymentDetailPath(paymentNo, target), { replace: true });
    else if (status === 'cancelled') void navigate(cancelPaymentPath(paymentNo, target), { replace: true });
  }, [status, paymentNo, target, navigate]);

  const go = (path: string) => () => void navigate(path, { replace: true });
  const toOrders = { label: t('common.toOrders'), onClick: go(`${ORDER_LIST_PATH}?tab=paying`) };

  let body;
  let bar;
  // Paid or cancelled: the effect above moves on, so the page waits meanwhile.
  const waiting = paymentNotReady({ t, paymentNo, detail, ready: payment !== undefined && payment.status !== 'paid' && payment.status !== 'cancelled', toOrders });
  if (waiting || !payment) body = waiting;
  else if (payment.status === 'failed') {
    const note = payment.voucher?.reviewNote || payment.failReason || t('offline.noNote');
    body = (
      <>
        <PaymentStatePanel
          tone="warning"
          title={t('offline.refusedTitle')}
          note={t('offline.refusedNote', { note })}
          actions={[
            { label: t('common.payAgain'), primary: true, onClick: go(payAgainPath(target, payment.orders)), testId: 'offline-pay-again' },
            { label: t('common.viewOrders'), onClick: go(`${ORDER_LIST_PATH}?tab=paying`) },
          ]}
        />
        {payment.voucher && <SentVoucher voucher={payment.voucher} />}
        <PaymentOrderList orders={payment.orders} />
      </>
    );
  } else if (payment.status === 'reviewing') {
    body = (
      <>
        <PaymentStatePanel tone="waiting" title={t('offline.reviewingTitle')} note={t('offline.reviewingNote')}>
          <Price minor={payment.amount} size="large" />
        </PaymentStatePanel>
        {payment.voucher && <SentVoucher voucher={payment.voucher} />}
        <TransferDetails payment={payment} />
        <PaymentOrderList orders={payment.orders} />
      </>
    );
  } else {
    const refusedNote = payment.voucher?.reviewNote;
    body = (
      <>
        <PaymentDueCard label={t('pay.amountDue')} amount={payment.amount}>
          <PaymentCountdown left={left} />
        </PaymentDueCard>
        {refusedNote && <PaymentStatePanel tone="warning" title={t('offline.refusedTitle')} note={t('offline.refusedNote', { note: refusedNote })} />}
        <p className="mall-card mall-pay-hint mall-pay-howto">{t('offline.howTo')}</p>
        <TransferDetails payment={payment} />
        {left > 0 && (
          <VoucherForm
            submitting={submit.isPending}
            onSubmit={(voucher) => submit.mutate({ paymentNo: payment.paymentNo, ...voucher }, { onSuccess: () => showToast(t('offline.sent')) })}
          />
        )}
        <PaymentOrderList orders={payment.orders} />
      </>
    );
    bar = <GiveUpBar giveUp={giveUp} paymentNo={payment.paymentNo} testId="offline-cancel" />;
  }

  // Back just leaves: a transfer is made in the bank's app, later; the payment page resumes this payment, and
  // giving it up is the explicit button below.
  return (
    <>
      <PageNavBar title={t('offline.title')} onBack={leave} />
      <PageRefresh onRefresh={() => detail.refetch()}>
        <main className={bar ? 'mall-page-body mall-pay-body has-bar' : 'mall-page-body mall-pay-body'}>{body}</main>
      </PageRefresh>
      {bar}
    </>
  );
}

export default function OfflinePaymentDetailPage({ query }: PageProps) {
  return (
    <Page name="order/offlinepaymentdetail">
      <RequireLogin>
        <OfflinePayment key={query.paymentNo ?? ''} query={query} />
      </RequireLogin>
    </Page>
  );
}
