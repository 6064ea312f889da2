import { path as agreeGoodsReviewPath, type agreeGoodsReview } from '@mall/contract/catalogue/agree-goods-review';
import { path as favorGoodsPath, type favorGoods } from '@mall/contract/catalogue/favor-goods';
import { path as queryGoodsDefaultSkuPath, type queryGoodsDefaultSku } from '@mall/contract/catalogue/query-goods-default-sku';
import { path as queryGoodsDetailListPath, type queryGoodsDetailList } from '@mall/contract/catalogue/query-goods-detail-list';
import { path as queryGoodsDetailPath, type queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { path as queryGoodsReviewStatisticsPath, type queryGoodsReviewStatistics } from '@mall/contract/catalogue/query-goods-review-statistics';
import { path as queryGoodsReviewsPath, type queryGoodsReviews } from '@mall/contract/catalogue/query-goods-reviews';
import { path as saveBrowseHistoryPath, type saveBrowseHistory } from '@mall/contract/catalogue/save-browse-history';
import { path as unagreeGoodsReviewPath, type unagreeGoodsReview } from '@mall/contract/catalogue/unagree-goods-review';
import { path as unfavorGoodsPath, type unfavorGoods } from '@mall/contract/catalogue/unfavor-goods';
import { path as queryLogisticsCostsPath, type queryLogisticsCosts } from '@mall/contract/shop/query-logistics-costs';
import { path as saveSharePath, type saveShare } from '@mall/contract/share/save-share';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The goods page's calls: the goods, its reviews, the wishlist heart, the visit, the delivery cost, and sharing. */
export const GOODS_API = {
  agreeGoodsReview: endpointRef<typeof agreeGoodsReview>(agreeGoodsReviewPath),
  favorGoods: endpointRef<typeof favorGoods>(favorGoodsPath),
  queryGoodsDefaultSku: endpointRef<typeof queryGoodsDefaultSku>(queryGoodsDefaultSkuPath),
  queryGoodsDetailList: endpointRef<typeof queryGoodsDetailList>(queryGoodsDetailListPath),
  queryGoodsDetail: endpointRef<typeof queryGoodsDetail>(queryGoodsDetailPath),
  queryGoodsReviewStatistics: endpointRef<typeof queryGoodsReviewStatistics>(queryGoodsReviewStatisticsPath),
  queryGoodsReviews: endpointRef<typeof queryGoodsReviews>(queryGoodsReviewsPath),
  queryLogisticsCosts: endpointRef<typeof queryLogisticsCosts>(queryLogisticsCostsPath),
  saveBrowseHistory: endpointRef<typeof saveBrowseHistory>(saveBrowseHistoryPath),
  saveShare: endpointRef<typeof saveShare>(saveSharePath),
  unagreeGoodsReview: endpointRef<typeof unagreeGoodsReview>(unagreeGoodsReviewPath),
  unfavorGoods: endpointRef<typeof unfavorGoods>(unfavorGoodsPath),
} as const;
