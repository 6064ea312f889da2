import { useTranslation } from 'react-i18next';
import type { TShopCoupon } from '@mall/contract/shop/query-shop-coupons';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import './shop-coupon-strip.css';

/** One coupon ticket: what it takes off, from which order amount, how long it lasts once picked. */
function CouponTicket({ coupon }: { coupon: TShopCoupon }) {
  const { t } = useTranslation('shop');
  const money = useFormatMoney();
  const takenOut = coupon.remaining === 0;
  return (
    <li className={`mall-shop-coupon${takenOut ? ' is-taken-out' : ''}`} data-testid="shop-coupon" data-coupon-id={coupon.id}>
      <div className="mall-shop-coupon-value">
        {coupon.kind === 'amount_off' ? (
          <>
            <span className="mall-shop-coupon-symbol">{money(coupon.amountOff ?? 0).symbol}</span>
            <span className="mall-shop-coupon-amount">{money(coupon.amountOff ?? 0).amount}</span>
          </>
        ) : (
          <span className="mall-shop-coupon-amount">{t('coupons.percentOff', { percent: coupon.percentOff ?? 0 })}</span>
        )}
      </div>
      <div className="mall-shop-coupon-terms">
        <span>{coupon.thresholdAmount > 0 ? t('coupons.over', { amount: money(coupon.thresholdAmount).text }) : t('coupons.anyOrder')}</span>
        <span className="mall-shop-coupon-days">{takenOut ? t('coupons.takenOut') : t('coupons.validDays', { count: coupon.validDays })}</span>
      </div>
    </li>
  );
}

/** The coupons a shop offers now, in a row that scrolls sideways (listing only). */
export function ShopCouponStrip({ coupons }: { coupons: readonly TShopCoupon[] }) {
  const { t } = useTranslation('shop');
  if (coupons.length === 0) return null;
  return (
    <section className="mall-shop-coupons mall-card" aria-label={t('coupons.title')}>
      <h3 className="mall-shop-section-title">{t('coupons.title')}</h3>
      <ul className="mall-shop-coupon-row" data-testid="shop-coupons">
        {coupons.map((c) => (
          <CouponTicket key={c.id} coupon={c} />
        ))}
      </ul>
    </section>
  );
}
