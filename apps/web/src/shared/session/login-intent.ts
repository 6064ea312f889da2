import { readRaw, writeRaw } from './local-store.ts';

/**
 * What a visitor was doing when the login gate stopped them (add this SKU ×2 to the cart, follow this shop), kept
 * while they log in or sign up so that the page they come back to carries it out. One at a time: a newer gate
 * replaces it. Kept in the browser's storage (the login may take a page load, a code message, a sign-up), for
 * a quarter of an hour; it belongs to the page it was asked on and is taken once, and only after a login that
 * leads back to that page (armLoginIntent): a visitor who gave up on the login and comes by later is not surprised
 * by a cart add they no longer meant.
 */
export interface LoginIntent {
  /** What to do, named by the feature that does it: `goods.addToCart`, `shop.follow`, `coupon.pick`. */
  action: string;
  /** What it needs (plain JSON). */
  data?: unknown;
}

const KEY = 'm_login_intent';
const FRESH_MS = 15 * 60_000;

interface Stored extends LoginIntent {
  path: string;
  at: number;
  /** Set by the login that leads back to `path`; only then can the page take it. */
  armed: boolean;
}

export function saveLoginIntent(path: string, intent: LoginIntent, now = Date.now()): void {
  writeRaw(KEY, JSON.stringify({ ...intent, path, at: now, armed: false } satisfies Stored));
}

function readStored(): Partial<Stored> | undefined {
  const raw = readRaw(KEY);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as Partial<Stored>;
  } catch {
    return {};
  }
}

/**
 * A login succeeded and leads to `target` (a path with its query, maybe a hash): the waiting intent is kept for
 * the page when it is that page's, else dropped.
 */
export function armLoginIntent(target: string): void {
  const stored = readStored();
  if (stored === undefined) return;
  if (stored.path !== undefined && stored.path === target.replace(/#.*$/, '')) writeRaw(KEY, JSON.stringify({ ...stored, armed: true }));
  else writeRaw(KEY, undefined);
}

/**
 * The data of the intent of `action` asked on `path`, if one is waiting and fresh, taken (removed) as it is read;
 * `null` when the intent has no data; undefined when there is none.
 */
export function takeLoginIntent(path: string, action: string, now = Date.now()): unknown {
  const stored = readStored();
  if (stored === undefined) return undefined;
  if (typeof stored.at !== 'number' || now - stored.at > FRESH_MS || now < stored.at) {
    writeRaw(KEY, undefined);
    return undefined;
  }
  if (stored.path !== path || stored.action !== action || stored.armed !== true) return undefined;
  writeRaw(KEY, undefined);
  return stored.data ?? null;
}

/** Forgets a waiting intent (the visitor left the login without logging in, or logged out). */
export function dropLoginIntent(): void {
  writeRaw(KEY, undefined);
}
