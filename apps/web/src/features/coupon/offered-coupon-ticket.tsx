import { useTranslation } from 'react-i18next';
import type { TShopCoupon } from '@mall/contract/shop/query-shop-coupons';
import { CouponTicket } from './coupon-ticket.tsx';

/** Below this many left, a ticket says how few remain. */
const FEW_LEFT = 20;

/**
 * A platform coupon on offer (usable in every shop) with its pick button: "pick", "pick again" (a limit above one), "picked" once the caller
 * holds their limit, "all taken" when none are left for them.
 */
export function OfferedCouponTicket({ coupon, onPick, picking }: { coupon: TShopCoupon; onPick: (coupon: TShopCoupon) => void; picking: boolean }) {
  const { t } = useTranslation('coupon');
  const label = coupon.canPick
    ? coupon.pickedCount > 0
      ? t('actions.pickAgain')
      : t('actions.pick')
    : coupon.pickedCount > 0
      ? t('actions.picked')
      : t('actions.takenOut');
  const note =
    coupon.pickedCount > 0
      ? t('ticket.pickedCount', { count: coupon.pickedCount })
      : coupon.remaining > 0 && coupon.remaining <= FEW_LEFT
        ? t('ticket.left', { count: coupon.remaining })
        : undefined;
  return (
    <CouponTicket
      testId="offered-coupon"
      terms={coupon}
      shop={null}
      validity={t('ticket.validDays', { count: coupon.validDays })}
      note={note}
      action={{
        label,
        onClick: () => onPick(coupon),
        disabled: !coupon.canPick,
        loading: picking,
        fill: coupon.canPick && coupon.pickedCount === 0 ? 'solid' : 'outline',
      }}
    />
  );
}
