import { z } from 'zod';

/** Every call of the spec lives under this base path (spec section 7). */
export const API_BASE = '/api/jhyl/osm/v1';

/**
 * Who may make a call: anybody; anybody (with the user attached when a token is sent); a logged-in user; a
 * logged-in member of a shop's staff (owner or staff), acting on one shop they hold `right` in; a logged-in platform
 * operator holding `role` (or admin).
 */
export type Access = 'public' | 'optional' | 'user' | 'merchant' | 'platform';

/** What a shop's staff member may do there; the owner may do all of it. */
export const SHOP_RIGHTS = ['goods', 'orders', 'aftersales', 'chat', 'finance'] as const;
export type ShopRight = (typeof SHOP_RIGHTS)[number];

/** The roles of the platform's operators; admin may do what every role may. */
export const OPERATOR_ROLES = ['support', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** One endpoint of the spec: its path below API_BASE, who may call it, and its request and response data. */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  /** Below API_BASE; `{name}` marks a path parameter (spec: `resource/query/dictionary/{id}`). */
  path: string;
  access: Access;
  /** For `merchant` calls: the right the caller must hold in the shop the call acts on. */
  right?: ShopRight;
  /** For `platform` calls: the operator role the caller must hold. */
  role?: OperatorRole;
  summary: string;
  request: Req;
  response: Res;
  /** The path parameters, when the path has any. */
  params?: Params;
}

export function defineEndpoint<Req extends z.ZodType, Res extends z.ZodType, Params extends z.ZodObject | undefined = undefined>(
  e: Endpoint<Req, Res, Params>,
): Endpoint<Req, Res, Params> {
  return e;
}

/** Fills the `{name}` parameters of an endpoint path, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls whose payload is optional accept an empty body; this keeps that rule in one place. */
export const ZEmptyRequest = z.strictObject({});

/** The response envelope of every call (spec section 7). */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    data: data.nullable(),
  });
}

export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T | null;
}
