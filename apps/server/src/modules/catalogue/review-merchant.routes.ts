import type { FastifyInstance } from 'fastify';
import { queryMerchantReviews as queryCall } from '@mall/contract/catalogue/query-merchant-reviews';
import { replyMerchantReview as replyCall } from '@mall/contract/catalogue/reply-merchant-review';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf } from '../../platform/route.ts';
import { queryMerchantReviews, replyMerchantReview, shopOfReview } from './review-reply.service.ts';

/** The merchant console's reviews of a shop: the list by tab and the one reply; each where the caller holds `aftersales`. */
export function reviewMerchantRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, queryCall, ({ body, ctx }) => queryMerchantReviews(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, replyCall, ({ body, ctx }) => replyMerchantReview(db, shopOf(ctx), body, ctx.lang), {
    shopOf: (body) => shopOfReview(db, body.reviewId),
  });
}
