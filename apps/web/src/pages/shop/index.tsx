import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import { GoodsFeed } from '../../shared/catalogue-ui/goods-feed.tsx';
import { GoodsSortBar, LIST_SORT_CHOICES } from '../../shared/catalogue-ui/goods-sort-bar.tsx';
import { ContactShopLink } from '../../features/chat/contact-links.tsx';
import { ShopCouponStrip } from '../../features/catalogue/shop-coupon-strip.tsx';
import { ShopHeader } from '../../features/catalogue/shop-header.tsx';
import { shopDetailPath, shopIdParam } from '../../features/catalogue/shop-paths.ts';
import { useRecordShopVisit, useShopBanners, useShopCoupons, useShopGoods, useShopHome } from '../../features/catalogue/use-shop.ts';
import { BannerSwiper } from '../../features/home/banner-swiper.tsx';
import { PlusEntry } from '../../features/shop-plus/plus-entry.tsx';
import { entryTarget } from '../../shared/catalogue-ui/catalogue-links.ts';
import { isApiError } from '../../shared/transport/api-error.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { PageRefresh } from '../../shared/ui/page-refresh.tsx';
import './shop.css';

/**
 * A shop's home (?shopId=): its header with the follow button, its banners and coupons, and its goods on sale
 * with sorts, loading more as the shopper scrolls; pull to refresh. Visitors browse freely.
 */
export default function ShopIndexPage({ query }: PageProps) {
  const { t } = useTranslation('shop');
  const shopId = shopIdParam(query.shopId) ?? 0;
  const [sort, setSort] = useState<GoodsSort>('sales');
  const home = useShopHome(shopId, sort);
  const goods = useShopGoods(shopId, sort);
  const banners = useShopBanners(shopId);
  const coupons = useShopCoupons(shopId);
  useRecordShopVisit(shopId);

  const missing = shopId === 0 || (home.isError && isApiError(home.error) && home.error.code === 1004);
  const shop = home.data?.shop;

  let body;
  if (missing) body = <EmptyState title={t('missing.title')} description={t('missing.description')} />;
  else if (home.isPending) body = <ListSkeleton rows={3} />;
  else if (home.isError && !shop) body = <LoadFailed description={home.error.message} onRetry={() => void home.refetch()} />;
  else if (shop)
    body = (
      <>
        <ShopHeader
          shop={shop}
          followed={home.data?.followed ?? false}
          extra={
            <>
              <Link className="mall-shop-more" to={shopDetailPath(shop.id)} data-testid="shop-detail-link">
                {t('index.moreAboutShop')} ›
              </Link>{' '}
              <ContactShopLink className="mall-shop-more" shopId={shop.id} />
            </>
          }
        />
        {shop.intro && <p className="mall-shop-intro mall-card">{shop.intro}</p>}
        <PlusEntry shopId={shop.id} />
        {banners.data && banners.data.length > 0 && (
          <div className="mall-shop-banners">
            <BannerSwiper
              label={t('index.banners')}
              slides={banners.data.map((b) => ({ id: b.id, title: b.title, image: b.image, target: entryTarget(b.linkType, b.linkTarget) }))}
            />
          </div>
        )}
        <ShopCouponStrip coupons={coupons.data ?? []} />
        <GoodsSortBar choices={LIST_SORT_CHOICES} sort={sort} onSort={setSort} className="mall-shop-sort-bar" testId="goods-sort-bar" />
        <GoodsFeed pages={goods} empty={<EmptyState title={t('index.noGoodsTitle')} description={t('index.noGoodsDescription')} />} />
      </>
    );

  return (
    <Page name="shop/index">
      <PageNavBar
        title={shop?.name ?? t('index.title')}
        right={
          shop && (
            <Link className="mall-nav-text-action" to={shopDetailPath(shop.id)}>
              {t('index.details')}
            </Link>
          )
        }
      />
      <PageRefresh onRefresh={() => Promise.all([home.refetch(), banners.refetch(), coupons.refetch()])}>
        <main className="mall-page-body mall-shop-body">{body}</main>
      </PageRefresh>
    </Page>
  );
}
