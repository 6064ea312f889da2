import { useEffect, useState } from 'react';
import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TExecutePaymentResponse } from '@mall/contract/payment/execute-payment';
import { useTimeLeft } from '../../features/order/use-time-left.ts';
import { GiveUpBar, PayBar, PayBarButton } from '../../features/payment/pay-bar.tsx';
import { PaymentCountdown } from '../../features/payment/payment-countdown.tsx';
import { PaymentDueCard } from '../../features/payment/payment-due-card.tsx';
import { paymentNotReady } from '../../features/payment/payment-not-ready.tsx';
import { PaymentOrderList } from '../../features/payment/payment-order-list.tsx';
import { ORDER_LIST_PATH, cancelPaymentPath, paymentDetailPath } from '../../features/payment/payment-paths.ts';
import { PaymentRows } from '../../features/payment/payment-rows.tsx';
import { PaymentStatePanel } from '../../features/payment/payment-state-panel.tsx';
import { ScanQrCode } from '../../features/payment/scan-qr-code.tsx';
import { buildScanLink, packageAmount, readScanLink } from '../../features/payment/scan-link.ts';
import { confirmScanPayment, scanPackages, useGiveUpPayment } from '../../features/payment/use-pay.ts';
import { usePagePayment, useWatchPayment } from '../../features/payment/use-payments.ts';
import { useLeavePage } from '../../features/payment/use-leave-page.ts';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';

/**
 * The owner's view (?paymentNo=): the QR code of this same page with the signed package, for another phone to
 * scan; the status is asked every 2 s and the page moves to the result once paid. Leaving asks whether to give the
 * payment up.
 */
function ScanOwner({ query }: PageProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const { paymentNo, target, detail, payment } = usePagePayment(query);
  const giveUp = useGiveUpPayment(target);
  const leave = useLeavePage();
  const pending = payment?.status === 'pending';
  useWatchPayment(paymentNo, payment?.status, pending);
  const left = useTimeLeft(Date.parse(payment?.expiresAt ?? ''));

  // Settled or closed: this page has nothing more to show.
  const status = payment?.status;
  useEffect(() => {
    if (!paymentNo || !status || status === 'pending' || status === 'reviewing') return;
    if (status === 'paid') {
      scanPackages.forget(paymentNo);
      void navigate(paymentDetailPath(paymentNo, target), { replace: true });
    } else void navigate(cancelPaymentPath(paymentNo, target), { replace: true });
  }, [status, paymentNo, target, navigate]);

  const pack = paymentNo ? scanPackages.load(paymentNo) : undefined;
  const link = paymentNo && pack ? buildScanLink(window.location.origin, paymentNo, pack) : undefined;
  const toOrders = { label: t('common.toOrders'), onClick: () => void navigate(`${ORDER_LIST_PATH}?tab=paying`, { replace: true }) };

  let body;
  let bar;
  const waiting = paymentNotReady({ t, paymentNo, detail, ready: payment !== undefined && pending, toOrders, skeleton: { rows: 2, lines: 4 } });
  if (waiting || !payment) body = waiting;
  else {
    body = (
      <>
        <PaymentDueCard label={t('pay.amountDue')} amount={payment.amount}>
          <PaymentCountdown left={left} />
        </PaymentDueCard>
        <section className="mall-card mall-pay-scan" data-testid="scan-owner">
          {link ? (
            <>
              <p className="mall-pay-hint">{t('scan.instructions')}</p>
              <ScanQrCode text={link} label={t('scan.title')} />
              <div className="mall-pay-waiting" role="status">
                <DotLoading color="primary" />
                {t('scan.waiting')}
              </div>
              <p className="mall-pay-hint">{t('scan.link')}</p>
              <a className="mall-pay-scan-link" href={link} target="_blank" rel="noreferrer" data-testid="scan-link">
                {link}
              </a>
              <CopyButton text={link} label={t('scan.copyLink')} copied={t('common.copied')} failed={t('common.copyFailed')} />
            </>
          ) : (
            <p className="mall-pay-hint" data-testid="scan-no-code">
              {t('scan.noCode')}
            </p>
          )}
        </section>
        <PaymentRows rows={[{ label: t('common.paymentNo'), value: payment.paymentNo, copy: payment.paymentNo }]} />
        <PaymentOrderList orders={payment.orders} />
      </>
    );
    bar = <GiveUpBar giveUp={giveUp} paymentNo={payment.paymentNo} testId="scan-cancel" />;
  }

  return (
    <>
      <PageNavBar title={t('scan.title')} onBack={() => (pending && paymentNo ? void giveUp.giveUp(paymentNo) : leave())} />
      <main className={bar ? 'mall-page-body mall-pay-body has-bar' : 'mall-page-body mall-pay-body'}>{body}</main>
      {bar}
    </>
  );
}

type PayerState = { phase: 'ready' } | { phase: 'sending' } | { phase: 'done'; result: TExecutePaymentResponse } | { phase: 'refused'; message: string };

/**
 * The payer's view (the link carries the package): the amount the package names and "Confirm payment", which sends
 * the package to the test-payment call. No login: the signature is the proof, and the orders stay private.
 */
function ScanPayer({ paymentNo, pack }: { paymentNo: string; pack: NonNullable<ReturnType<typeof readScanLink>>['pack'] }) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [state, setState] = useState<PayerState>({ phase: 'ready' });
  const amount = packageAmount(pack.package);

  const confirm = async () => {
    setState({ phase: 'sending' });
    try {
      const result = await confirmScanPayment(paymentNo, pack);
      setState({ phase: 'done', result });
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      // No answer may be retried; a refusal (closed, wrong signature) is final for this code.
      if (isApiError(error) && error.code > 0 && (error.status ?? 200) < 500) setState({ phase: 'refused', message });
      else {
        showToast(message);
        setState({ phase: 'ready' });
      }
    }
  };

  let body;
  let bar;
  if (state.phase === 'done')
    body = (
      <PaymentStatePanel tone="success" title={t('scan.doneTitle')} note={t('scan.doneNote')} actions={[{ label: t('common.backHome'), primary: true, onClick: () => void navigate('/', { replace: true }) }]}>
        <Price minor={state.result.amount} size="large" />
      </PaymentStatePanel>
    );
  else if (state.phase === 'refused')
    body = <PaymentStatePanel tone="warning" title={t('scan.closedTitle')} note={state.message} actions={[{ label: t('common.backHome'), primary: true, onClick: () => void navigate('/', { replace: true }) }]} />;
  else {
    body = (
      <>
        <PaymentStatePanel tone="waiting" title={t('scan.payerTitle')} note={t('scan.payerNote')}>
          {amount !== undefined && <Price minor={amount} size="large" />}
        </PaymentStatePanel>
        <PaymentRows rows={[{ label: t('common.paymentNo'), value: paymentNo }]} />
      </>
    );
    bar = (
      <PayBar>
        <PayBarButton label={t('scan.confirm')} loading={state.phase === 'sending'} disabled={state.phase === 'sending'} onClick={() => void confirm()} testId="scan-confirm" />
      </PayBar>
    );
  }
  return (
    <>
      <PageNavBar title={t('scan.payerTitle')} />
      <main className={bar ? 'mall-page-body mall-pay-body has-bar' : 'mall-page-body mall-pay-body'} data-testid="scan-payer">
        {body}
      </main>
      {bar}
    </>
  );
}

/**
 * The scan channel (the spec's mini-program payment, docs/decisions.md): the owner shows a QR code, another phone
 * opens it and confirms. A link with a broken package says so instead of asking anyone to log in.
 */
export default function MpPaymentDetailPage({ query }: PageProps) {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const scanned = readScanLink(query);
  const carriesPackage = ['t', 'n', 'p', 's'].some((key) => query[key] !== undefined);
  let content;
  if (scanned) content = <ScanPayer key={scanned.pack.paySign} paymentNo={scanned.paymentNo} pack={scanned.pack} />;
  else if (carriesPackage)
    content = (
      <>
        <PageNavBar title={t('scan.payerTitle')} />
        <main className="mall-page-body mall-pay-body">
          <EmptyState title={t('scan.brokenTitle')} description={t('scan.brokenDescription')} action={{ label: t('common.backHome'), onClick: () => void navigate('/', { replace: true }) }} />
        </main>
      </>
    );
  else
    content = (
      <RequireLogin>
        <ScanOwner key={query.paymentNo ?? ''} query={query} />
      </RequireLogin>
    );
  return <Page name="order/mppaymentdetail">{content}</Page>;
}
