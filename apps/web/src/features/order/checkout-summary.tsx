import { useTranslation } from 'react-i18next';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { Price } from '../../shared/ui/price.tsx';
import './checkout.css';

/** The price breakdown: goods, delivery, coupons, and what is paid (all as the server priced them). */
export function CheckoutSummary({ checkout }: { checkout: TCheckout }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  const shopCoupons = checkout.couponAmount - checkout.platformCouponAmount;
  return (
    <section className="mall-card mall-checkout-summary" data-testid="checkout-summary">
      <h2 className="mall-checkout-section-title">{t('summary.title')}</h2>
      <dl>
        <div className="mall-checkout-row">
          <dt>{t('summary.goods', { count: checkout.quantity })}</dt>
          <dd>{format(checkout.goodsAmount).text}</dd>
        </div>
        <div className="mall-checkout-row">
          <dt>{t('summary.delivery')}</dt>
          <dd className={checkout.address === null ? 'mall-checkout-muted' : undefined}>
            {checkout.address === null ? t('summary.deliveryUnknown') : checkout.deliveryFee === 0 ? t('shop.free') : `+${format(checkout.deliveryFee).text}`}
          </dd>
        </div>
        {shopCoupons > 0 && (
          <div className="mall-checkout-row">
            <dt>{t('summary.shopCoupons')}</dt>
            <dd className="mall-checkout-minus">−{format(shopCoupons).text}</dd>
          </div>
        )}
        {checkout.platformCouponAmount > 0 && (
          <div className="mall-checkout-row">
            <dt>{t('summary.platformCoupon')}</dt>
            <dd className="mall-checkout-minus">−{format(checkout.platformCouponAmount).text}</dd>
          </div>
        )}
        {checkout.pointsAmount > 0 && (
          <div className="mall-checkout-row" data-testid="checkout-summary-points">
            <dt>{t('summary.points', { count: checkout.points.used })}</dt>
            <dd className="mall-checkout-minus">−{format(checkout.pointsAmount).text}</dd>
          </div>
        )}
        <div className="mall-checkout-row mall-checkout-total">
          <dt>{t('summary.total')}</dt>
          <dd>
            <Price minor={checkout.payAmount} size="medium" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
