import { useState, type ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import { shopPath } from '../../shared/catalogue-ui/catalogue-links.ts';
import { formatCount } from '../../shared/format/large-count.ts';
import { langOf } from '../../shared/session/preferences.ts';
import './goods-shop-card.css';
import './goods-sections.css';

export interface GoodsShopCardProps {
  shop: TQueryGoodsDetailResponse['shop'];
  /**
   * The follow button (the page puts the shops feature's in), told to report each toggle's new follower count to
   * `onChange` so the card shows it.
   */
  follow: (onChange: (followed: boolean, followerCount: number) => void) => ReactNode;
}

/** The shop selling the goods: logo, name, rating and followers, a follow button and the way into the shop. */
export function GoodsShopCard({ shop, follow }: GoodsShopCardProps) {
  const { t, i18n } = useTranslation('goods');
  // The follow button reports the new count; the page's copy of the shop is not refetched for it.
  const [followers, setFollowers] = useState<{ from: number; count: number } | undefined>(undefined);
  const followerCount = followers && followers.from === shop.followerCount ? followers.count : shop.followerCount;
  return (
    <section className="mall-card mall-goods-section mall-goods-shop" data-testid="goods-shop">
      <div className="mall-goods-shop-row">
        <Link className="mall-goods-shop-link" to={shopPath(shop.id)}>
          <img className="mall-goods-shop-logo" src={shop.logo} alt="" width={48} height={48} loading="lazy" />
          <div className="mall-goods-shop-text">
            <h2 className="mall-goods-shop-name">{shop.name}</h2>
            <p className="mall-goods-shop-meta">
              <span className="mall-goods-shop-rating">★ {shop.rating.toFixed(1)}</span>
              <span>{t('shop.followers', { formatted: formatCount(followerCount, langOf(i18n.language)) })}</span>
            </p>
          </div>
        </Link>
        {follow((_followed, count) => setFollowers({ from: shop.followerCount, count }))}
      </div>
      <Link className="mall-goods-shop-enter" to={shopPath(shop.id)}>
        {t('shop.enter')}
        <RightOutline aria-hidden />
      </Link>
    </section>
  );
}
