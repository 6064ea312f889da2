import type { FastifyInstance } from 'fastify';
import { addGoodsComplaint as addCall } from '@mall/contract/complaint/add-goods-complaint';
import { answerComplaint as answerCall } from '@mall/contract/complaint/answer-complaint';
import { closeComplaint as closeCall } from '@mall/contract/complaint/close-complaint';
import { queryGoodsComplaint as detailCall } from '@mall/contract/complaint/query-goods-complaint';
import { queryGoodsComplaints as listCall } from '@mall/contract/complaint/query-goods-complaints';
import { queryHelpArticles as articlesCall } from '@mall/contract/complaint/query-help-articles';
import { queryPlatformComplaint as platformDetailCall } from '@mall/contract/complaint/query-platform-complaint';
import { queryPlatformComplaints as platformListCall } from '@mall/contract/complaint/query-platform-complaints';
import { selectComplaintType as typesCall } from '@mall/contract/complaint/select-complaint-type';
import { selectComplaints as selectCall } from '@mall/contract/complaint/select-complaints';
import type { Deps } from '../../platform/deps.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { answerComplaint, closeComplaint, queryPlatformComplaint, queryPlatformComplaints } from './complaint-review.service.ts';
import { addComplaint, queryComplaint, queryComplaints, queryHelpArticles, selectComplaints, selectComplaintTypes } from './complaint.service.ts';

/** The spec's complaint/* calls of a shopper, and the platform console's handling of complaints. */
export function complaintRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, typesCall, ({ ctx }) => selectComplaintTypes(db, ctx.lang));
  registerEndpoint(app, deps, addCall, ({ body, ctx }) => addComplaint(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, detailCall, ({ body, ctx }) => queryComplaint(db, userOf(ctx), body.complaintId, ctx.lang));
  registerEndpoint(app, deps, listCall, ({ body, ctx }) => queryComplaints(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, selectCall, ({ body, ctx }) => selectComplaints(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, articlesCall, ({ body, ctx }) => queryHelpArticles(db, body.code, ctx.lang));

  registerEndpoint(app, deps, platformListCall, ({ body, ctx }) => queryPlatformComplaints(db, body, ctx.lang));
  registerEndpoint(app, deps, platformDetailCall, ({ body, ctx }) => queryPlatformComplaint(db, body.complaintId, ctx.lang));
  const before = { before: (body: { complaintId: number }, ctx: RequestContext) => queryPlatformComplaint(db, body.complaintId, ctx.lang) };
  registerEndpoint(app, deps, answerCall, ({ body, ctx }) => answerComplaint(db, userOf(ctx), body, ctx.lang), before);
  registerEndpoint(app, deps, closeCall, ({ body, ctx }) => closeComplaint(db, body.complaintId, ctx.lang), before);
}
