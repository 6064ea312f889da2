import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TCheckoutCoupon } from '@mall/contract/order/checkout-fields';
import type { TShopCoupon } from '@mall/contract/shop/query-shop-coupons';
import { formatDate } from '../../shared/format/date-time.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { shortOfThreshold, sortCoupons } from './checkout-coupons.ts';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import './coupon-popup.css';

export interface CouponPopupProps {
  visible: boolean;
  title: string;
  /** Undefined while the list loads. */
  coupons: readonly TCheckoutCoupon[] | undefined;
  error?: Error | null;
  onRetry: () => void;
  /** The coupon applied now; null for none. */
  chosen: number | null;
  /** What the coupons' thresholds are measured against (the shop's goods, or the whole checkout's). */
  goodsAmount: number;
  /** True while a choice is being priced: the list does not take another tap. */
  busy: boolean;
  onChoose: (userCouponId: number | null) => void;
  onClose: () => void;
  /** Coupons on offer that the shopper has not claimed yet and whose threshold these goods reach: claimed and used in one tap. */
  offers?: readonly TShopCoupon[];
  onClaim?: (couponId: number) => void;
}

/** The coupons the shopper holds for a shop (or the platform): usable ones first, then why the others are not; or none. */
export function CouponPopup({ visible, title, coupons, error, onRetry, chosen, goodsAmount, busy, onChoose, onClose, offers = [], onClaim }: CouponPopupProps) {
  const { t } = useTranslation('order');
  const worth = onClaim ? offers.filter((o) => shortOfThreshold(o, goodsAmount) === 0) : [];
  let body;
  if (coupons === undefined && error) body = <LoadFailed description={error.message} onRetry={onRetry} />;
  else if (coupons === undefined) body = <ListSkeleton rows={2} lines={1} />;
  else
    body = (
      <ul className="mall-coupon-list" data-testid="coupon-list">
        {sortCoupons(coupons).map((coupon) => (
          <li key={coupon.userCouponId}>
            <CouponTicket coupon={coupon} chosen={chosen === coupon.userCouponId} goodsAmount={goodsAmount} disabled={busy || !coupon.usable} onChoose={() => onChoose(coupon.userCouponId)} />
          </li>
        ))}
        {coupons.length === 0 && worth.length === 0 && <li className="mall-coupon-empty">{t('coupon.emptyDescription')}</li>}
        {worth.length > 0 && (
          <li className="mall-coupon-claim-head">
            <h3>{t('coupon.claimTitle')}</h3>
          </li>
        )}
        {worth.map((offer) => (
          <li key={`offer-${offer.id}`}>
            <ClaimTicket offer={offer} disabled={busy} onClaim={() => onClaim?.(offer.id)} />
          </li>
        ))}
        <li>
          <button type="button" className={chosen === null ? 'mall-coupon-none is-chosen' : 'mall-coupon-none'} disabled={busy} onClick={() => onChoose(null)} data-testid="coupon-none">
            <span>{t('coupon.noCoupon')}</span>
            <ChoiceMark chosen={chosen === null} />
          </button>
        </li>
      </ul>
    );
  return (
    <SheetPopup visible={visible} title={title} onClose={onClose}>
      {body}
    </SheetPopup>
  );
}

function CouponTicket({ coupon, chosen, goodsAmount, disabled, onChoose }: { coupon: TCheckoutCoupon; chosen: boolean; goodsAmount: number; disabled: boolean; onChoose: () => void }) {
  const { t, i18n } = useTranslation('order');
  const format = useFormatMoney();
  const missing = shortOfThreshold(coupon, goodsAmount);
  return (
    <button
      type="button"
      className={`mall-coupon-ticket${coupon.usable ? '' : ' is-unusable'}${chosen ? ' is-chosen' : ''}`}
      disabled={disabled}
      onClick={onChoose}
      aria-pressed={chosen}
      data-testid="coupon-ticket"
      data-usable={coupon.usable}
    >
      <CouponFace coupon={coupon} />
      <span className="mall-coupon-info">
        <strong className="mall-coupon-title">{coupon.title}</strong>
        {coupon.kind === 'percent_off' && coupon.maxOff !== null && <span className="mall-coupon-note">{t('coupon.maxOff', { amount: format(coupon.maxOff).text })}</span>}
        <span className="mall-coupon-note">{t('coupon.until', { date: formatDate(coupon.expiresAt, i18n.language) })}</span>
        {coupon.usable ? (
          coupon.discount > 0 && <span className="mall-coupon-saves">{t('coupon.saves', { amount: format(coupon.discount).text })}</span>
        ) : (
          <span className="mall-coupon-why">{missing > 0 ? t('coupon.short', { amount: format(missing).text }) : t('coupon.unusable')}</span>
        )}
      </span>
      {coupon.usable && <ChoiceMark chosen={chosen} />}
    </button>
  );
}

type CouponTerms = Pick<TCheckoutCoupon, 'kind' | 'amountOff' | 'percentOff' | 'thresholdAmount'>;

/** The left of a ticket: what it takes off and from which amount. */
function CouponFace({ coupon }: { coupon: CouponTerms }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  return (
    <span className="mall-coupon-face">
      {coupon.kind === 'amount_off' && coupon.amountOff !== null ? (
        <span className="mall-coupon-face-amount">
          <small>{format(coupon.amountOff).symbol}</small>
          {format(coupon.amountOff).amount}
        </span>
      ) : (
        <span className="mall-coupon-face-amount">{t('coupon.percentOff', { percent: coupon.percentOff ?? 0 })}</span>
      )}
      <span className="mall-coupon-face-rule">{coupon.thresholdAmount > 0 ? t('coupon.threshold', { amount: format(coupon.thresholdAmount).text }) : t('coupon.noThreshold')}</span>
    </span>
  );
}

/** A coupon on offer, not claimed yet: its terms and one button that claims it and uses it here. */
function ClaimTicket({ offer, disabled, onClaim }: { offer: TShopCoupon; disabled: boolean; onClaim: () => void }) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  return (
    <div className="mall-coupon-ticket is-offer" data-testid="coupon-offer" data-coupon-id={offer.id}>
      <CouponFace coupon={offer} />
      <span className="mall-coupon-info">
        <strong className="mall-coupon-title mall-clamp-2">{offer.title}</strong>
        {offer.kind === 'percent_off' && offer.maxOff !== null && <span className="mall-coupon-note">{t('coupon.maxOff', { amount: format(offer.maxOff).text })}</span>}
      </span>
      <button type="button" className="mall-coupon-claim" disabled={disabled} onClick={onClaim}>
        {t('coupon.claimUse')}
      </button>
    </div>
  );
}

/** The round mark of a choice (a drawing, not a control: the whole row is the button). */
function ChoiceMark({ chosen }: { chosen: boolean }) {
  return chosen ? <CheckCircleFill className="mall-choice-mark is-chosen" aria-hidden /> : <span className="mall-choice-mark" aria-hidden />;
}
