import type { SearchSort } from '@mall/contract/catalogue/search-fields';
import { FilterOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './search.css';

export interface SearchSortBarProps {
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  /** How many filters are on (shown on the filter button). */
  filters: number;
  onOpenFilters: () => void;
}

/** The orders of the goods results, and the button that opens the filters; price flips between its two directions. */
export function SearchSortBar({ sort, onSort, filters, onOpenFilters }: SearchSortBarProps) {
  const { t } = useTranslation('search');
  const price = sort === 'priceAsc' || sort === 'priceDesc';
  const plain = (s: 'relevance' | 'sales' | 'newest') => (
    <button type="button" className={`mall-search-sort${sort === s ? ' is-active' : ''}`} aria-pressed={sort === s} onClick={() => onSort(s)}>
      {t(`sort.${s}`)}
    </button>
  );
  return (
    <div className="mall-search-sort-bar" role="toolbar" data-testid="search-sort-bar">
      {plain('relevance')}
      {plain('sales')}
      <button
        type="button"
        className={`mall-search-sort${price ? ' is-active' : ''}`}
        aria-pressed={price}
        aria-label={sort === 'priceAsc' ? t('sort.priceAsc') : sort === 'priceDesc' ? t('sort.priceDesc') : t('sort.price')}
        onClick={() => onSort(sort === 'priceAsc' ? 'priceDesc' : 'priceAsc')}
      >
        {t('sort.price')}
        <span className="mall-search-sort-arrows" aria-hidden="true">
          <span className={sort === 'priceAsc' ? 'is-on' : ''}>▲</span>
          <span className={sort === 'priceDesc' ? 'is-on' : ''}>▼</span>
        </span>
      </button>
      {plain('newest')}
      <button type="button" className={`mall-search-sort mall-search-filter-button${filters > 0 ? ' is-active' : ''}`} onClick={onOpenFilters}>
        <FilterOutline aria-hidden="true" />
        {t('filter.open')}
        {filters > 0 && <span className="mall-search-filter-count">{filters}</span>}
      </button>
    </div>
  );
}
