import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { couponRowState } from './checkout-coupons.ts';
import type { CheckoutChange } from './checkout-requests.ts';
import { CouponPopup } from './coupon-popup.tsx';
import { CouponRowValue } from './coupon-row-value.tsx';
import { useCheckoutCoupons } from './use-checkout.ts';
import './checkout.css';

/** Whose coupons the list shows: one shop's, or the platform's. */
export type CouponTarget = { kind: 'shop'; shopId: number } | { kind: 'platform' };

export interface CheckoutCouponPickerProps {
  checkout: TCheckout;
  /** Undefined while the list is closed. */
  target: CouponTarget | undefined;
  busy: boolean;
  /** Prices the choice (checkout/redo); resolves true once the checkout shows it. */
  onChange: (change: CheckoutChange) => Promise<boolean>;
  onClose: () => void;
}

/** The coupon list of a shop or of the platform, asked for when it opens; a choice is priced by the server. */
export function CheckoutCouponPicker({ checkout, target, busy, onChange, onClose }: CheckoutCouponPickerProps) {
  const { t } = useTranslation('order');
  const coupons = useCheckoutCoupons(checkout.checkoutId, target !== undefined);
  const shop = target?.kind === 'shop' ? checkout.shops.find((s) => s.shopId === target.shopId) : undefined;
  const list = target?.kind === 'shop' ? coupons.data?.shops.find((s) => s.shopId === target.shopId)?.coupons : coupons.data?.platform.coupons;
  const chosen = target?.kind === 'shop' ? (shop?.userCouponId ?? null) : checkout.platformUserCouponId;
  // Platform coupons count the goods after the shop coupons.
  const goodsAmount = target?.kind === 'shop' ? (shop?.goodsAmount ?? 0) : checkout.goodsAmount - (checkout.couponAmount - checkout.platformCouponAmount);
  return (
    <CouponPopup
      visible={target !== undefined}
      title={target?.kind === 'platform' ? t('coupon.platformTitle') : t('coupon.shopTitle', { shop: shop?.shopName ?? '' })}
      coupons={coupons.isPending ? undefined : (list ?? [])}
      error={coupons.error}
      onRetry={() => void coupons.refetch()}
      chosen={chosen}
      goodsAmount={goodsAmount}
      busy={busy}
      onClose={onClose}
      onChoose={(userCouponId) => {
        if (!target || userCouponId === chosen) return onClose();
        const change: CheckoutChange = target.kind === 'shop' ? { kind: 'shopCoupon', shopId: target.shopId, userCouponId } : { kind: 'platformCoupon', userCouponId };
        void onChange(change).then((applied) => applied && onClose());
      }}
    />
  );
}

/** The platform coupon's row, under the shops. */
export function PlatformCouponRow({ checkout, onOpen }: { checkout: TCheckout; onOpen: () => void }) {
  const { t } = useTranslation('order');
  return (
    <section className="mall-card mall-checkout-rows mall-checkout-platform">
      <button type="button" className="mall-checkout-row is-tappable" onClick={onOpen} data-testid="checkout-platform-coupon">
        <span className="mall-checkout-row-label">{t('coupon.platform')}</span>
        <span className="mall-checkout-row-value">
          <CouponRowValue state={couponRowState(checkout.platformUserCouponId, checkout.platformCouponAmount, checkout.platformUsableCouponCount)} />
          <RightOutline className="mall-checkout-chevron" aria-hidden />
        </span>
      </button>
    </section>
  );
}
