import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/ui/toast.ts';
import { OfferedCouponTicket } from './offered-coupon-ticket.tsx';
import { usePickCoupon, usePlatformCoupons } from './use-coupons.ts';
import './platform-coupon-offers.css';

/**
 * The platform's coupons the shopper can still pick, each with its pick button (once picked up to the limit, a
 * coupon shows in the shopper's own list instead). Nothing at all while loading, on failure or when there is
 * none to pick: the shopper's own list below is what the page is about.
 */
export function PlatformCouponOffers() {
  const { t } = useTranslation('coupon');
  const offers = usePlatformCoupons();
  const pick = usePickCoupon();
  // The one being picked stays until the answer, so the button does not vanish under the finger.
  const open = offers.data?.filter((c) => c.canPick || (pick.isPending && pick.variables === c.id)) ?? [];
  if (open.length === 0) return null;
  return (
    <section className="mall-coupon-offers" data-testid="platform-coupons" aria-label={t('page.platformTitle')}>
      <header className="mall-coupon-offers-head">
        <h3 className="mall-coupon-offers-title">{t('page.platformTitle')}</h3>
        <span className="mall-coupon-offers-hint">{t('page.platformHint')}</span>
      </header>
      <ul className="mall-coupon-list">
        {open.map((c) => (
          <li key={c.id}>
            <OfferedCouponTicket
              coupon={c}
              picking={pick.isPending && pick.variables === c.id}
              onPick={(coupon) => pick.mutate(coupon.id, { onSuccess: () => showToast(t('pickedToast')) })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
