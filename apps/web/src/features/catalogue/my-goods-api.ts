import { path as batchFavorGoodsPath, type batchFavorGoods } from '@mall/contract/catalogue/batch-favor-goods';
import { path as queryBrowseHistoryPath, type queryBrowseHistory } from '@mall/contract/catalogue/query-browse-history';
import { path as queryFavorCountPath, type queryFavorCount } from '@mall/contract/catalogue/query-favor-count';
import { path as queryFavorGoodsPath, type queryFavorGoods } from '@mall/contract/catalogue/query-favor-goods';
import { path as saveBrowseHistoryPath, type saveBrowseHistory } from '@mall/contract/catalogue/save-browse-history';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The shopper's own goods lists: the wishlist and the browse history (the goods page's own calls are features/goods'). */
export const MY_GOODS_API = {
  batchFavorGoods: endpointRef<typeof batchFavorGoods>(batchFavorGoodsPath),
  queryBrowseHistory: endpointRef<typeof queryBrowseHistory>(queryBrowseHistoryPath),
  queryFavorCount: endpointRef<typeof queryFavorCount>(queryFavorCountPath),
  queryFavorGoods: endpointRef<typeof queryFavorGoods>(queryFavorGoodsPath),
  saveBrowseHistory: endpointRef<typeof saveBrowseHistory>(saveBrowseHistoryPath),
} as const;
