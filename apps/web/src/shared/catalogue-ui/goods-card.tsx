import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { formatCount } from '../format/large-count.ts';
import { langOf } from '../session/preferences.ts';
import { Price } from '../ui/price.tsx';
import { goodsDetailPath } from './catalogue-links.ts';
import './goods-card.css';

export interface GoodsCardProps {
  goods: TGoodsCard;
  /** Extra content under the price (a deal's progress, a "browsed at" time). */
  footer?: ReactNode;
}

/**
 * A goods in a two-column list: square picture, two-line title, price and sales. Goods that went off the shelf
 * stay visible (wishlists, history) but greyed out and not linked.
 */
export function GoodsCard({ goods, footer }: GoodsCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const offShelf = goods.status === 'off_shelf';
  const body = (
    <>
      <div className="mall-goods-card-image">
        <img src={goods.image} alt="" loading="lazy" decoding="async" width={180} height={180} />
        {offShelf && <span className="mall-goods-card-badge">{t('goods.offShelf')}</span>}
      </div>
      <div className="mall-goods-card-body">
        <h3 className="mall-goods-card-title">{goods.title}</h3>
        <div className="mall-goods-card-meta">
          <Price minor={goods.priceMin} size="small" />
          <span className="mall-goods-card-sales">{t('goods.sold', { formatted: formatCount(goods.salesCount, langOf(i18n.language)) })}</span>
        </div>
        {footer}
      </div>
    </>
  );
  return offShelf ? (
    <div className="mall-goods-card is-off-shelf" data-testid="goods-card" data-goods-id={goods.id}>
      {body}
    </div>
  ) : (
    <Link className="mall-goods-card" to={goodsDetailPath(goods.id)} data-testid="goods-card" data-goods-id={goods.id}>
      {body}
    </Link>
  );
}

/** Goods cards in two columns. */
export function GoodsGrid({ goods, renderFooter }: { goods: readonly TGoodsCard[]; renderFooter?: (goods: TGoodsCard) => ReactNode }) {
  return (
    <ul className="mall-goods-grid">
      {goods.map((g) => (
        <li key={g.id}>
          <GoodsCard goods={g} footer={renderFooter?.(g)} />
        </li>
      ))}
    </ul>
  );
}
