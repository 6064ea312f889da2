import { path as queryCategoryAttrsPath, type queryCategoryAttrs } from '@mall/contract/catalogue/query-category-attrs';
import { path as queryCategoryChildPath, type queryCategoryChild } from '@mall/contract/catalogue/query-category-child';
import { path as queryCategoryGoodsFilterBagPath, type queryCategoryGoodsFilterBag } from '@mall/contract/catalogue/query-category-goods-filter-bag';
import { path as queryCategoryGoodsFilterPath, type queryCategoryGoodsFilter } from '@mall/contract/catalogue/query-category-goods-filter';
import { path as queryCategoryGoodsPath, type queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { path as queryCategoryIdGoodsPath, type queryCategoryIdGoods } from '@mall/contract/catalogue/query-category-id-goods';
import { path as queryCategoryLevelTwoPath, type queryCategoryLevelTwo } from '@mall/contract/catalogue/query-category-level-two';
import { path as queryCategoryTreePath, type queryCategoryTree } from '@mall/contract/catalogue/query-category-tree';
import { path as queryCategoryTrendingGoodsPath, type queryCategoryTrendingGoods } from '@mall/contract/catalogue/query-category-trending-goods';
import { path as queryCategoryPath, type queryCategory } from '@mall/contract/catalogue/query-category';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The category calls. */
export const CATEGORY_API = {
  queryCategoryAttrs: endpointRef<typeof queryCategoryAttrs>(queryCategoryAttrsPath),
  queryCategoryChild: endpointRef<typeof queryCategoryChild>(queryCategoryChildPath),
  queryCategoryGoodsFilterBag: endpointRef<typeof queryCategoryGoodsFilterBag>(queryCategoryGoodsFilterBagPath),
  queryCategoryGoodsFilter: endpointRef<typeof queryCategoryGoodsFilter>(queryCategoryGoodsFilterPath),
  queryCategoryGoods: endpointRef<typeof queryCategoryGoods>(queryCategoryGoodsPath),
  queryCategoryIdGoods: endpointRef<typeof queryCategoryIdGoods>(queryCategoryIdGoodsPath),
  queryCategoryLevelTwo: endpointRef<typeof queryCategoryLevelTwo>(queryCategoryLevelTwoPath),
  queryCategoryTree: endpointRef<typeof queryCategoryTree>(queryCategoryTreePath),
  queryCategoryTrendingGoods: endpointRef<typeof queryCategoryTrendingGoods>(queryCategoryTrendingGoodsPath),
  queryCategory: endpointRef<typeof queryCategory>(queryCategoryPath),
} as const;
