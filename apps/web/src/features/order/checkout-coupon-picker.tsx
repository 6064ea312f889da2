import { useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import type { TShopCoupon } from '@mall/contract/shop/query-shop-coupons';
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
  /** Coupons of the target on offer that the shopper may still claim (the page gets them from the coupons). */
  offers?: readonly TShopCoupon[];
  /** Claims one; resolves the shopper's new coupon, or undefined when it could not be had (the reason was shown). */
  onClaim?: (couponId: number) => Promise<number | undefined>;
}

/** The coupon list of a shop or of the platform, asked for when it opens; a choice is priced by the server. */
export function CheckoutCouponPicker({ checkout, target, busy, onChange, onClose, offers, onClaim }: CheckoutCouponPickerProps) {
  const { t } = useTranslation('order');
  const coupons = useCheckoutCoupons(checkout.checkoutId, target !== undefined);
  const shop = target?.kind === 'shop' ? checkout.shops.find((s) => s.shopId === target.shopId) : undefined;
  const list = target?.kind === 'shop' ? coupons.data?.shops.find((s) => s.shopId === target.shopId)?.coupons : coupons.data?.platform.coupons;
  const chosen = target?.kind === 'shop' ? (shop?.userCouponId ?? null) : checkout.platformUserCouponId;
  // Platform coupons count the goods after the shop coupons.
  const goodsAmount = target?.kind === 'shop' ? (shop?.goodsAmount ?? 0) : checkout.goodsAmount - (checkout.couponAmount - checkout.platformCouponAmount);
  const [claiming, setClaiming] = useState(false);
  const choose = (userCouponId: number | null) => {
    if (!target || userCouponId === chosen) return onClose();
    const change: CheckoutChange = target.kind === 'shop' ? { kind: 'shopCoupon', shopId: target.shopId, userCouponId } : { kind: 'platformCoupon', userCouponId };
    return onChange(change).then((applied) => {
      if (applied) onClose();
    });
  };
  // Claimed, then the held coupons asked again (the new one among them), then used: one tap for the shopper.
  const claim = async (couponId: number) => {
    if (!onClaim || claiming) return;
    setClaiming(true);
    try {
      const userCouponId = await onClaim(couponId);
      if (userCouponId === undefined) return;
      await coupons.refetch();
      await choose(userCouponId);
    } finally {
      setClaiming(false);
    }
  };
  return (
    <CouponPopup
      visible={target !== undefined}
      title={target?.kind === 'platform' ? t('coupon.platformTitle') : t('coupon.shopTitle', { shop: shop?.shopName ?? '' })}
      coupons={coupons.isPending ? undefined : (list ?? [])}
      error={coupons.error}
      onRetry={() => void coupons.refetch()}
      chosen={chosen}
      goodsAmount={goodsAmount}
      busy={busy || claiming}
      onClose={onClose}
      onChoose={(userCouponId) => void choose(userCouponId)}
      {...(onClaim ? { offers: offers ?? [], onClaim: (couponId: number) => void claim(couponId) } : {})}
    />
  );
}

/** The platform coupon's row, under the shops. */
export function PlatformCouponRow({ checkout, onOpen, claimable = 0 }: { checkout: TCheckout; onOpen: () => void; claimable?: number }) {
  const { t } = useTranslation('order');
  return (
    <section className="mall-card mall-checkout-rows mall-checkout-platform">
      <button type="button" className="mall-checkout-row is-tappable" onClick={onOpen} data-testid="checkout-platform-coupon">
        <span className="mall-checkout-row-label">{t('coupon.platform')}</span>
        <span className="mall-checkout-row-value">
          <CouponRowValue state={couponRowState(checkout.platformUserCouponId, checkout.platformCouponAmount, checkout.platformUsableCouponCount, claimable)} />
          <RightOutline className="mall-checkout-chevron" aria-hidden />
        </span>
      </button>
    </section>
  );
}
