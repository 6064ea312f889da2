import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import type { CouponRowState } from './checkout-coupons.ts';

/** The right side of a coupon row: the discount applied, how many could be, or that none can. */
export function CouponRowValue({ state }: { state: CouponRowState }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  if (state.kind === 'applied')
    return (
      <span className="mall-checkout-coupon-applied" data-testid="coupon-applied">
        −{format(state.amount).text}
      </span>
    );
  if (state.kind === 'available') return <span className="mall-checkout-coupon-available">{t('coupon.available', { count: state.count })}</span>;
  if (state.kind === 'claimable') return <span className="mall-checkout-coupon-available">{t('coupon.toClaim', { count: state.count })}</span>;
  return <span className="mall-checkout-muted">{t('coupon.none')}</span>;
}
