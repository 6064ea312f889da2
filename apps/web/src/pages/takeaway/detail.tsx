import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TQueryTakeawayShopAndCouponsResponse } from '@mall/contract/takeaway/query-takeaway-shop-and-coupons';
import { formatDistanceM } from '@mall/contract/location/distance';
import { useAddToCart, useCart, useChangeCartQuantity, useRemoveCartLines } from '../../features/cart/use-cart.ts';
import { useCurrentPlace } from '../../features/location/current-place.ts';
import { OpenStateText, takesOrders } from '../../features/takeaway/open-state.tsx';
import { basketSums } from '../../features/takeaway/takeaway-gap.ts';
import { takeawayQueries } from '../../features/takeaway/takeaway-queries.ts';
import { idParam } from '../../shared/catalogue-ui/catalogue-links.ts';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { buildLoginRedirect } from '../../shared/session/login-redirect.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { BottomBar } from '../../shared/ui/bottom-bar.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { Price } from '../../shared/ui/price.tsx';
import '../../features/takeaway/takeaway.css';

type Data = TQueryTakeawayShopAndCouponsResponse;
type Dish = Data['menu'][number]['goods'][number];

/** The shop's head: name, open state, terms, distance and whether it delivers to the shopper's place. */
function ShopHead({ data, placed }: { data: Data; placed: boolean }) {
  const { t } = useTranslation('takeaway');
  const money = useFormatMoney();
  const navigate = useNavigate();
  const s = data.shop;
  return (
    <section className="mall-card mall-takeaway-head" aria-labelledby="takeaway-shop-name">
      <div className="mall-takeaway-head-row">
        <img className="mall-takeaway-logo" src={s.logo} alt="" width={56} height={56} />
        <div>
          <h1 id="takeaway-shop-name" className="mall-takeaway-name">
            {s.name}
          </h1>
          <p className="mall-takeaway-terms">
            <span>{t('shop.minOrder', { amount: money(s.minOrderAmount).text })}</span>
            <span>{t('shop.fee', { amount: money(s.deliveryFee).text })}</span>
            <span>{t('shop.packing', { amount: money(s.packingFee).text })}</span>
            <span>{t('shop.eta', { minutes: s.deliveryMinutes })}</span>
            {s.distanceM !== null && <span data-testid="takeaway-distance">{t('shop.distance', { distance: formatDistanceM(s.distanceM) })}</span>}
          </p>
        </div>
      </div>
      <p className={`mall-takeaway-banner${takesOrders(s) ? ' is-open' : ' is-closed'}`} role="status" data-testid="takeaway-open" data-state={s.status === 'open' ? s.open.state : 'closed'}>
        <OpenStateText shop={s} />
      </p>
      {s.inRange === false && (
        <p className="mall-takeaway-banner is-closed" role="status" data-testid="takeaway-out-of-range">
          {t('shop.outOfRange', { radius: formatDistanceM(s.deliveryRadiusM) })}
        </p>
      )}
      {!placed && s.inRange === null && (
        <p className="mall-takeaway-banner" data-testid="takeaway-no-place">
          {t('shop.noPoint')}{' '}
          <Button size="mini" fill="outline" shape="rounded" onClick={() => void navigate('/pages/location/index')}>
            {t('shop.choosePlace')}
          </Button>
        </p>
      )}
      {data.coupons.length > 0 && (
        <ul className="mall-takeaway-coupons" aria-label={t('shop.coupons')}>
          {data.coupons.slice(0, 4).map((c) => (
            <li key={c.id} className="mall-takeaway-coupon">
              {c.amountOff !== null ? t('shop.couponOff', { amount: money(c.amountOff).text }) : `${c.percentOff ?? 0}%`}
              {c.thresholdAmount > 0 && <span> · {t('shop.couponThreshold', { amount: money(c.thresholdAmount).text })}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One dish: picture, title, price and the stepper of what the basket holds of it. */
function DishRow({ dish, count, onAdd, onRemove, disabled }: { dish: Dish; count: number; onAdd: () => void; onRemove: () => void; disabled: boolean }) {
  const { t } = useTranslation('takeaway');
  return (
    <li className="mall-takeaway-dish" data-testid="takeaway-dish" data-goods-id={dish.goodsId}>
      <img className="mall-takeaway-dish-img" src={dish.image} alt="" width={72} height={72} loading="lazy" />
      <div className="mall-takeaway-dish-text">
        <h3 className="mall-takeaway-dish-title mall-clamp-2">{dish.title}</h3>
        <p className="mall-takeaway-dish-sold">{t('shop.sold', { count: dish.salesCount })}</p>
        <div className="mall-takeaway-dish-foot">
          <Price minor={dish.price} size="small" />
          <span className="mall-takeaway-stepper">
            {count > 0 && (
              <>
                <button type="button" className="mall-takeaway-step" onClick={onRemove} aria-label={t('shop.remove', { title: dish.title })}>
                  −
                </button>
                <span aria-live="polite" data-testid="takeaway-dish-count">
                  {count}
                </span>
              </>
            )}
            <button type="button" className="mall-takeaway-step is-add" onClick={onAdd} disabled={disabled || dish.skuId === null} aria-label={t('shop.add', { title: dish.title })} data-testid="takeaway-add">
              +
            </button>
          </span>
        </div>
      </div>
    </li>
  );
}

/**
 * A takeaway shop (`?shopId=`): its open state in its own time zone and its terms, whether it delivers to the
 * shopper's place (the current place, else their default address), its coupons, and its menu by category. The
 * basket is the real cart's lines of this shop (added with the cart's calls); the bar at the foot shows the total,
 * what is missing to the smallest order, and checks out those lines on the usual checkout page, where the server
 * decides again (closed, last orders, out of range refuse there and at payment). The menu comes in one answer, so
 * reaching the bottom loads nothing more (the spec's reach-bottom distance 0).
 */
export default function TakeawayDetailPage({ query }: PageProps) {
  const { t } = useTranslation('takeaway');
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useQueryLang();
  const money = useFormatMoney();
  const { token } = useSession();
  const shopId = idParam(query.shopId);
  const place = useCurrentPlace();
  const at = place ? { lat: place.lat, lng: place.lng } : undefined;
  const shop = useQuery({ ...takeawayQueries.shop(lang, shopId ?? 0, at), enabled: shopId !== undefined });
  const cart = useCart();
  const add = useAddToCart();
  const change = useChangeCartQuantity();
  const remove = useRemoveCartLines();

  const lines = cart.data?.shops.find((g) => g.shopId === shopId)?.lines ?? [];
  const countOf = (goodsId: number) => lines.filter((l) => l.goodsId === goodsId).reduce((n, l) => n + l.quantity, 0);

  let body;
  if (shopId === undefined) body = <EmptyState title={t('shop.notFound')} />;
  else if (shop.isPending) body = <ListSkeleton rows={5} />;
  else if (shop.isError) body = <LoadFailed description={shop.error.message} onRetry={() => void shop.refetch()} />;
  else {
    const data = shop.data;
    const open = takesOrders(data.shop);
    const onAdd = (dish: Dish) => {
      if (token === undefined) {
        void navigate(buildLoginRedirect(location.pathname + location.search));
        return;
      }
      if (dish.skuId !== null) add.mutate({ goodsId: dish.goodsId, skuId: dish.skuId, quantity: 1 });
    };
    const onRemove = (dish: Dish) => {
      const line = lines.find((l) => l.goodsId === dish.goodsId);
      if (!line) return;
      if (line.quantity > 1) change.mutate({ cartId: line.cartId, quantity: line.quantity - 1 });
      else remove.mutate([line.cartId]);
    };
    const sums = basketSums(lines, data.shop);
    const canCheckout = open && data.shop.inRange !== false && sums.quantity > 0 && sums.gap === 0;
    const checkout = () => void navigate(`/pages/order/checkout?source=cart&cartIds=${lines.map((l) => l.cartId).join(',')}`);
    body = (
      <>
        <ShopHead data={data} placed={at !== undefined} />
        <section className="mall-takeaway-menu" aria-label={t('shop.menu')}>
          {data.menu.length === 0 ? (
            <EmptyState title={t('shop.emptyMenu')} />
          ) : (
            <>
              <nav className="mall-takeaway-cats" aria-label={t('shop.menu')}>
                {data.menu.map((c) => (
                  <a key={c.categoryId} href={`#takeaway-cat-${c.categoryId}`} className="mall-takeaway-cat">
                    {c.name}
                  </a>
                ))}
              </nav>
              <div className="mall-takeaway-dishes">
                {data.menu.map((c) => (
                  <section key={c.categoryId} id={`takeaway-cat-${c.categoryId}`} aria-labelledby={`takeaway-cat-title-${c.categoryId}`}>
                    <h2 id={`takeaway-cat-title-${c.categoryId}`} className="mall-takeaway-cat-title">
                      {c.name}
                    </h2>
                    <ul className="mall-takeaway-dish-list">
                      {c.goods.map((g) => (
                        <DishRow key={g.goodsId} dish={g} count={countOf(g.goodsId)} disabled={add.isPending} onAdd={() => onAdd(g)} onRemove={() => onRemove(g)} />
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            </>
          )}
        </section>
        <BottomBar className="mall-takeaway-bar" testId="takeaway-bar">
          <div className="mall-takeaway-bar-sums" aria-live="polite">
            {sums.quantity === 0 ? (
              <span>{t('cart.empty')}</span>
            ) : (
              <>
                <strong data-testid="takeaway-total">{t('cart.total', { amount: money(sums.total).text })}</strong>
                <span className="mall-takeaway-bar-fees">{t('cart.fees', { fee: money(data.shop.deliveryFee).text, packing: money(data.shop.packingFee).text })}</span>
              </>
            )}
            {sums.gap > 0 && (
              <span className="mall-takeaway-bar-gap" data-testid="takeaway-gap">
                {t('cart.gap', { amount: money(sums.gap).text })}
              </span>
            )}
          </div>
          <Button color="primary" shape="rounded" disabled={!canCheckout} onClick={checkout} data-testid="takeaway-checkout">
            {open ? t('cart.checkout') : t('cart.unavailable')}
          </Button>
        </BottomBar>
      </>
    );
  }

  return (
    <Page name="takeaway/detail">
      <PageNavBar title={shop.data?.shop.name ?? ''} />
      <main className="mall-page-body mall-takeaway-body">{body}</main>
    </Page>
  );
}
