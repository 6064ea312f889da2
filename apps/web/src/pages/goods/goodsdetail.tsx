import { lazy, Suspense, useState } from 'react';
import { RightOutline, UploadOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import { useAddresses } from '../../features/account/use-addresses.ts';
import { buyNowPath, GOODS_CART_PATH } from '../../features/cart/cart-state.ts';
import { useAddToCart } from '../../features/cart/use-cart.ts';
import { useCartCount } from '../../features/cart/use-cart-count.ts';
import { FollowShopButton } from '../../features/catalogue/follow-shop-button.tsx';
import { chatWithShopPath } from '../../features/chat/chat-paths.ts';
import { ShopCouponStrip } from '../../features/catalogue/shop-coupon-strip.tsx';
import { useShopCoupons } from '../../features/catalogue/use-shop.ts';
import { readDeliveryArea, writeDeliveryArea } from '../../features/goods/delivery-area-store.ts';
import { DeliveryCostRow } from '../../features/goods/delivery-cost-row.tsx';
import { GoodsActionBar } from '../../features/goods/goods-action-bar.tsx';
import { GoodsDetailSkeleton } from '../../features/goods/goods-detail-skeleton.tsx';
import { GoodsGallery, usePicturePreview } from '../../features/goods/goods-gallery.tsx';
import { goodsIdOf } from '../../features/goods/goods-paths.ts';
import { GoodsShopCard } from '../../features/goods/goods-shop-card.tsx';
import { ReviewSummary } from '../../features/goods/review-summary.tsx';
import { useChoiceText } from '../../features/goods/choice-text.ts';
import { candidateSkus, initialSelection, isSelectionOf, matchedSku, priceRange, type Selection } from '../../features/goods/sku-selection.ts';
import { useDeliveryCost, type DeliveryTarget } from '../../features/goods/use-delivery-cost.ts';
import { useGoodsDetail, useRecordVisit, useToggleFavor } from '../../features/goods/use-goods-detail.ts';
import { formatCount } from '../../shared/format/large-count.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { useLoginGate, useResumeAfterLogin } from '../../shared/session/use-login-gate.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { GoodsReportLink } from '../../features/complaint/complaint-links.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { countBadge } from '../../shared/format/count-badge.ts';
import { addressTarget } from './address-target.ts';
import './goodsdetail.css';

// The popups (and their animation library) load when first opened: showing the goods needs none of them.
const SkuPicker = lazy(() => import('../../features/goods/sku-picker.tsx').then((m) => ({ default: m.SkuPicker })));
const ShareSheet = lazy(() => import('../../features/goods/share-sheet.tsx').then((m) => ({ default: m.ShareSheet })));
const DeliveryTargetPopup = lazy(() => import('./delivery-target-popup.tsx').then((m) => ({ default: m.DeliveryTargetPopup })));

/** A goods page: pictures, price, SKU choice, delivery cost, reviews, the shop and the description. */
export default function GoodsDetailPage({ query }: PageProps) {
  const { t } = useTranslation('goods');
  const navigate = useNavigate();
  const goodsId = goodsIdOf(query.goodsId);
  const detail = useGoodsDetail(goodsId);

  let body;
  if (goodsId === undefined || (detail.isError && isApiError(detail.error) && detail.error.code === 1004)) {
    body = (
      <main className="mall-page-body" data-testid="goods-not-found">
        <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFoundDescription')} action={{ label: t('detail.goShopping'), onClick: () => void navigate('/') }} />
      </main>
    );
  } else if (detail.isPending) {
    body = <GoodsDetailSkeleton />;
  } else if (detail.isError) {
    body = (
      <main className="mall-page-body">
        <LoadFailed description={detail.error.message} onRetry={() => void detail.refetch()} />
      </main>
    );
  } else {
    // A new goods starts with its own choice and quantity.
    body = <GoodsDetailView key={detail.data.id} goods={detail.data} />;
  }

  return (
    <Page name="goods/goodsdetail">
      {/* The goods itself draws the bar with its share button. */}
      {detail.data === undefined && <PageNavBar title={t('detail.title')} />}
      {body}
    </Page>
  );
}

/** The picked delivery place of this visit (an address only for the session it belongs to). */
let pickedThisVisit: { token: string | undefined; target: DeliveryTarget } | undefined;

function useDeliveryTarget() {
  const { token } = useSession();
  const addresses = useAddresses();
  const [picked, setPicked] = useState<DeliveryTarget | undefined>(() =>
    pickedThisVisit && (pickedThisVisit.target.kind === 'area' || pickedThisVisit.token === token) ? pickedThisVisit.target : undefined,
  );
  // Read once per page: later picks go through `pick`, which keeps it.
  const [storedArea] = useState(readDeliveryArea);
  const list = token ? addresses.data : undefined;
  const defaultAddress = list?.find((a) => a.isDefault) ?? list?.[0];
  const pickedValid = picked && (picked.kind === 'area' || (token !== undefined && list?.some((a) => a.id === picked.addressId)));
  // The shopper's own choice, else their default address, else the area last picked on any goods page.
  const target = (pickedValid ? picked : undefined) ?? (defaultAddress ? addressTarget(defaultAddress) : undefined) ?? storedArea;
  const pick = (next: DeliveryTarget) => {
    setPicked(next);
    pickedThisVisit = { token, target: next };
    if (next.kind === 'area') writeDeliveryArea(next);
  };
  return { target, pick, addresses: token ? addresses : undefined };
}

/** What the SKU picker's button does: only choose (the options row), add to cart, or buy now. */
type PickerMode = 'choose' | 'cart' | 'buy';

/** The goods page's actions that a visitor is asked to log in for, carried out on their return. */
const INTENTS = { cart: 'goods.addToCart', buy: 'goods.buyNow', favor: 'goods.favor' } as const;

/** The choice a visitor had made when they tapped add to cart or buy now. */
interface ChoiceIntent {
  selection: Selection;
  quantity: number;
}

function GoodsDetailView({ goods }: { goods: TQueryGoodsDetailResponse }) {
  const { t, i18n } = useTranslation('goods');
  const { t: tCart } = useTranslation('cart');
  const { t: tChat } = useTranslation('chat');
  const navigate = useNavigate();
  const { token } = useSession();
  const passGate = useLoginGate();
  const cartCount = useCartCount();
  const addToCart = useAddToCart();
  const [pickerMode, setPickerMode] = useState<PickerMode>('choose');
  const preview = usePicturePreview();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(goods.specs, goods.skus, goods.defaultSkuId));
  const [quantity, setQuantity] = useState(1);
  const [open, setOpen] = useState<'sku' | 'share' | 'delivery' | undefined>(undefined);
  const close = () => setOpen(undefined);
  // Each popup mounts when first opened and then stays, so that it can animate closed and open again.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const show = (which: 'sku' | 'share' | 'delivery') => {
    setOpened((o) => (o.has(which) ? o : new Set([...o, which])));
    setOpen(which);
  };

  const favor = useToggleFavor(goods.id);
  // What the shop gives away now, to pick here before buying.
  const shopCoupons = useShopCoupons(goods.shop.id);
  const delivery = useDeliveryTarget();
  const sku = matchedSku(goods.skus, selection);
  const cost = useDeliveryCost(goods.id, sku?.id, quantity, delivery.target);
  const choice = useChoiceText(goods.specs, selection);
  useRecordVisit(goods.id, true);

  const range = priceRange(candidateSkus(goods.skus, selection)) ?? { min: goods.priceMin, max: goods.priceMax };
  const soldOut = goods.stock <= 0;
  const lang = langOf(i18n.language);

  // Visitors log in first and come back to this page with their choice, and what they tapped is carried out then.
  const openPicker = (mode: PickerMode) => {
    if (mode !== 'choose' && !passGate({ action: INTENTS[mode], data: { selection, quantity } satisfies ChoiceIntent })) return;
    setPickerMode(mode);
    show('sku');
  };
  const carryOut = (mode: 'cart' | 'buy', chosen: { id: number }, count: number) => {
    if (mode === 'buy') {
      close();
      void navigate(buyNowPath(goods.id, chosen.id, count));
      return;
    }
    addToCart.mutate(
      { goodsId: goods.id, skuId: chosen.id, quantity: count },
      {
        onSuccess: () => {
          close();
          showToast(tCart('added'));
        },
      },
    );
  };
  const confirmPicker = (chosen: { id: number }, count: number) => carryOut(pickerMode === 'buy' ? 'buy' : 'cart', chosen, count);
  // Back from the login: the choice as it was; with a whole SKU chosen the tapped action is done at once, else the
  // picker opens for the rest of the choice.
  const resumeChoice = (mode: 'cart' | 'buy') => (data: Partial<ChoiceIntent> | null) => {
    const kept = data?.selection;
    if (!isSelectionOf(goods.specs, kept)) return;
    const asked = data?.quantity;
    const count = typeof asked === 'number' && Number.isInteger(asked) && asked >= 1 ? asked : 1;
    setSelection(kept);
    setQuantity(count);
    const chosen = matchedSku(goods.skus, kept);
    if (chosen && chosen.stock >= count) carryOut(mode, chosen, count);
    else openPicker(mode);
  };
  useResumeAfterLogin(INTENTS.cart, resumeChoice('cart'));
  useResumeAfterLogin(INTENTS.buy, resumeChoice('buy'));

  const setFavor = (next: boolean) => favor.mutate(next, { onSuccess: (data) => showToast(t(data.favored ? 'favor.added' : 'favor.removed')) });
  const toggleFavor = () => {
    if (!passGate({ action: INTENTS.favor }) || favor.isPending) return;
    setFavor(!goods.favored);
  };
  useResumeAfterLogin(INTENTS.favor, () => setFavor(true));

  return (
    <>
      <PageNavBar
        title={t('detail.title')}
        right={
          <button type="button" className="mall-nav-text-action mall-goods-nav-share" onClick={() => show('share')} aria-label={t('actions.share')} data-testid="goods-share">
            <UploadOutline aria-hidden />
          </button>
        }
      />
      <main className="mall-goods-page" data-testid="goods-detail" data-goods-id={goods.id}>
        <GoodsGallery images={goods.images.length > 0 ? goods.images : [goods.image]} title={goods.title} />

        <section className="mall-card mall-goods-section mall-goods-head">
          <div className="mall-goods-price-line">
            {sku ? (
              <Price minor={sku.price} was={sku.marketPrice} size="large" />
            ) : (
              <span className="mall-goods-price-range">
                <Price minor={range.min} was={range.max === range.min ? goods.marketPrice : undefined} size="large" />
                {range.max > range.min && (
                  <>
                    <span className="mall-goods-price-dash">–</span>
                    <Price minor={range.max} size="medium" />
                  </>
                )}
              </span>
            )}
            <span className="mall-goods-counts">
              {t('detail.sold', { formatted: formatCount(goods.salesCount, lang) })}
              <span aria-hidden> · </span>
              {t('detail.favorites', { formatted: formatCount(goods.favorCount, lang) })}
            </span>
          </div>
          <h1 className="mall-goods-title">{goods.title}</h1>
          {goods.subtitle && <p className="mall-goods-subtitle">{goods.subtitle}</p>}
        </section>

        <section className="mall-card mall-goods-section mall-goods-options">
          <button type="button" className="mall-goods-row" onClick={() => openPicker('choose')} data-testid="sku-row">
            <span className="mall-goods-row-label">{t('sku.rowLabel')}</span>
            <span className="mall-goods-row-value">
              <span className={`mall-goods-row-main${choice.chosen ? '' : ' is-placeholder'}`}>{choice.text}</span>
              <span className="mall-goods-row-note">
                {soldOut ? t('sku.soldOut') : t('sku.rowNote', { quantity, n: sku ? sku.stock : goods.stock })}
              </span>
            </span>
            <RightOutline aria-hidden className="mall-goods-row-arrow" />
          </button>
          <DeliveryCostRow target={delivery.target} cost={cost} onChoose={() => show('delivery')} onRetry={() => void cost.refetch()} />
        </section>

        <div className="mall-goods-coupons">
          <ShopCouponStrip coupons={shopCoupons.data ?? []} />
        </div>

        <ReviewSummary goodsId={goods.id} reviews={goods.reviews} onPreview={preview.open} />
        <GoodsShopCard shop={goods.shop} follow={(onChange) => <FollowShopButton shopId={goods.shop.id} followed={goods.shop.followed} onChange={onChange} />} />

        <section className="mall-card mall-goods-section mall-goods-description" data-testid="goods-description">
          <h2 className="mall-goods-section-title">{t('detail.description')}</h2>
          <p className="mall-goods-description-text">{goods.description}</p>
          {goods.detailImages.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className="mall-goods-description-picture"
              onClick={() => preview.open(goods.detailImages, i)}
              aria-label={t('gallery.open', { index: i + 1, total: goods.detailImages.length })}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </button>
          ))}
        </section>
        <p className="mall-goods-end">{t('detail.end')}</p>
        <GoodsReportLink goodsId={goods.id} />
      </main>

      <GoodsActionBar
        shopId={goods.shop.id}
        favored={goods.favored}
        favoring={favor.isPending}
        onFavor={toggleFavor}
        chat={{ to: chatWithShopPath(goods.shop.id, { goodsId: goods.id }), label: tChat('contact.shop') }}
        cart={{ to: GOODS_CART_PATH, label: tCart('actions.cart'), badge: token ? countBadge(cartCount.data?.count) : undefined }}
        buy={{
          addLabel: tCart('actions.addToCart'),
          buyLabel: tCart('actions.buyNow'),
          soldOutLabel: t('sku.soldOut'),
          soldOut,
          onAdd: () => openPicker('cart'),
          onBuy: () => openPicker('buy'),
        }}
        quote={goods.drugClass === 'rx' ? { label: t('rx.request'), to: `/pages/health/otcgoodsdetail?goodsId=${goods.id}` } : undefined}
      />

      <Suspense fallback={null}>
      {opened.has('sku') && <SkuPicker
        visible={open === 'sku'}
        onClose={close}
        goods={goods}
        selection={selection}
        onSelectionChange={setSelection}
        quantity={quantity}
        onQuantityChange={setQuantity}
        {...(pickerMode === 'choose'
          ? {}
          : {
              onConfirm: confirmPicker,
              confirmText: pickerMode === 'cart' ? tCart('actions.addToCart') : tCart('actions.buyNow'),
              confirming: addToCart.isPending,
            })}
      />}
      {opened.has('share') && <ShareSheet visible={open === 'share'} onClose={close} goods={goods} url={`${window.location.origin}/pages/goods/goodsdetail?goodsId=${goods.id}`} />}
      {opened.has('delivery') && <DeliveryTargetPopup
        visible={open === 'delivery'}
        onClose={close}
        current={delivery.target}
        addresses={delivery.addresses}
        onLogIn={() => {
          close();
          passGate();
        }}
        onPick={delivery.pick}
      />}
      </Suspense>
      {preview.viewer}
    </>
  );
}
