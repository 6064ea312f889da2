import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { Price } from '../../shared/ui/price.tsx';
import './checkout.css';

export interface CheckoutSubmitBarProps {
  payAmount: number;
  couponAmount: number;
  quantity: number;
  /** Why the button is off (problems to fix); undefined when it can be pressed. */
  blockedReason?: string;
  /** A change is being priced: the total shown is not final yet. */
  updating: boolean;
  submitting: boolean;
  /** After a "changed" refusal the button confirms the new total. */
  confirmAgain: boolean;
  onSubmit: () => void;
  onShowProblem: () => void;
}

/** The bar at the foot of the checkout: the total to pay and the submit button, with the reason when it is off. */
export function CheckoutSubmitBar({ payAmount, couponAmount, quantity, blockedReason, updating, submitting, confirmAgain, onSubmit, onShowProblem }: CheckoutSubmitBarProps) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  return (
    <BottomBar className="mall-checkout-bar" testId="checkout-bar">
      {blockedReason && (
        <button type="button" className="mall-checkout-bar-reason" onClick={onShowProblem} data-testid="checkout-blocked">
          {blockedReason}
        </button>
      )}
      <div className="mall-checkout-bar-main">
        <div className="mall-checkout-bar-total" aria-live="polite">
          <span className="mall-checkout-bar-count">{t('submit.count', { count: quantity })}</span>
          <span className="mall-checkout-bar-label">{t('submit.total')}</span>
          <Price minor={payAmount} size="large" />
          {couponAmount > 0 && <span className="mall-checkout-bar-saved">{t('submit.saved', { amount: format(couponAmount).text })}</span>}
        </div>
        <Button
          className="mall-checkout-bar-button"
          color="primary"
          shape="rounded"
          disabled={blockedReason !== undefined || updating}
          loading={submitting}
          onClick={onSubmit}
          data-testid="checkout-submit"
        >
          {confirmAgain ? t('submit.again') : t('submit.button')}
        </Button>
      </div>
    </BottomBar>
  );
}
