import type { SearchSort } from '@mall/contract/catalogue/search-fields';

/** The orders of the goods results, as the sort bar offers them. */
export const SEARCH_SORT_ORDER: readonly SearchSort[] = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'];
export type SearchTab = 'goods' | 'shops';

/** Everything the result page shows, kept in its address so that back and reload return to the same list. */
export interface SearchState {
  keyword: string;
  tab: SearchTab;
  sort: SearchSort;
  categoryId?: number;
  /** Base-currency minor units, on the lowest price. */
  priceMin?: number;
  priceMax?: number;
  brands: string[];
  attrValueIds: number[];
}

/** The page that lists the results of a keyword (and optionally a category). */
export function searchResultPath(keyword: string, categoryId?: number): string {
  const params = new URLSearchParams({ keyword });
  if (categoryId !== undefined) params.set('categoryId', String(categoryId));
  return `/pages/goods/goodssearchresult?${params.toString()}`;
}

const MAX_ID = 2_147_483_647;
const id = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 && Number(v) <= MAX_ID ? Number(v) : undefined);
const money = (v: string | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) <= 2_000_000_000 ? Number(v) : undefined);
const list = (v: string | undefined) => (v ? v.split(',').filter(Boolean).slice(0, 20) : []);

/** Reads the page's query; whatever is malformed (a hand-edited address) is left out rather than sent. */
export function readSearchState(query: Readonly<Record<string, string>>): SearchState {
  const sort = SEARCH_SORT_ORDER.find((s) => s === query.sort) ?? 'relevance';
  const state: SearchState = {
    keyword: (query.keyword ?? '').slice(0, 200),
    tab: query.tab === 'shops' ? 'shops' : 'goods',
    sort,
    brands: list(query.brands).filter((b) => /^[a-z0-9-]{1,60}$/.test(b)),
    attrValueIds: list(query.attrs).flatMap((v) => id(v) ?? []),
  };
  const categoryId = id(query.categoryId);
  const priceMin = money(query.priceMin);
  const priceMax = money(query.priceMax);
  if (categoryId !== undefined) state.categoryId = categoryId;
  if (priceMin !== undefined) state.priceMin = priceMin;
  if (priceMax !== undefined) state.priceMax = priceMax;
  return state;
}

/** The query of a state, with defaults left out. */
export function searchStateQuery(state: SearchState): string {
  const params = new URLSearchParams({ keyword: state.keyword });
  if (state.tab !== 'goods') params.set('tab', state.tab);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.categoryId !== undefined) params.set('categoryId', String(state.categoryId));
  if (state.priceMin !== undefined) params.set('priceMin', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('priceMax', String(state.priceMax));
  if (state.brands.length > 0) params.set('brands', state.brands.join(','));
  if (state.attrValueIds.length > 0) params.set('attrs', state.attrValueIds.join(','));
  return params.toString();
}

/** How many filters narrow the results (the category, the price range, each brand and attribute value). */
export function filterCount(state: SearchState): number {
  return (
    (state.categoryId !== undefined ? 1 : 0) +
    (state.priceMin !== undefined || state.priceMax !== undefined ? 1 : 0) +
    state.brands.length +
    state.attrValueIds.length
  );
}

/** The state without any filter (the keyword, tab and order stay). */
export function withoutFilters(state: SearchState): SearchState {
  return { keyword: state.keyword, tab: state.tab, sort: state.sort, brands: [], attrValueIds: [] };
}
