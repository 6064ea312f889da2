import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import './category-list.css';

export interface CategorySortBarProps {
  sort: GoodsSort;
  onSort: (sort: GoodsSort) => void;
  /** The filter button and how many filters are on; left out where a list has no filters. */
  onFilter?: () => void;
  filterCount?: number;
}

/** The sorts of a goods list (best selling, price both ways, newest) and the filter button. */
export function CategorySortBar({ sort, onSort, onFilter, filterCount = 0 }: CategorySortBarProps) {
  const { t } = useTranslation('home');
  const byPrice = sort === 'priceAsc' || sort === 'priceDesc';
  const tab = (active: boolean, label: string, next: GoodsSort, arrow?: string) => (
    <button type="button" role="tab" aria-selected={active} className={`mall-list-sort${active ? ' is-active' : ''}`} onClick={() => onSort(next)}>
      {label}
      {arrow && (
        <span className="mall-list-sort-arrow" aria-hidden="true">
          {arrow}
        </span>
      )}
    </button>
  );
  return (
    <div className="mall-list-tools" data-testid="category-sort-bar">
      <div className="mall-list-sorts" role="tablist">
        {tab(sort === 'sales', t('sort.sales'), 'sales')}
        {tab(byPrice, t(sort === 'priceDesc' ? 'sort.priceDesc' : 'sort.priceAsc'), sort === 'priceAsc' ? 'priceDesc' : 'priceAsc', byPrice ? (sort === 'priceAsc' ? '↑' : '↓') : '↕')}
        {tab(sort === 'newest', t('sort.newest'), 'newest')}
      </div>
      {onFilter && (
        <button type="button" className={`mall-list-filter${filterCount > 0 ? ' is-active' : ''}`} onClick={onFilter} data-testid="filter-button">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {filterCount > 0 ? t('filter.buttonCount', { count: filterCount }) : t('filter.button')}
        </button>
      )}
    </div>
  );
}
