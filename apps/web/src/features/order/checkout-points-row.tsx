import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import './checkout.css';

/**
 * Score points at checkout: what the shopper holds, what this checkout can take, and a switch to use them (the
 * server decides how many and what they take off; docs/decisions.md "Score points: spending at checkout").
 */
export function CheckoutPointsRow({ checkout, busy, onChange }: { checkout: TCheckout; busy: boolean; onChange: (use: boolean) => void }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  const { points } = checkout;
  const usable = points.usable > 0;
  const describedBy = `checkout-points-note-${checkout.checkoutId}`;
  return (
    <section className="mall-card mall-checkout-rows mall-checkout-points" data-testid="checkout-points">
      <div className="mall-checkout-row">
        <span className="mall-checkout-row-label">
          <span id={`checkout-points-label-${checkout.checkoutId}`}>{t('points.label')}</span>
          <span className="mall-checkout-muted mall-checkout-points-note" id={describedBy}>
            {points.use && points.used > 0
              ? t('points.using', { count: points.used, amount: format(points.amount).text })
              : usable
                ? t('points.canUse', { count: points.usable, amount: format(checkout.points.usable).text, available: points.available })
                : t('points.none', { count: points.available })}
          </span>
        </span>
        <span className="mall-checkout-row-value">
          {points.use && points.amount > 0 && <span className="mall-checkout-minus">−{format(points.amount).text}</span>}
          <Switch
            checked={points.use && points.used > 0}
            disabled={busy || (!usable && !points.use)}
            onChange={(use) => onChange(use)}
            aria-labelledby={`checkout-points-label-${checkout.checkoutId}`}
            aria-describedby={describedBy}
            data-testid="checkout-points-switch"
          />
        </span>
      </div>
    </section>
  );
}
