import type { ReactNode } from 'react';
import { Checkbox } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGoodsCard } from '@mall/contract/catalogue/goods-fields';
import { Price } from '../ui/price.tsx';
import { goodsDetailPath } from './catalogue-links.ts';
import './goods-row.css';

export interface GoodsRowProps {
  goods: TGoodsCard;
  /** In edit mode the row is a pick box instead of a link. */
  picking?: { picked: boolean; onToggle: () => void };
  /** A line under the price ("saved on 3 May"). */
  note?: ReactNode;
}

/** A goods as one row of a personal list (wishlist, history): picture, title, price; pickable in edit mode. */
export function GoodsRow({ goods, picking, note }: GoodsRowProps) {
  const { t } = useTranslation('catalogue');
  const offShelf = goods.status === 'off_shelf';
  const content = (
    <>
      <img className="mall-goods-row-image" src={goods.image} alt="" loading="lazy" width={88} height={88} />
      <div className="mall-goods-row-text">
        <h3 className="mall-goods-row-title">{goods.title}</h3>
        {offShelf ? <span className="mall-goods-row-off">{t('goods.offShelf')}</span> : <Price minor={goods.priceMin} was={goods.marketPrice} size="small" />}
        {note && <span className="mall-goods-row-note">{note}</span>}
      </div>
    </>
  );
  if (picking) {
    return (
      <label className="mall-goods-row is-picking" data-testid="goods-row" data-goods-id={goods.id}>
        <Checkbox checked={picking.picked} onChange={picking.onToggle}>
          <span className="mall-visually-hidden">{goods.title}</span>
        </Checkbox>
        {content}
      </label>
    );
  }
  if (offShelf) {
    return (
      <div className="mall-goods-row is-off-shelf" data-testid="goods-row" data-goods-id={goods.id}>
        {content}
      </div>
    );
  }
  return (
    <Link className="mall-goods-row" to={goodsDetailPath(goods.id)} data-testid="goods-row" data-goods-id={goods.id}>
      {content}
    </Link>
  );
}
