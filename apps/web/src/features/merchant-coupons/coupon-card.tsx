import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMerchantCoupon } from '@mall/contract/coupon/merchant-coupon-fields';
import type { Lang } from '@mall/contract/platform/languages';
import { formatBaseMoney } from '../../shared/format/base-money.ts';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { langOf } from '../../shared/session/preferences.ts';

/** The coupon's title in the shown language (the server fills every language, so one is always there). */
export function titleIn(coupon: Pick<TMerchantCoupon, 'title'>, lang: Lang): string {
  return coupon.title[lang] || coupon.title.en || coupon.title.zh || coupon.title.ja;
}

/** One coupon of the shop: what it takes off and from what, how many were claimed and used, its window, and its actions. */
export function CouponCard({
  coupon,
  baseCurrency,
  busy,
  onEdit,
  onStop,
}: {
  coupon: TMerchantCoupon;
  baseCurrency: string | undefined;
  busy: boolean;
  onEdit: () => void;
  onStop: () => void;
}) {
  const { t, i18n } = useTranslation('merchant-coupons');
  const lang: Lang = langOf(i18n.language) ?? 'en';
  const money = (minor: number) => formatBaseMoney(minor, baseCurrency, lang);
  const title = titleIn(coupon, lang);
  const live = coupon.tab !== 'ended';
  const titleId = `mcoupon-${coupon.couponId}`;
  return (
    <li className="mall-mcoupon" data-testid="merchant-coupon" data-coupon-id={coupon.couponId} data-tab={coupon.tab}>
      <div className="mall-mcoupon-value">
        <span className="mall-mcoupon-figure">
          {coupon.kind === 'amount_off' ? t('list.amountOff', { amount: money(coupon.amountOff ?? 0) }) : t('list.percentOff', { percent: coupon.percentOff ?? 0 })}
        </span>
        {coupon.maxOff !== null && <span className="mall-mcoupon-cap">{t('list.cap', { amount: money(coupon.maxOff) })}</span>}
        <span className="mall-mcoupon-terms">{coupon.thresholdAmount > 0 ? t('list.over', { amount: money(coupon.thresholdAmount) }) : t('list.noMinimum')}</span>
      </div>
      <div className="mall-mcoupon-main">
        <h3 className="mall-mcoupon-title" id={titleId}>
          {title}
          {coupon.status === 'stopped' && <span className="mall-mcoupon-stopped">{t('list.stopped')}</span>}
        </h3>
        <p className="mall-mcoupon-line">
          {t('list.claimed', { issued: coupon.issuedCount, total: coupon.totalQuantity })} · {t('list.used', { count: coupon.usedCount })} ·{' '}
          {t('list.perShopper', { count: coupon.perUserLimit })}
        </p>
        <p className="mall-mcoupon-line">{t('list.window', { from: formatDateTime(coupon.pickStartsAt, i18n.language), to: formatDateTime(coupon.pickEndsAt, i18n.language) })}</p>
        <p className="mall-mcoupon-line">{t('list.validDays', { count: coupon.validDays })}</p>
        {live && (
          <div className="mall-mcoupon-actions">
            <Button size="small" shape="rounded" onClick={onEdit}>
              {t('list.edit')}
              <span className="mall-visually-hidden"> {title}</span>
            </Button>
            <Button size="small" shape="rounded" color="danger" fill="outline" disabled={busy} onClick={onStop} data-testid="stop-coupon">
              {t('list.stop')}
              <span className="mall-visually-hidden"> {title}</span>
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
