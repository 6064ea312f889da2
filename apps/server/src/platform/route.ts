import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_BASE, envelopeOf, type Endpoint } from '@mall/contract/platform/api';
import { ok } from './envelope.ts';
import { AppError } from './errors.ts';
import type { Deps } from './deps.ts';
import type { RequestContext } from './request-context.ts';
import { hasRole, resolveSession } from '../modules/account/session.service.ts';

type ParamsOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer P> ? (P extends z.ZodObject ? z.output<P> : Record<string, never>) : never;

export interface CallInput<E extends Endpoint> {
  body: z.output<E['request']>;
  params: ParamsOf<E>;
  ctx: RequestContext;
  req: FastifyRequest;
}

/** The logged-in user of a call whose endpoint has `access: 'user'`. */
export function userOf(ctx: RequestContext): number {
  if (ctx.userId === undefined) throw new AppError('NOT_LOGGED_IN');
  return ctx.userId;
}

/** Attaches the caller's session to the context, or refuses the call as the spec says (1002, 1008). */
export async function authenticate(deps: Deps, req: FastifyRequest, access: Endpoint['access']): Promise<void> {
  const needsLogin = access === 'user' || access === 'merchant';
  const token = req.ctx.token;
  if (!token) {
    if (needsLogin) throw new AppError('NOT_LOGGED_IN');
    return;
  }
  const found = await resolveSession(deps.db, token);
  // A token works only with the app it was issued to: the one-session-per-app rule would mean nothing otherwise.
  if (found.state === 'live' && found.appType === req.ctx.appType) {
    req.ctx.userId = found.accountId;
    req.ctx.sessionId = found.sessionId;
    // Merchant calls are few (the merchant side), so the role is read only for them, not on every shopper call.
    if (access === 'merchant' && !(await hasRole(deps.db, found.accountId, 'merchant'))) throw new AppError('FORBIDDEN');
    return;
  }
  // A visitor page with a stale token still works; only calls that need the user are refused.
  if (needsLogin) throw new AppError(found.state === 'replaced' ? 'SESSION_REPLACED' : 'NOT_LOGGED_IN');
}

/**
 * Registers one contract endpoint: POST at its path, the request validated by its zod schema, the caller
 * authenticated by its access rule, and the handler's result wrapped in the envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  endpoint: E,
  handler: (input: CallInput<E>) => Promise<z.input<E['response']>>,
): void {
  const url = `${API_BASE}/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
  const tag = endpoint.path.split('/')[0] ?? 'api';
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
    // Before validation: a caller who may not call learns that first, whatever the body holds.
    ...(endpoint.access !== 'public' ? { preValidation: async (req: FastifyRequest) => authenticate(deps, req, endpoint.access) } : {}),
    handler: async (req) => {
      const data = await handler({
        body: req.body as CallInput<E>['body'],
        params: (req.params ?? {}) as CallInput<E>['params'],
        ctx: req.ctx,
        req,
      });
      return ok(data, req.ctx.lang);
    },
  });
}
