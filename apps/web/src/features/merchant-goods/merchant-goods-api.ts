import { path as adjustPath, type adjustMerchantGoodsStock } from '@mall/contract/catalogue/adjust-merchant-goods-stock';
import { path as attrsPath, type queryCategoryAttrs } from '@mall/contract/catalogue/query-category-attrs';
import { path as listPath, type queryMerchantGoods } from '@mall/contract/catalogue/query-merchant-goods';
import { path as categoriesPath, type queryMerchantGoodsCategories } from '@mall/contract/catalogue/query-merchant-goods-categories';
import { path as detailPath, type queryMerchantGoodsDetail } from '@mall/contract/catalogue/query-merchant-goods-detail';
import { path as savePath, type saveMerchantGoods } from '@mall/contract/catalogue/save-merchant-goods';
import { path as shelvePath, type shelveMerchantGoods } from '@mall/contract/catalogue/shelve-merchant-goods';
import { path as unshelvePath, type unshelveMerchantGoods } from '@mall/contract/catalogue/unshelve-merchant-goods';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The merchant console's goods calls, as the web calls them (paths and types only). */
export const MERCHANT_GOODS_API = {
  list: endpointRef<typeof queryMerchantGoods>(listPath),
  detail: endpointRef<typeof queryMerchantGoodsDetail>(detailPath),
  categories: endpointRef<typeof queryMerchantGoodsCategories>(categoriesPath),
  categoryAttrs: endpointRef<typeof queryCategoryAttrs>(attrsPath),
  save: endpointRef<typeof saveMerchantGoods>(savePath),
  shelve: endpointRef<typeof shelveMerchantGoods>(shelvePath),
  unshelve: endpointRef<typeof unshelveMerchantGoods>(unshelvePath),
  adjustStock: endpointRef<typeof adjustMerchantGoodsStock>(adjustPath),
};
