import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCommitOrderResponse } from '@mall/contract/order/commit-order';
import { DeadlinePill } from '../../shared/ui/deadline-pill.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { ResultPanel, type ResultAction } from '../../shared/ui/result-panel.tsx';
import { useTimeLeft } from './use-time-left.ts';
import './checkout.css';

export interface CheckoutResultProps {
  result: TCommitOrderResponse;
  /**
   * Set only when the payment page exists; without it nothing on this screen pretends to pay. The page decides
   * where "Pay" goes (the payment page for the commit's orders, by its checkout number).
   */
  onPay?: () => void;
  onContinue: () => void;
}

/**
 * What the commit made, honestly: how many orders (one per shop), what is to be paid, and how long the shopper has
 * before unpaid orders are cancelled. "Pay" appears only when paying is possible.
 */
export function CheckoutResult({ result, onPay, onContinue }: CheckoutResultProps) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const left = useTimeLeft(Date.parse(result.payDeadline));
  const expired = left <= 0;
  const count = result.orderIds.length;
  const canPay = onPay !== undefined && !expired;
  const actions: ResultAction[] = [
    ...(canPay ? [{ label: t('result.pay'), onClick: onPay, primary: true, testId: 'checkout-pay' }] : []),
    { label: t('result.continue'), onClick: onContinue, primary: !canPay, testId: 'checkout-continue' },
    { label: t('actions.viewOrders'), onClick: () => void navigate('/pages/order/order?tab=paying', { replace: true }), plain: true, testId: 'checkout-view-orders' },
  ];
  return (
    // Placed but not paid: nothing looks finished until the money is in.
    <ResultPanel tone={expired ? 'stopped' : 'waiting'} title={count > 1 ? t('result.titleMany', { count }) : t('result.title')} actions={actions} testId="checkout-result">
      {count > 1 && <p className="mall-checkout-result-note">{t('result.oneOrderPerShop')}</p>}
      <p className="mall-checkout-result-label">{t('result.toPay')}</p>
      <Price minor={result.payAmount} size="large" />
      <DeadlinePill left={left} running={(time) => t('result.payWithin', { time })} expired={t('result.expired')} testId="checkout-deadline" />
      {!expired && <p className="mall-checkout-result-note">{t('result.autoCancel')}</p>}
      <ul className="mall-checkout-result-orders">
        {result.orderNos.map((no) => (
          <li key={no}>{t('result.orderNo', { no })}</li>
        ))}
      </ul>
      {!onPay && <p className="mall-checkout-result-soon">{t('result.payLater')}</p>}
    </ResultPanel>
  );
}
