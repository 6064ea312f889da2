import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@mall/contract/catalogue/category-fields';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { GoodsFeed } from '../catalogue/goods-feed.tsx';
import { GoodsSortBar, LIST_SORT_CHOICES } from '../catalogue/goods-sort-bar.tsx';
import { categoryGoods, type GoodsSelection } from './category-queries.ts';
import { FilterPopup } from './filter-popup.tsx';
import { activeFilterCount } from './goods-filter.ts';
import { useCatalogueLang } from './home-queries.ts';
import { useGoodsPages } from './use-goods-pages.ts';

const NO_FILTER: GoodsSelection = { attrValueIds: [] };

/** A category's goods under a sticky sort bar, with the filter panel; the next page loads as the list nears its end. */
export function CategoryGoods({ categoryId, enabled = true, filters = true }: { categoryId: number; enabled?: boolean; filters?: boolean }) {
  const { t } = useTranslation('home');
  const lang = useCatalogueLang();
  const [sort, setSort] = useState<GoodsSort>('sales');
  const [selection, setSelection] = useState<GoodsSelection>(NO_FILTER);
  const [filtering, setFiltering] = useState(false);
  const list = categoryGoods(lang, categoryId, sort, selection);
  const pages = useGoodsPages(list.queryKey, list.fetchPage, enabled);
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
