import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import './goods-sort-bar.css';

/** Best-selling, newest, and price (a second tap on price turns its direction). */
export function GoodsSortBar({ sort, onChange }: { sort: GoodsSort; onChange: (sort: GoodsSort) => void }) {
  const { t } = useTranslation('shop');
  const byPrice = sort === 'priceAsc' || sort === 'priceDesc';
  const item = (active: boolean, label: string, next: GoodsSort, extra?: string) => (
    <button type="button" role="tab" aria-selected={active} className={`mall-sort-bar-item${active ? ' is-active' : ''}`} onClick={() => onChange(next)}>
      {label}
      {extra && <span className="mall-sort-bar-arrow" aria-hidden="true">{extra}</span>}
    </button>
  );
  return (
    <div className="mall-sort-bar" role="tablist" data-testid="goods-sort-bar">
      {item(sort === 'sales', t('sort.sales'), 'sales')}
      {item(sort === 'newest', t('sort.newest'), 'newest')}
      {item(byPrice, t(sort === 'priceDesc' ? 'sort.priceDesc' : 'sort.priceAsc'), sort === 'priceAsc' ? 'priceDesc' : 'priceAsc', byPrice ? (sort === 'priceAsc' ? '↑' : '↓') : '↕')}
    </div>
  );
}
