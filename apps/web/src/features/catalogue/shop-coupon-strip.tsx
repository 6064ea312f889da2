import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { path as pickUserCouponPath, type pickUserCoupon } from '@mall/contract/coupon/pick-user-coupon';
import type { TShopCoupon } from '@mall/contract/shop/query-shop-coupons';
import { percentFigure, roundAmount } from '../../shared/format/coupon-figure.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { QUERY_ROOTS } from '../../shared/query/query-roots.ts';
import { useLoginGate, useResumeAfterLogin } from '../../shared/session/use-login-gate.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { callApi } from '../../shared/transport/call-api.ts';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { catalogueKeys } from './catalogue-queries.ts';
import './shop-coupon-strip.css';

const pickApi = endpointRef<typeof pickUserCoupon>(pickUserCouponPath);
const USER_COUPONS_PATH = '/pages/user/usercoupon';

/**
 * Picks a shop coupon. Success or refusal (all taken, limit reached), the shop's coupons are fetched again so the
 * strip says what is true now, and so are the shopper's coupon list and the me tab's count.
 */
function usePickShopCoupon(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => callApi(pickApi, { couponId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.shopCoupons(shopId) });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCoupons });
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.userCenter });
    },
  });
}

type PickState = 'pick' | 'again' | 'picked' | 'taken';

/** What a ticket's button says: visitors see every coupon with some left as pickable (picking asks them to log in). */
function pickState(coupon: TShopCoupon, loggedIn: boolean): PickState {
  if (!loggedIn) return coupon.remaining > 0 ? 'pick' : 'taken';
  if (coupon.canPick) return coupon.pickedCount > 0 ? 'again' : 'pick';
  return coupon.pickedCount > 0 ? 'picked' : 'taken';
}

/** One coupon ticket: what it takes off, from which order amount, how long it lasts, and its pick button. */
function CouponTicket({ coupon, state, picking, onPick }: { coupon: TShopCoupon; state: PickState; picking: boolean; onPick: () => void }) {
  const { t, i18n } = useTranslation('coupon');
  const money = useFormatMoney();
  const pickable = state === 'pick' || state === 'again';
  return (
    <li className={`mall-shop-coupon is-${state}`} data-testid="shop-coupon" data-coupon-id={coupon.id} data-pick-state={state}>
      <div className="mall-shop-coupon-main">
        <div className="mall-shop-coupon-value">
          {coupon.kind === 'amount_off' ? (
            <>
              <span className="mall-shop-coupon-symbol">{money(coupon.amountOff ?? 0).symbol}</span>
              <span className="mall-shop-coupon-amount">{roundAmount(money(coupon.amountOff ?? 0).amount)}</span>
            </>
          ) : (
            <>
              <span className="mall-shop-coupon-amount">{t('ticket.percentValue', { percent: percentFigure(coupon.percentOff ?? 0, i18n.language) })}</span>
              <span className="mall-shop-coupon-symbol">{t('ticket.percentUnit')}</span>
              {coupon.maxOff !== null && <span className="mall-shop-coupon-cap">{t('ticket.upTo', { amount: roundAmount(money(coupon.maxOff).text) })}</span>}
            </>
          )}
        </div>
        <span className="mall-shop-coupon-terms">
          {coupon.thresholdAmount > 0 ? t('ticket.over', { amount: roundAmount(money(coupon.thresholdAmount).text) }) : t('ticket.noMinimum')}
        </span>
        <span className="mall-shop-coupon-days">{t('ticket.validDays', { count: coupon.validDays })}</span>
      </div>
      <button type="button" className="mall-shop-coupon-pick" disabled={!pickable || picking} aria-busy={picking} onClick={onPick}>
        {t(`strip.${state}`)}
      </button>
    </li>
  );
}

const PICK_INTENT = 'coupon.pickShopCoupon';

/**
 * The coupons a shop offers now, in a row that scrolls sideways, each with its pick button. A visitor who
 * picks goes to log in and comes back to this shop, where the coupon is picked; the shopper's own coupons are one
 * tap away.
 */
export function ShopCouponStrip({ coupons }: { coupons: readonly TShopCoupon[] }) {
  const { t } = useTranslation('coupon');
  const { token } = useSession();
  const loginGate = useLoginGate();
  const shopId = coupons[0]?.shopId ?? 0;
  const pick = usePickShopCoupon(shopId);
  const claim = (couponId: number) => pick.mutate(couponId, { onSuccess: () => showToast(t('pickedToast')) });
  // A visitor's pick is kept through the login and made on their return, if the shop still offers the coupon: once
  // the coupons are in (taken earlier, the intent would be used up on an empty list).
  useResumeAfterLogin(
    PICK_INTENT,
    (couponId: unknown) => {
      if (coupons.some((c) => c.id === couponId)) claim(couponId as number);
    },
    coupons.length > 0,
  );
  if (coupons.length === 0) return null;
  const onPick = (couponId: number) => {
    if (!loginGate({ action: PICK_INTENT, data: couponId })) return;
    claim(couponId);
  };
  return (
    <section className="mall-shop-coupons mall-card" aria-label={t('strip.title')}>
      <header className="mall-shop-coupons-head">
        <h3 className="mall-shop-section-title">{t('strip.title')}</h3>
        {token && (
          <Link className="mall-shop-coupons-mine" to={USER_COUPONS_PATH} data-testid="my-coupons-link">
            {t('strip.mine')} ›
          </Link>
        )}
      </header>
      <ul className="mall-shop-coupon-row" data-testid="shop-coupons">
        {coupons.map((c) => (
          <CouponTicket
            key={c.id}
            coupon={c}
            state={pickState(c, token !== undefined)}
            picking={pick.isPending && pick.variables === c.id}
            onPick={() => onPick(c.id)}
          />
        ))}
      </ul>
    </section>
  );
}
