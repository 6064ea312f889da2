import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GoodsFeed } from '../../shared/catalogue-ui/goods-feed.tsx';
import { SearchBox } from '../../features/catalogue/search-box.tsx';
import { SearchFilterPanel } from '../../features/catalogue/search-filter-panel.tsx';
import { useSearchHistory } from '../../features/catalogue/search-history.ts';
import { SearchShopItem } from '../../features/catalogue/search-shop-item.tsx';
import { GoodsSortBar, SEARCH_SORT_CHOICES } from '../../shared/catalogue-ui/goods-sort-bar.tsx';
import { filterCount, readSearchState, searchStateQuery, withoutFilters, type SearchState, type SearchTab } from '../../features/catalogue/search-state.ts';
import { useSearchFilters, useSearchGoodsPages, useSearchShopPages } from '../../features/catalogue/use-search.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { ListSkeleton } from '../../shared/ui/list-skeleton.tsx';
import { LoadFailed } from '../../shared/ui/load-failed.tsx';
import { Page, type PageProps } from '../../shared/ui/page.tsx';
import { PageNavBar } from '../../shared/ui/page-nav-bar.tsx';
import { ListMore } from '../../shared/ui/list-more.tsx';

/** Terms to try instead, under an empty result. */
function TryInstead({ onSearch }: { onSearch: (words: string) => void }) {
  const { t } = useTranslation('search');
  const trending = useSearchFilters('');
  const terms = trending.data?.trending ?? [];
  if (terms.length === 0) return null;
  return (
    <section className="mall-card mall-search-empty-more">
      <h2>{t('empty.popular')}</h2>
      <div className="mall-search-chips">
        {terms.map((term) => (
          <button key={term} type="button" className="mall-search-chip" onClick={() => onSearch(term)}>
            {term}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * The results of a search (?keyword=, optionally ?categoryId=): goods, sorted and filtered, a page at a time as
 * the list scrolls, or the shops that match. The keyword can be changed in place. A search that finds nothing
 * says why and what to try (a spelling the catalogue knows, fewer filters, popular searches); it is never an error.
 */
export default function GoodsSearchResultPage({ query }: PageProps) {
  const { t, i18n } = useTranslation('search');
  const navigate = useNavigate();
  const state = readSearchState(query);
  const [typed, setTyped] = useState(state.keyword.trim());
  // The field follows the address when the keyword changes from outside (back, a link).
  const [typedFor, setTypedFor] = useState(state.keyword);
  if (typedFor !== state.keyword) {
    setTypedFor(state.keyword);
    setTyped(state.keyword.trim());
  }
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { remember } = useSearchHistory();
  const goodsPages = useSearchGoodsPages(state);
  const shopPages = useSearchShopPages(state.keyword, state.tab === 'shops');
  const keyword = state.keyword.trim();

  const show = (next: SearchState) => void navigate(`?${searchStateQuery(next)}`, { replace: true });
  const search = (words: string) => {
    const clean = words.trim();
    if (!clean) return;
    remember(clean);
    setTyped(clean);
    setTypedFor(clean);
    // A new search starts without the old filters, in the same tab and order.
    show({ ...withoutFilters(state), keyword: clean });
  };
  const filters = filterCount(state);
  const number = (n: number) => n.toLocaleString(i18n.language);

  let goodsBody;
  if (!keyword && state.categoryId === undefined) {
    goodsBody = (
      <>
        <EmptyState
          title={t('empty.noKeywordTitle')}
          description={t('empty.noKeywordDescription')}
          action={{ label: t('empty.startSearch'), onClick: () => void navigate('/pages/goods/goodssearch') }}
        />
        <TryInstead onSearch={search} />
      </>
    );
  } else {
    const first = goodsPages.data?.pages[0];
    const suggestion = first?.suggestion ?? null;
    const empty =
      filters > 0 ? (
        <EmptyState
          title={t('empty.filteredTitle')}
          description={t('empty.filteredDescription', { keyword })}
          action={{ label: t('empty.clearFilters'), onClick: () => show(withoutFilters(state)) }}
        />
      ) : (
        <>
          <EmptyState
            title={t('empty.noResultsTitle', { keyword })}
            description={suggestion ? t('empty.didYouMean', { suggestion }) : t('empty.noResultsDescription')}
            {...(suggestion ? { action: { label: t('empty.searchSuggestion', { suggestion }), onClick: () => search(suggestion) } } : {})}
          />
          <TryInstead onSearch={search} />
        </>
      );
    goodsBody = (
      <>
        {first && first.total > 0 && (
          <p className="mall-search-count" data-testid="search-count">
            {first.totalCapped ? t('result.countCapped', { formatted: number(first.total) }) : t('result.count', { formatted: number(first.total) })}
          </p>
        )}
        <GoodsFeed pages={goodsPages} empty={empty} />
      </>
    );
  }

  let shopsBody;
  const shops = shopPages.data?.pages.flatMap((p) => p.list) ?? [];
  if (!keyword) shopsBody = <EmptyState title={t('empty.noKeywordTitle')} description={t('empty.noKeywordDescription')} />;
  else if (shopPages.isPending) shopsBody = <ListSkeleton rows={3} />;
  else if (shopPages.isError) shopsBody = <LoadFailed description={shopPages.error.message} onRetry={() => void shopPages.refetch()} />;
  else if (shops.length === 0) shopsBody = <EmptyState title={t('empty.noShopsTitle', { keyword })} description={t('empty.noShopsDescription')} />;
  else
    shopsBody = (
      <>
        <ul className="mall-search-shops" data-testid="search-shops">
          {shops.map((item) => (
            <li key={item.shop.id}>
              <SearchShopItem item={item} />
            </li>
          ))}
        </ul>
        <ListMore pages={shopPages} endText={t('result.shopsEnd')} />
      </>
    );

  const right = (
    <button type="button" className="mall-nav-text-action" onClick={() => search(typed)}>
      {t('box.submit')}
    </button>
  );

  return (
    <Page name="goods/goodssearchresult">
      <PageNavBar title={<SearchBox value={typed} onChange={setTyped} onSearch={search} />} right={right} />
      <div className="mall-search-head">
        <Tabs activeKey={state.tab} onChange={(tab) => show({ ...state, tab: tab as SearchTab })}>
          <Tabs.Tab key="goods" title={t('tabs.goods')} />
          <Tabs.Tab key="shops" title={t('tabs.shops')} />
        </Tabs>
        {state.tab === 'goods' && (
          <GoodsSortBar
            choices={SEARCH_SORT_CHOICES}
            sort={state.sort}
            onSort={(sort) => show({ ...state, sort })}
            filter={{ count: filters, onOpen: () => setFiltersOpen(true) }}
            className="mall-search-sort-bar"
            testId="search-sort-bar"
          />
        )}
      </div>
      <main className="mall-search-results" data-testid={`search-${state.tab}`}>
        {state.tab === 'goods' ? goodsBody : shopsBody}
      </main>
      <SearchFilterPanel
        open={filtersOpen}
        state={state}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFiltersOpen(false);
          show(next);
        }}
      />
    </Page>
  );
}
