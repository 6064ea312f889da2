import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TShopCard } from '@mall/contract/catalogue/shop-fields';
import { formatCount } from '../format/large-count.ts';
import { langOf } from '../session/preferences.ts';
import { shopPath, takeawayShopPath } from './catalogue-links.ts';
import './shop-card.css';

export interface ShopCardProps {
  shop: TShopCard;
  /** A control at the right end (follow button, distance). */
  aside?: ReactNode;
}

/** A shop in a list: logo, name, rating, followers and sales; the whole row opens the shop. */
export function ShopCard({ shop, aside }: ShopCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const lang = langOf(i18n.language);
  return (
    <div className={`mall-shop-card${shop.status === 'closed' ? ' is-closed' : ''}`} data-testid="shop-card" data-shop-id={shop.id}>
      <Link className="mall-shop-card-link" to={shop.kind === 'takeaway' ? takeawayShopPath(shop.id) : shopPath(shop.id)}>
        <img className="mall-shop-card-logo" src={shop.logo} alt="" loading="lazy" width={48} height={48} />
        <div className="mall-shop-card-text">
          <h3 className="mall-shop-card-name mall-clamp-2">{shop.name}</h3>
          <p className="mall-shop-card-meta">
            <span className="mall-shop-card-rating">★ {shop.rating.toFixed(1)}</span>
            <span>{t('shop.followers', { formatted: formatCount(shop.followerCount, lang) })}</span>
            <span>{t('shop.sales', { formatted: formatCount(shop.salesCount, lang) })}</span>
          </p>
          {shop.status === 'closed' && <p className="mall-shop-card-closed">{t('shop.closed')}</p>}
        </div>
      </Link>
      {aside && <div className="mall-shop-card-aside">{aside}</div>}
    </div>
  );
}
