import { path as getSearchFiltersPath, type getSearchFilters } from '@mall/contract/catalogue/get-search-filters';
import { path as searchGoodsShopPath, type searchGoodsShop } from '@mall/contract/catalogue/search-goods-shop';
import { path as searchGoodsPath, type searchGoods } from '@mall/contract/catalogue/search-goods';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The search calls: goods, shops, and the filters and trending terms of the search pages. */
export const SEARCH_API = {
  getSearchFilters: endpointRef<typeof getSearchFilters>(getSearchFiltersPath),
  searchGoodsShop: endpointRef<typeof searchGoodsShop>(searchGoodsShopPath),
  searchGoods: endpointRef<typeof searchGoods>(searchGoodsPath),
} as const;
