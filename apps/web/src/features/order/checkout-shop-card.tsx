import { useState } from 'react';
import { Input } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CheckoutProblemKind, TCheckoutShop } from '@mall/contract/order/checkout-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { Price } from '../../shared/ui/price.tsx';
import { deliveryHint, shopCouponRow } from './checkout-coupons.ts';
import { CheckoutLine } from './checkout-line.tsx';
import { lineKey, type PlacedProblems } from './checkout-problems.ts';
import { REMARK_MAX, cleanRemark } from './checkout-requests.ts';
import { CouponRowValue } from './coupon-row-value.tsx';
import { ProblemList } from './problem-list.tsx';
import './checkout.css';

/** Problems the shopper fixes by changing the quantity. */
const QUANTITY_PROBLEMS = new Set<CheckoutProblemKind>(['stock_short', 'purchase_limit']);

export interface CheckoutShopCardProps {
  shop: TCheckoutShop;
  problems: PlacedProblems;
  /** True once an address is chosen: the delivery fee means something only then. */
  hasAddress: boolean;
  /** Changes a line's quantity in this checkout (the cart keeps its own). */
  onQuantity: (skuId: number, quantity: number) => Promise<unknown>;
  /**
   * Buy-now: every line has a stepper. Otherwise the cart decided the quantities, and only a line whose quantity
   * cannot be bought (too little stock, over the purchase limit) gets one, to fix it right here.
   */
  allSteppers: boolean;
  onOpenCoupons: () => void;
  /** How many of the shop's coupons on offer the shopper could still claim for these goods. */
  claimable?: number;
  onRemark: (remark: string) => void;
}

/** One shop's part of the checkout, which becomes one order: its goods, delivery fee, coupon, note and subtotal. */
export function CheckoutShopCard({ shop, problems, hasAddress, onQuantity, allSteppers, onOpenCoupons, onRemark, claimable = 0 }: CheckoutShopCardProps) {
  const { t } = useTranslation('order');
  const format = useFormatMoney();
  const { t: tTakeaway } = useTranslation('takeaway');
  const hint = deliveryHint(shop);
  const shopProblems = problems.byShop.get(shop.shopId) ?? [];
  return (
    <section className="mall-card mall-checkout-shop" data-testid="checkout-shop" data-shop-id={shop.shopId}>
      <header className="mall-checkout-shop-head">
        <Link to={`/pages/shop/index?shopId=${shop.shopId}`} className="mall-checkout-shop-name">
          {shop.shopLogo ? <img src={shop.shopLogo} alt="" width={20} height={20} className="mall-checkout-shop-logo" /> : <ShopbagOutline aria-hidden />}
          <span>{shop.shopName}</span>
          <RightOutline className="mall-checkout-chevron" aria-hidden />
        </Link>
      </header>
      <ProblemList problems={shopProblems} />
      <ul className="mall-checkout-lines">
        {shop.lines.map((line) => {
          const lineProblems = problems.byLine.get(lineKey(shop.shopId, line.skuId)) ?? [];
          const stepper = allSteppers || lineProblems.some((p) => QUANTITY_PROBLEMS.has(p.kind));
          return <CheckoutLine key={line.skuId} line={line} problems={lineProblems} onQuantity={stepper ? (quantity) => onQuantity(line.skuId, quantity) : undefined} />;
        })}
      </ul>
      <div className="mall-checkout-rows">
        <div className="mall-checkout-row" data-testid="checkout-delivery">
          <span className="mall-checkout-row-label">{t('shop.delivery')}</span>
          <span className="mall-checkout-row-value">
            {!hasAddress ? (
              <span className="mall-checkout-muted">{t('shop.deliveryNeedsAddress')}</span>
            ) : shop.deliveryFee === 0 ? (
              <span>{t('shop.free')}</span>
            ) : (
              <Price minor={shop.deliveryFee} size="small" />
            )}
            {hasAddress && hint && (
              <span className="mall-checkout-hint">
                {hint.kind === 'freeOver'
                  ? t('shop.freeOver', { amount: format(hint.amount).text, missing: format(hint.missing).text })
                  : t('shop.freeReached', { amount: format(hint.amount).text })}
              </span>
            )}
            {hasAddress && (shop.packingFee ?? 0) > 0 && (
              <span className="mall-checkout-hint" data-testid="checkout-packing">
                {tTakeaway('shop.packingIncluded', { amount: format(shop.packingFee ?? 0).text })}
              </span>
            )}
          </span>
        </div>
        <button type="button" className="mall-checkout-row is-tappable" onClick={onOpenCoupons} data-testid="checkout-shop-coupon">
          <span className="mall-checkout-row-label">{t('coupon.shop')}</span>
          <span className="mall-checkout-row-value">
            <CouponRowValue state={shopCouponRow(shop, claimable)} />
            <RightOutline className="mall-checkout-chevron" aria-hidden />
          </span>
        </button>
        <RemarkRow key={shop.remark} saved={shop.remark} onSave={onRemark} />
      </div>
      <footer className="mall-checkout-shop-foot">
        <span>{t('shop.subtotal', { count: shop.quantity })}</span>
        <Price minor={shop.payAmount} size="medium" />
      </footer>
    </section>
  );
}

/** The note to the shop: saved when the field loses focus (or on Enter), only when it changed. */
function RemarkRow({ saved, onSave }: { saved: string; onSave: (remark: string) => void }) {
  const { t } = useTranslation('order');
  const [value, setValue] = useState(saved);
  const save = () => {
    const remark = cleanRemark(value);
    setValue(remark);
    if (remark !== saved.trim()) onSave(remark);
  };
  return (
    <div className="mall-checkout-row mall-checkout-remark">
      <span className="mall-checkout-row-label">
        {t('shop.remark')}
      </span>
      <span className="mall-checkout-row-value">
        <Input
          value={value}
          onChange={setValue}
          onBlur={save}
          onEnterPress={(e) => (e.target as HTMLInputElement).blur()}
          maxLength={REMARK_MAX}
          placeholder={t('shop.remarkPlaceholder')}
          aria-label={t('shop.remark')}
          enterKeyHint="done"
          data-testid="checkout-remark"
        />
      </span>
    </div>
  );
}
