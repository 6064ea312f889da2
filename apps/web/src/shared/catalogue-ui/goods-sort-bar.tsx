import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import type { SearchSort } from '@mall/contract/catalogue/search-fields';
import './goods-sort-bar.css';

/** A tab of the bar; `price` stands for both price orders and flips between them. */
export type SortChoice = 'relevance' | 'sales' | 'price' | 'newest';

/** Search results lead with relevance; category, landing and shop lists with best selling. */
export const SEARCH_SORT_CHOICES: readonly SortChoice[] = ['relevance', 'sales', 'price', 'newest'];
export const LIST_SORT_CHOICES: readonly SortChoice[] = ['sales', 'price', 'newest'];

export interface GoodsSortBarProps<S extends GoodsSort | SearchSort> {
  /** The tabs, in order; a list that has no relevance leaves it out. */
  choices: readonly SortChoice[];
  sort: S;
  onSort: (sort: S) => void;
  /** The filter button and how many filters are on; left out where a list has no filters. */
  filter?: { count: number; onOpen: () => void };
  /** Where the bar sits on its page (sticky offsets differ between pages). */
  className?: string;
  testId?: string;
}

/**
 * The sort tabs above every goods list (search results, category lists, shortcut landings, shop goods): one
 * look and one behaviour everywhere. A second tap on price turns its direction; the arrows show which.
 */
export function GoodsSortBar<S extends GoodsSort | SearchSort>({ choices, sort, onSort, filter, className, testId }: GoodsSortBarProps<S>) {
  const { t } = useTranslation('catalogue');
  const tab = (choice: SortChoice) => {
    if (choice !== 'price') {
      const active = sort === choice;
      return (
        <button key={choice} type="button" role="tab" aria-selected={active} className={`mall-sort-tab${active ? ' is-active' : ''}`} onClick={() => onSort(choice as S)}>
          {t(`sort.${choice}`)}
        </button>
      );
    }
    const active = sort === 'priceAsc' || sort === 'priceDesc';
    return (
      <button
        key={choice}
        type="button"
        role="tab"
        aria-selected={active}
        aria-label={active ? t(sort === 'priceAsc' ? 'sort.priceAsc' : 'sort.priceDesc') : t('sort.price')}
        className={`mall-sort-tab${active ? ' is-active' : ''}`}
        onClick={() => onSort((sort === 'priceAsc' ? 'priceDesc' : 'priceAsc') as S)}
      >
        {t('sort.price')}
        <span className="mall-sort-arrows" aria-hidden="true">
          <span className={sort === 'priceAsc' ? 'is-on' : ''}>▲</span>
          <span className={sort === 'priceDesc' ? 'is-on' : ''}>▼</span>
        </span>
      </button>
    );
  };
  return (
    <div className={`mall-sort-bar${className ? ` ${className}` : ''}`} data-testid={testId}>
      <div className="mall-sort-tabs" role="tablist">
        {choices.map(tab)}
      </div>
      {filter && (
        <button type="button" className={`mall-sort-filter${filter.count > 0 ? ' is-active' : ''}`} onClick={filter.onOpen} data-testid="filter-button">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
          {t('sort.filter')}
          {filter.count > 0 && <span className="mall-sort-filter-count">{filter.count}</span>}
        </button>
      )}
    </div>
  );
}
