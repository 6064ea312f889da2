import type { FastifyRequest } from 'fastify';
import { APP_TYPES, HEADERS, WEB_APP_TYPE, type AppType, type HeaderKey } from '@mall/contract/platform/headers';
import { toLang, type Lang } from '@mall/contract/platform/languages';

/** What a call knows about its caller: the spec's T-* headers, read once, and the user once authenticated. */
export interface RequestContext {
  lang: Lang;
  currency: string | undefined;
  token: string | undefined;
  deviceId: string | undefined;
  clientId: string | undefined;
  versionCode: number | undefined;
  deviceType: string | undefined;
  deviceModel: string | undefined;
  deviceSystem: string | undefined;
  /** The caller's app; the web app's when the header is missing. An unknown one is refused before any call (unknownAppType). */
  appType: AppType;
  cid: string | undefined;
  /** The client's address: the socket's, or the one a trusted proxy names (TRUST_PROXY). */
  clientAddress: string;
  /** Set by the auth hook for a valid token. */
  userId: number | undefined;
  sessionId: number | undefined;
  /** Set by a merchant route's shop scope: the shop the call acts on, or the shops a list may read. */
  shopId?: number;
  shopIds?: number[];
}

// Headers are free text from the client: cap them so a huge header cannot reach the database or the logs.
const MAX_HEADER = 256;

// Node lower-cases incoming header names; look them up by the lower-cased spec names, computed once.
const NAMES = Object.fromEntries(Object.entries(HEADERS).map(([k, v]) => [k, v.toLowerCase()])) as Record<HeaderKey, string>;

function header(req: FastifyRequest, key: HeaderKey): string | undefined {
  const raw = req.headers[NAMES[key]];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, MAX_HEADER);
}

export function readRequestContext(req: FastifyRequest): RequestContext {
  const versionCode = Number(header(req, 'versionCode'));
  return {
    lang: toLang(header(req, 'lang') ?? req.headers['accept-language']?.split(',')[0]),
    currency: header(req, 'currency')?.toUpperCase(),
    token: header(req, 'token'),
    deviceId: header(req, 'deviceId'),
    clientId: header(req, 'clientId'),
    versionCode: Number.isInteger(versionCode) ? versionCode : undefined,
    deviceType: header(req, 'deviceType'),
    deviceModel: header(req, 'deviceModel'),
    deviceSystem: header(req, 'deviceSystem'),
    appType: (header(req, 'appType') ?? WEB_APP_TYPE) as AppType,
    cid: header(req, 'cid'),
    clientAddress: req.ip,
    userId: undefined,
    sessionId: undefined,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** The `T-appType` a request names when it is not one of the apps the product ships (checked before any call). */
export function unknownAppType(req: FastifyRequest): string | undefined {
  const named = header(req, 'appType');
  return named === undefined || (APP_TYPES as readonly string[]).includes(named) ? undefined : named;
}
