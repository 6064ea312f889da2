import { useTranslation } from 'react-i18next';
import type { TUserCoupon } from '@mall/contract/coupon/query-user-coupons';
import { calendarDaysUntil, expiresSoon, ticketDate } from './coupon-dates.ts';
import { CouponTicket } from './coupon-ticket.tsx';

/** "Expires today / tomorrow / in 3 days" close to the end, else "Valid until …". */
function useValidity(coupon: TUserCoupon): string {
  const { t, i18n } = useTranslation('coupon');
  if (coupon.status === 'used') return t('ticket.usedOn', { date: ticketDate(coupon.usedAt ?? coupon.expiresAt, i18n.language) });
  if (coupon.status === 'expired') return t('ticket.expiredOn', { date: ticketDate(coupon.expiresAt, i18n.language) });
  const days = calendarDaysUntil(coupon.expiresAt);
  if (days <= 0) return t('ticket.expiresToday');
  if (days === 1) return t('ticket.expiresTomorrow');
  if (days <= 3) return t('ticket.expiresInDays', { count: days });
  return t('ticket.validUntil', { date: ticketDate(coupon.expiresAt, i18n.language) });
}

/** One of the shopper's coupons: unused ones have a "use" button, used and expired ones are stamped. */
export function UserCouponTicket({ coupon, onUse }: { coupon: TUserCoupon; onUse: (coupon: TUserCoupon) => void }) {
  const { t } = useTranslation('coupon');
  const validity = useValidity(coupon);
  const { status } = coupon;
  return (
    <CouponTicket
      testId="user-coupon"
      terms={coupon}
      shop={coupon.shopId !== null ? { name: coupon.shopName ?? '', logo: coupon.shopLogo ?? '' } : null}
      validity={validity}
      {...(status === 'unused'
        ? { urgent: expiresSoon(coupon.expiresAt), action: { label: t('actions.use'), onClick: () => onUse(coupon), fill: 'outline' as const } }
        : { stamp: status })}
    />
  );
}
