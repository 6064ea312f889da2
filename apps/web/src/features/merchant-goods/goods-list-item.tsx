import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMerchantGoodsRow } from '@mall/contract/catalogue/query-merchant-goods';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { formatBaseRange } from '../../shared/format/base-money.ts';
import { goodsEditPath } from './merchant-goods-paths.ts';

export interface GoodsListItemProps {
  goods: TMerchantGoodsRow;
  baseCurrency: string | undefined;
  busy: boolean;
  onShelf: (goods: TMerchantGoodsRow, onSale: boolean) => void;
  onStock: (goods: TMerchantGoodsRow) => void;
}

/** One goods of the console's list: picture, title, status, prices, stock and sales, and what can be done with it. */
export function GoodsListItem({ goods, baseCurrency, busy, onShelf, onStock }: GoodsListItemProps) {
  const { t } = useTranslation('merchant-goods');
  const lang = useQueryLang();
  const onSale = goods.status === 'on_sale';
  return (
    <li className="mall-card mall-mgoods-item" data-testid="merchant-goods-item" data-goods-id={goods.goodsId} data-status={goods.status}>
      <div className="mall-mgoods-item-main">
        <img className="mall-mgoods-item-image" src={goods.image} alt="" loading="lazy" />
        <div className="mall-mgoods-item-text">
          <h2 className="mall-mgoods-item-title">{goods.title}</h2>
          <p className="mall-mgoods-item-price">{formatBaseRange(goods.priceMin, goods.priceMax, baseCurrency, lang)}</p>
          <p className="mall-mgoods-muted">
            <span data-testid="merchant-goods-stock">{t('list.stock', { count: goods.stock })}</span>
            {' · '}
            {t('list.sold', { count: goods.salesCount })}
          </p>
          <p className="mall-mgoods-muted">
            <span className={onSale ? 'mall-mgoods-badge mall-mgoods-badge--on' : 'mall-mgoods-badge'}>{t(`list.status.${goods.status}`)}</span> {t('list.itemNo', { code: goods.code })}
          </p>
        </div>
      </div>
      <div className="mall-mgoods-item-actions">
        <Link className="mall-mgoods-link-button" to={goodsEditPath(goods.goodsId)}>
          {t('list.edit')}
          <span className="mall-visually-hidden"> {goods.title}</span>
        </Link>
        <Button size="small" shape="rounded" onClick={() => onStock(goods)}>
          {t('list.adjustStock')}
          <span className="mall-visually-hidden"> {goods.title}</span>
        </Button>
        <Button size="small" shape="rounded" color={onSale ? 'default' : 'primary'} loading={busy} onClick={() => onShelf(goods, !onSale)} data-testid="merchant-goods-shelf">
          {onSale ? t('list.unshelve') : t('list.shelve')}
          <span className="mall-visually-hidden"> {goods.title}</span>
        </Button>
      </div>
    </li>
  );
}
