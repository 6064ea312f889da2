import type { FastifyInstance } from 'fastify';
import { publishGoodsReview as publishCall } from '@mall/contract/catalogue/publish-goods-review';
import { queryPendingReviews as pendingCall } from '@mall/contract/catalogue/query-pending-reviews';
import { queryUserReviews as reviewedCall } from '@mall/contract/catalogue/query-user-reviews';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { publishGoodsReview } from './review-publish.service.ts';
import { queryPendingReviews, queryUserReviews } from './review-user.service.ts';

/** The shopper's reviews: what waits for a review, what was reviewed, and publishing one. */
export function reviewUserRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, pendingCall, ({ body, ctx }) => queryPendingReviews(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, reviewedCall, ({ body, ctx }) => queryUserReviews(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, publishCall, ({ body, ctx }) => publishGoodsReview(deps, userOf(ctx), body, ctx.lang));
}
