import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCheckout } from '@mall/contract/order/checkout-fields';
import { CODE } from '@mall/contract/platform/code-numbers';
import { CheckoutAddressCard } from '../../features/order/checkout-address-card.tsx';
import { CheckoutChangesNotice, useConfirmChanges } from '../../features/order/checkout-changes-notice.tsx';
import { CheckoutCouponPicker, PlatformCouponRow, type CouponTarget } from '../../features/order/checkout-coupon-picker.tsx';
import { isCommittable, placeProblems } from '../../features/order/checkout-problems.ts';
import { CheckoutResult } from '../../features/order/checkout-result.tsx';
import { CheckoutShopCard } from '../../features/order/checkout-shop-card.tsx';
import { CheckoutSkeleton } from '../../features/order/checkout-skeleton.tsx';
import { openedCheckoutPath, parseCheckoutSource } from '../../features/order/checkout-source.ts';
import { CheckoutSubmitBar } from '../../features/order/checkout-submit-bar.tsx';
import { CheckoutPointsRow } from '../../features/order/checkout-points-row.tsx';
import { CheckoutSummary } from '../../features/order/checkout-summary.tsx';
import { useCheckoutDetail, useOpenCheckout, useRedoCheckout } from '../../features/order/use-checkout.ts';
import { useCommitCheckout } from '../../features/order/use-commit-checkout.ts';
import { paymentPagePath } from '../../features/payment/payment-paths.ts';
import { addressPickAddPath, addressPickListPath, takePickedAddress } from '../../shared/session/address-pick.ts';
import { RequireLogin } from '../../shared/session/require-login.tsx';
import { ABORTED, NETWORK_FAILURE, isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { useClaimableByShop, useClaimableCoupons, usePickCoupon } from '../../features/coupon/use-coupons.ts';

const CART_PATH = '/pages/index/cart';

/** A failure the server decided (goods gone, cart empty, checkout closed), as opposed to no answer at all. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.code > 0 && error.code !== NETWORK_FAILURE && error.code !== ABORTED && error.code !== CODE.SERVER_ERROR && (error.status ?? 200) < 500;
}

/**
 * The checkout: where the orders go, each shop's goods with its delivery fee, coupon and note, the platform coupon,
 * the price breakdown and the submit button; then the orders placed. Every amount is the server's; the page only
 * says what the shopper changed (checkout/redo) and commits the total it showed.
 */
function Checkout({ query }: PageProps) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const source = parseCheckoutSource(query);
  const opening = useOpenCheckout(source, (id) => void navigate(openedCheckoutPath(id), { replace: true }));
  const checkoutId = source.kind === 'opened' ? source.checkoutId : undefined;
  const commit = useCommitCheckout(checkoutId);
  const done = commit.outcome.phase === 'done';
  const detail = useCheckoutDetail(done ? undefined : checkoutId);
  const redo = useRedoCheckout(checkoutId ?? 0);
  const checkout = detail.data;

  // Back from the address book with an address chosen there: the checkout goes to it.
  const applyPickedAddress = useEffectEvent(() => {
    const picked = takePickedAddress();
    if (checkout && picked !== undefined && picked !== checkout.address?.id) redo.mutate({ kind: 'address', addressId: picked });
  });
  // Once per checkout shown: the page mounts anew on coming back from the address book.
  const loadedId = checkout?.checkoutId;
  useEffect(() => {
    if (loadedId !== undefined) applyPickedAddress();
  }, [loadedId]);

  const [couponTarget, setCouponTarget] = useState<CouponTarget>();
  // Coupons on offer that the shopper has not claimed: the platform's (for its row), and the open sheet's.
  const platformOffers = useClaimableCoupons(checkout ? null : undefined);
  const targetOffers = useClaimableCoupons(couponTarget === undefined ? undefined : couponTarget.kind === 'shop' ? couponTarget.shopId : null);
  const pickCoupon = usePickCoupon();
  const shopOffers = useClaimableByShop(checkout?.shops.map((s) => s.shopId) ?? []);
  const confirmChanges = useConfirmChanges();

  const title = done ? t('result.navTitle') : t('checkout.title');
  // Where a checkout that cannot open sends the shopper: back to the goods for buy-now, else to the cart.
  const backOut =
    source.kind === 'onegoods'
      ? { label: t('checkout.toGoods'), onClick: () => void navigate(`/pages/goods/goodsdetail?goodsId=${source.request.goodsId}`, { replace: true }) }
      : { label: t('checkout.toCart'), onClick: () => void navigate(CART_PATH) };
  const toCart = { label: t('checkout.toCart'), onClick: () => void navigate(CART_PATH) };

  let body;
  let bar;
  let popup;
  if (commit.outcome.phase === 'done') {
    const { result } = commit.outcome;
    body = (
      <CheckoutResult
        result={result}
        // The commit's orders are paid together, by its checkout number (orders of several shops in one payment).
        onPay={() => void navigate(paymentPagePath({ checkoutNumber: result.checkoutNumber }), { replace: true })}
        onContinue={() => void navigate('/', { replace: true })}
      />
    );
  } else if (commit.outcome.phase === 'placedElsewhere') {
    body = <EmptyState title={t('checkout.placedTitle')} description={t('checkout.placedDescription')} action={{ label: t('result.continue'), onClick: () => void navigate('/', { replace: true }) }} />;
  } else if (source.kind === 'invalid') {
    body = <EmptyState title={t('checkout.invalidTitle')} description={t('checkout.invalidDescription')} action={toCart} />;
  } else if (source.kind !== 'opened') {
    if (opening.isError && isRefusal(opening.error)) body = <EmptyState title={t('checkout.cannotOpen')} description={opening.error.message} action={backOut} />;
    else if (opening.isError) body = <LoadFailed description={opening.error.message} onRetry={() => void opening.refetch()} />;
    else body = <CheckoutSkeleton />;
  } else if (!checkout) {
    if (detail.isError && isRefusal(detail.error)) body = <EmptyState title={t('checkout.goneTitle')} description={t('checkout.goneDescription')} action={toCart} />;
    else if (detail.isError) body = <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />;
    else body = <CheckoutSkeleton />;
  } else if (checkout.shops.length === 0) {
    body = <EmptyState title={t('checkout.emptyTitle')} description={t('checkout.emptyDescription')} action={toCart} />;
  } else {
    const here = openedCheckoutPath(checkout.checkoutId);
    const placed = placeProblems(checkout);
    const committable = isCommittable(checkout);

    // A refusal because something changed shows what did; the shopper may place the order at the new terms at once.
    const submit = async (shown: TCheckout) => {
      const outcome = await commit.submit(shown);
      if (outcome?.phase === 'changed' && isCommittable(outcome.checkout) && (await confirmChanges(outcome.differences))) await commit.submit(outcome.checkout);
    };

    body = (
      <>
        {commit.outcome.phase === 'changed' && <CheckoutChangesNotice differences={commit.outcome.differences} onDismiss={commit.dismissChanges} />}
        <CheckoutAddressCard
          address={checkout.address}
          problems={placed.top}
          disabled={redo.isPending && redo.variables?.kind === 'address'}
          onChoose={() => void navigate(checkout.address ? addressPickListPath(here, checkout.address.id) : addressPickAddPath(here, 1))}
        />
        {checkout.shops.map((shop) => (
          <CheckoutShopCard
            key={shop.shopId}
            shop={shop}
            problems={placed}
            hasAddress={checkout.address !== null}
            onQuantity={(skuId, quantity) => redo.mutateAsync({ kind: 'quantity', skuId, quantity }).catch(() => undefined)}
            allSteppers={checkout.source === 'onegoods'}
            onOpenCoupons={() => setCouponTarget({ kind: 'shop', shopId: shop.shopId })}
            onRemark={(remark) => redo.mutate({ kind: 'remark', shopId: shop.shopId, remark })}
            claimable={shopOffers.get(shop.shopId)?.filter((o) => o.thresholdAmount <= shop.goodsAmount).length ?? 0}
          />
        ))}
        <PlatformCouponRow
          checkout={checkout}
          onOpen={() => setCouponTarget({ kind: 'platform' })}
          claimable={platformOffers?.filter((o) => o.thresholdAmount <= checkout.goodsAmount).length ?? 0}
        />
        <CheckoutPointsRow
          checkout={checkout}
          busy={redo.isPending}
          onChange={(use) => redo.mutate({ kind: 'points', use })}
        />
        <CheckoutSummary checkout={checkout} />
      </>
    );

    bar = (
      <CheckoutSubmitBar
        payAmount={checkout.payAmount}
        couponAmount={checkout.couponAmount}
        quantity={checkout.quantity}
        blockedReason={committable ? undefined : t('problems.blocking', { count: checkout.problems.length })}
        updating={redo.isPending}
        submitting={commit.submitting}
        confirmAgain={commit.outcome.phase === 'changed'}
        onSubmit={() => void submit(checkout)}
        onShowProblem={() => document.querySelector('[data-problem]')?.scrollIntoView({ behavior: 'smooth', block: 'center' })}
      />
    );

    popup = (
      <CheckoutCouponPicker
        checkout={checkout}
        target={couponTarget}
        busy={redo.isPending}
        onChange={(change) => redo.mutateAsync(change).then(() => true, () => false)}
        onClose={() => setCouponTarget(undefined)}
        offers={targetOffers ?? []}
        onClaim={(couponId) => pickCoupon.mutateAsync(couponId).then((picked) => picked.userCouponId, () => undefined)}
      />
    );
  }

  return (
    <Page name="order/checkout">
      <PageNavBar title={title} />
      <main className={bar ? 'mall-page-body mall-checkout-body has-bar' : 'mall-page-body mall-checkout-body'}>{body}</main>
      {bar}
      {popup}
    </Page>
  );
}

/**
 * The checkout needs a logged-in shopper; a visitor logs in and comes back to the same URL. Each checkout gets its
 * own state (a result shown for one never shows for the next).
 */
export default function CheckoutPage(props: PageProps) {
  return (
    <RequireLogin>
      <Checkout key={props.query.checkoutId ?? 'new'} {...props} />
    </RequireLogin>
  );
}
