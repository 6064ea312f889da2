import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TShopProfile } from '@mall/contract/shop/shop-fields';
import { formatCount } from '../../shared/format/large-count.ts';
import { langOf } from '../../shared/session/preferences.ts';
import { FollowShopButton } from './follow-shop-button.tsx';
import './shop-header.css';

export interface ShopHeaderProps {
  shop: TShopProfile;
  followed: boolean;
  /** Under the name (a link to the details page). */
  extra?: ReactNode;
}

/** The head of a shop's pages: its banner behind logo, name, rating, followers and the follow button. */
export function ShopHeader({ shop, followed, extra }: ShopHeaderProps) {
  const { t, i18n } = useTranslation('shop');
  const lang = langOf(i18n.language);
  return (
    <section className="mall-shop-header" data-testid="shop-header" style={{ backgroundImage: `url("${shop.banner}")` }}>
      <div className="mall-shop-header-shade">
        <img className="mall-shop-header-logo" src={shop.logo} alt="" width={56} height={56} />
        <div className="mall-shop-header-text">
          <h2 className="mall-shop-header-name mall-clamp-2">{shop.name}</h2>
          <p className="mall-shop-header-meta">
            <span className="mall-shop-header-rating" aria-label={t('header.rating', { rating: shop.rating.toFixed(1) })}>
              ★ {shop.rating.toFixed(1)}
            </span>
            <span>{t('header.followers', { formatted: formatCount(shop.followerCount, lang) })}</span>
            <span>{t('header.sales', { formatted: formatCount(shop.salesCount, lang) })}</span>
          </p>
          {extra}
        </div>
        <FollowShopButton shopId={shop.id} followed={followed} size="small" />
      </div>
      {shop.status === 'closed' && <p className="mall-shop-header-closed">{t('header.closed')}</p>}
    </section>
  );
}
