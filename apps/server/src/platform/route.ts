import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_BASE, envelopeOf, type Endpoint } from '@mall/contract/platform/api';
import type { ShopOf } from './access.ts';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import type { Deps } from './deps.ts';
import { isOperatorAction, recordOperatorAction } from './operator-actions.ts';
import type { RequestContext } from './request-context.ts';

type ParamsOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer P> ? (P extends z.ZodObject ? z.output<P> : Record<string, never>) : never;

export interface CallInput<E extends Endpoint> {
  body: z.output<E['request']>;
  params: ParamsOf<E>;
  ctx: RequestContext;
  req: FastifyRequest;
}

/** How a route narrows who may call it beyond its endpoint's access. */
export interface RouteOptions<E extends Endpoint> {
  /** A merchant call on one shop: that shop; the caller must hold the endpoint's right there (else 1004, as for a shop that is not there). */
  shopOf?: ShopOf<z.output<E['request']>>;
  /** A merchant call across the caller's shops (a list): every shop where they hold the endpoint's right. */
  acrossShops?: boolean;
  /**
   * An operator action (a platform call that is not a read): its subject as it stands before the action, for the
   * audit log's "before" (the answer is its "after"). Without it the log keeps the request and the answer.
   */
  before?: (body: z.output<E['request']>, ctx: RequestContext) => Promise<unknown>;
}

/** The logged-in user of a call whose endpoint has `access: 'user'` (or merchant, or platform). */
export function userOf(ctx: RequestContext): number {
  if (ctx.userId === undefined) throw new AppError('NOT_LOGGED_IN');
  return ctx.userId;
}

/** The shop a merchant call acts on, checked by its route's shop scope. */
export function shopOf(ctx: RequestContext): number {
  if (ctx.shopId === undefined) throw new Error('this route states no shop scope');
  return ctx.shopId;
}

/** The shops a merchant call across shops may read, checked by its route's shop scope. */
export function shopsOf(ctx: RequestContext): number[] {
  if (ctx.shopIds === undefined) throw new Error('this route states no shop scope');
  return ctx.shopIds;
}

/**
 * Attaches the caller's session to the context, or refuses the call as the spec says (1002, 1008); a merchant call
 * needs the caller to work for a shop, a platform call to hold the endpoint's operator role (else 1003).
 */
export async function authenticate(deps: Deps, req: FastifyRequest, endpoint: Pick<Endpoint, 'access' | 'role'>): Promise<void> {
  const { access } = endpoint;
  const needsLogin = access !== 'public' && access !== 'optional';
  const token = req.ctx.token;
  if (!token) {
    if (needsLogin) throw new AppError('NOT_LOGGED_IN');
    return;
  }
  const found = await deps.access.resolveSession(token, req.ctx.appType);
  if (found.state === 'live') {
    req.ctx.userId = found.accountId;
    req.ctx.sessionId = found.sessionId;
    // Merchant and platform calls are few, so who the caller works for is read only for them.
    if (access === 'merchant' && !(await deps.access.isShopStaff(found.accountId))) throw new AppError('FORBIDDEN');
    if (access === 'platform') {
      const roles = await deps.access.operatorRoles(found.accountId);
      if (!roles.includes('admin') && !(endpoint.role && roles.includes(endpoint.role))) throw new AppError('FORBIDDEN');
    }
    return;
  }
  // A visitor page with a stale token still works; only calls that need the user are refused.
  if (needsLogin) throw new AppError(found.state === 'replaced' ? 'SESSION_REPLACED' : 'NOT_LOGGED_IN');
}

/**
 * Registers one contract endpoint: POST at its path, the request validated by its zod schema, the caller
 * authenticated by its access rule (before validation: a caller who may not call learns that first), a merchant
 * call's shop checked against the caller's rights (after validation: the shop comes from the body), and the
 * handler's result wrapped in the envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (input: CallInput<E>) => Promise<z.input<E['response']>>,
  options: RouteOptions<E> = {},
): void {
  if (endpoint.access === 'merchant' && ((!options.shopOf && !options.acrossShops) || !endpoint.right)) {
    throw new Error(`${endpoint.path}: a merchant call states the shop it acts on and the right it needs`);
  }
  const url = `${API_BASE}/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const tag = endpoint.path.split('/')[0] ?? 'api';
  const scope = options.shopOf;
  // Decided once per route: whether its calls are operator actions the audit log keeps.
  const audited = endpoint.access === 'platform' && isOperatorAction(endpoint.path);
  app.route({
    method: 'POST',
    url,
    schema: {
      summary: endpoint.summary,
      tags: [tag],
      body: endpoint.request,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.access !== 'public' ? { security: [{ token: [] }] } : {}),
      response: { 200: envelopeOf(endpoint.response) },
    },
    ...(endpoint.access !== 'public' ? { preValidation: async (req: FastifyRequest) => authenticate(deps, req, endpoint) } : {}),
    ...(scope
      ? {
          preHandler: async (req: FastifyRequest) => {
            const shopId = await scope(req.body as z.output<E['request']>);
            // Unknown, and known but not the caller's to act on, answer alike: ids cannot be probed.
            if (shopId === undefined || !(await deps.access.hasShopRight(userOf(req.ctx), shopId, endpoint.right!))) throw new AppError('NOT_FOUND');
            req.ctx.shopId = shopId;
          },
        }
      : options.acrossShops
        ? {
            preHandler: async (req: FastifyRequest) => {
              req.ctx.shopIds = await deps.access.shopsWithRight(userOf(req.ctx), endpoint.right!);
            },
          }
        : {}),
    handler: async (req) => {
      const before = audited && options.before ? await options.before(req.body as z.output<E['request']>, req.ctx) : undefined;
      const data = await handler({
        body: req.body as CallInput<E>['body'],
        params: (req.params ?? {}) as CallInput<E>['params'],
        ctx: req.ctx,
        req,
      });
      // Written once the action has succeeded; an action refused (an error) changed nothing and is not an action.
      if (audited) await recordOperatorAction(deps.db, { operatorId: userOf(req.ctx), action: endpoint.path, request: req.body, before, after: data });
      return ok(data, req.ctx.lang);
    },
  });
}
