import type { FastifyInstance } from 'fastify';
import { agreeGoodsReview as agreeReview } from '@mall/contract/catalogue/agree-goods-review';
import { batchFavorGoods as batchFavor } from '@mall/contract/catalogue/batch-favor-goods';
import { favorGoods as favor } from '@mall/contract/catalogue/favor-goods';
import { queryBrowseHistory as browseList } from '@mall/contract/catalogue/query-browse-history';
import { queryFavorCount as favorCount } from '@mall/contract/catalogue/query-favor-count';
import { queryFavorGoods as favorList } from '@mall/contract/catalogue/query-favor-goods';
import { queryGoodsDefaultSku as defaultSku } from '@mall/contract/catalogue/query-goods-default-sku';
import { queryGoodsDetail as detail } from '@mall/contract/catalogue/query-goods-detail';
import { queryGoodsDetailList as detailList } from '@mall/contract/catalogue/query-goods-detail-list';
import { queryGoodsReviewStatistics as reviewStatistics } from '@mall/contract/catalogue/query-goods-review-statistics';
import { queryGoodsReviews as reviews } from '@mall/contract/catalogue/query-goods-reviews';
import { saveBrowseHistory as saveBrowse } from '@mall/contract/catalogue/save-browse-history';
import { unagreeGoodsReview as unagreeReview } from '@mall/contract/catalogue/unagree-goods-review';
import { unfavorGoods as unfavor } from '@mall/contract/catalogue/unfavor-goods';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { queryBrowseHistory, saveBrowseHistory, visitorView } from './browse.service.ts';
import { shopsOfGoods } from './goods-shops.ts';
import { recordShopVisit, visitorKey } from '../shop/shop.api.ts';
import { AppError } from '../../platform/errors.ts';
import { batchFavorGoods, favorGoods, queryFavorCount, queryFavorGoods, unfavorGoods } from './favor.service.ts';
import { goodsChangesOf } from './goods-changes.ts';
import { createGoodsDetailReader, queryGoodsCards, queryGoodsDefaultSku } from './goods.service.ts';
import {
  agreeGoodsReview,
  queryGoodsReviewStatistics,
  queryGoodsReviews,
  unagreeGoodsReview,
} from './review.service.ts';

/** The goods detail page's calls: detail, cards, reviews, wishlist and browse history. */
export function goodsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const readGoodsDetail = createGoodsDetailReader(db, deps.config.catalogueCacheMs, goodsChangesOf(deps.events));
  registerEndpoint(app, deps, detail, ({ body, ctx }) => readGoodsDetail(body.goodsId, ctx.lang, ctx.userId));
  registerEndpoint(app, deps, detailList, ({ body, ctx }) => queryGoodsCards(db, body.goodsIds, ctx.lang));
  registerEndpoint(app, deps, defaultSku, ({ body }) => queryGoodsDefaultSku(db, body.goodsId));
  registerEndpoint(app, deps, reviews, ({ body, ctx }) => queryGoodsReviews(db, body, ctx.userId, ctx.lang));
  registerEndpoint(app, deps, reviewStatistics, ({ body }) => queryGoodsReviewStatistics(db, body.goodsId));
  registerEndpoint(app, deps, agreeReview, ({ body, ctx }) => agreeGoodsReview(db, userOf(ctx), body.reviewId));
  registerEndpoint(app, deps, unagreeReview, ({ body, ctx }) => unagreeGoodsReview(db, userOf(ctx), body.reviewId));
  registerEndpoint(app, deps, favor, ({ body, ctx }) => favorGoods(db, userOf(ctx), body.goodsId));
  registerEndpoint(app, deps, unfavor, ({ body, ctx }) => unfavorGoods(db, userOf(ctx), body.goodsId));
  registerEndpoint(app, deps, favorList, ({ body, ctx }) => queryFavorGoods(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, favorCount, ({ ctx }) => queryFavorCount(db, userOf(ctx)));
  registerEndpoint(app, deps, batchFavor, ({ body, ctx }) => batchFavorGoods(db, userOf(ctx), body));
  registerEndpoint(app, deps, saveBrowse, async ({ body, ctx }) => {
    // A visitor may only record a view, which counts toward the goods' shop's visitors (shop-visits.ts).
    if (ctx.userId === undefined && !('goodsId' in body)) throw new AppError('NOT_LOGGED_IN');
    const answer = ctx.userId !== undefined ? await saveBrowseHistory(db, ctx.userId, body) : await visitorView(db, (body as { goodsId: number }).goodsId);
    if ('goodsId' in body) {
      for (const shopId of await shopsOfGoods(db, [body.goodsId])) await recordShopVisit(db, shopId, visitorKey(ctx.userId, ctx.deviceId), deps.config.businessTimeZone);
    }
    return answer;
  });
  registerEndpoint(app, deps, browseList, ({ body, ctx }) => queryBrowseHistory(db, userOf(ctx), body, ctx.lang));
}
