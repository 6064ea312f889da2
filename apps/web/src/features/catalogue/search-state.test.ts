import { describe, expect, it } from 'vitest';
import { filterCount, readSearchState, searchResultPath, searchStateQuery, withoutFilters } from './search-state.ts';

describe('search state in the address', () => {
  it('reads and writes every part, leaving defaults out', () => {
    const state = readSearchState({ keyword: '茶 tea', tab: 'shops', sort: 'priceDesc', categoryId: '12', priceMin: '100', priceMax: '5000', brands: 'lumo,qingshan', attrs: '3,4' });
    expect(state).toEqual({ keyword: '茶 tea', tab: 'shops', sort: 'priceDesc', categoryId: 12, priceMin: 100, priceMax: 5000, brands: ['lumo', 'qingshan'], attrValueIds: [3, 4] });
    expect(readSearchState(Object.fromEntries(new URLSearchParams(searchStateQuery(state))))).toEqual(state);
    expect(searchStateQuery(readSearchState({ keyword: 'tea' }))).toBe('keyword=tea');
    expect(filterCount(state)).toBe(6);
    expect(filterCount(withoutFilters(state))).toBe(0);
  });

  it('leaves out whatever is malformed', () => {
    const state = readSearchState({ sort: 'cheapest', tab: 'x', categoryId: '-1', priceMin: '1e9', priceMax: '99999999999', brands: "LUMO,ok,x'y", attrs: '1,abc,0,99999999999' });
    expect(state).toEqual({ keyword: '', tab: 'goods', sort: 'relevance', brands: ['ok'], attrValueIds: [1] });
  });

  it('links to the results of a keyword', () => {
    expect(searchResultPath('green tea & 茶')).toBe('/pages/goods/goodssearchresult?keyword=green+tea+%26+%E8%8C%B6');
    expect(searchResultPath('x', 5)).toBe('/pages/goods/goodssearchresult?keyword=x&categoryId=5');
  });
});
