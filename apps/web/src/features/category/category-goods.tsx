import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import { GoodsFeed } from '../../shared/catalogue-ui/goods-feed.tsx';
import { GoodsSortBar, LIST_SORT_CHOICES } from '../../shared/catalogue-ui/goods-sort-bar.tsx';
import { useQueryLang } from '../../shared/query/use-query-lang.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { FilterPopup } from './filter-popup.tsx';
import { categoryQueries, type GoodsSelection } from './category-queries.ts';
import { activeFilterCount } from './goods-filter.ts';

const NO_FILTER: GoodsSelection = { attrValueIds: [] };

/** A category's goods under a sticky sort bar, with the filter panel; the next page loads as the list nears its end. */
export function CategoryGoods({ categoryId, enabled = true, filters = true }: { categoryId: number; enabled?: boolean; filters?: boolean }) {
  const { t } = useTranslation('home');
  const lang = useQueryLang();
  const [sort, setSort] = useState<GoodsSort>('sales');
  const [selection, setSelection] = useState<GoodsSelection>(NO_FILTER);
  const [filtering, setFiltering] = useState(false);
  const pages = useInfiniteQuery({ ...categoryQueries.goods(lang, categoryId, sort, selection), enabled });
  const filtered = activeFilterCount(selection) > 0;
  return (
    <>
      <GoodsSortBar
        choices={LIST_SORT_CHOICES}
        sort={sort}
        onSort={setSort}
        className="mall-list-tools"
        testId="category-sort-bar"
        {...(filters ? { filter: { count: activeFilterCount(selection), onOpen: () => setFiltering(true) } } : {})}
      />
      <div className="mall-list-feed">
        <GoodsFeed
          pages={pages}
          empty={
            <EmptyState
              title={t(filtered ? 'filter.noMatchTitle' : 'category.emptyTitle')}
              description={t(filtered ? 'filter.noMatchDescription' : 'category.emptyDescription')}
              {...(filtered ? { action: { label: t('filter.clear'), onClick: () => setSelection(NO_FILTER) } } : {})}
            />
          }
        />
      </div>
      {filters && <FilterPopup categoryId={categoryId} open={filtering} applied={selection} onClose={() => setFiltering(false)} onApply={setSelection} />}
    </>
  );
}
