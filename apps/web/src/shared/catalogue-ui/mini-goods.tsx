import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { Price } from '../ui/price.tsx';
import { goodsDetailPath } from './catalogue-links.ts';
import './catalogue-sections.css';

export interface MiniGoodsProps {
  goods: TGoodsCard;
  /** The price shown (a deal's price); the goods' own lowest price by default. */
  price?: number;
  /** A struck-through former price, shown when higher. */
  was?: number;
  tag?: ReactNode;
  soldOut?: boolean;
  footer?: ReactNode;
}

/** A small goods tile for a sideways row: square picture, one line of title, price. */
export function MiniGoods({ goods, price, was, tag, soldOut, footer }: MiniGoodsProps) {
  const { t } = useTranslation('home');
  return (
    <Link className="mall-mini-goods" to={goodsDetailPath(goods.id)} data-testid="mini-goods" data-goods-id={goods.id}>
      <span className="mall-mini-goods-image">
        <img src={goods.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
        {tag && <span className="mall-mini-goods-tag">{tag}</span>}
        {soldOut && <span className="mall-mini-goods-soldout">{t('deals.soldOut')}</span>}
      </span>
      <span className="mall-mini-goods-title">{goods.title}</span>
      <Price minor={price ?? goods.priceMin} {...(was !== undefined ? { was } : {})} size="small" />
      {footer}
    </Link>
  );
}

/** Shimmering boxes where a section will be, so the page keeps its shape while it loads. */
export function Placeholder({ height }: { height: number }) {
  return <div className="mall-home-placeholder" style={{ height }} aria-busy="true" />;
}

/** A section whose data did not arrive: a line saying so and a retry button, the rest of the page unaffected. */
export function SectionRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('home');
  return (
    <div className="mall-home-retry" role="alert">
      <span>{t('sectionFailed')}</span>
      <button type="button" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
