import type { TUserInfo } from '@mall/contract/account/login-user';
import { readRaw, writeRaw } from './local-store.ts';

/** The locally stored session of spec section 3; the `m_` keys are the spec's (the misspelt "sysmbol" included). */
export const SESSION_KEYS = {
  token: 'm_token',
  userId: 'm_userId',
  userInfo: 'm_userInfo',
  mobile: 'm_mobile',
  peopleStatus: 'm_peopleStatus',
  bankCardStatus: 'm_bankCardStatus',
  bankCardMallStatus: 'm_bankCardMallStatus',
  iosCkVersion: 'm_iosCkVersion',
  lang: 'm_lang_identifier',
  currency: 'm_currency_identifier',
  currencySymbol: 'm_currency_sysmbol',
  openToken: 'm_open_token',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

/**
 * The user fields of spec 3 as the login response carries them. Stored JSON may come from an older version of
 * the app, so every field but the id is treated as possibly missing.
 */
export type SessionUserInfo = Partial<TUserInfo> & { userId: TUserInfo['userId'] | string };

export interface SessionValues {
  token: string;
  userId: string;
  userInfo: SessionUserInfo;
  mobile: string;
  peopleStatus: string;
  bankCardStatus: string;
  bankCardMallStatus: string;
  iosCkVersion: string;
  lang: string;
  currency: string;
  currencySymbol: string;
  openToken: string;
}

export type SessionSnapshot = Readonly<Partial<SessionValues>>;

/** Values that are absent, or hold nothing, are reported as absent: an empty m_token is no token. */
function parse<K extends SessionKey>(key: K, raw: string | undefined): SessionValues[K] | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (key !== 'userInfo') return raw as SessionValues[K];
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SessionValues[K]) : undefined;
  } catch {
    return undefined;
  }
}

export function readSession<K extends SessionKey>(key: K): SessionValues[K] | undefined {
  return parse(key, readRaw(SESSION_KEYS[key]));
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function notify(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/** Stores one value; undefined removes it. */
export function writeSession<K extends SessionKey>(key: K, value: SessionValues[K] | undefined): void {
  const raw = value === undefined ? undefined : key === 'userInfo' ? JSON.stringify(value) : String(value);
  writeRaw(SESSION_KEYS[key], raw);
  notify();
}

/** Stores a login response: the token and the user (spec 4: logged out becomes logged in). */
export function saveLogin(token: string, userInfo: SessionUserInfo): void {
  writeRaw(SESSION_KEYS.token, token);
  writeRaw(SESSION_KEYS.userId, String(userInfo.userId));
  writeRaw(SESSION_KEYS.userInfo, JSON.stringify(userInfo));
  if (userInfo.mobile) writeRaw(SESSION_KEYS.mobile, userInfo.mobile);
  notify();
}

/** Logs out locally: spec 4 clears the token, userId and userInfo, and keeps preferences such as language. */
export function clearLogin(): void {
  for (const key of ['token', 'userId', 'userInfo'] as const) writeRaw(SESSION_KEYS[key], undefined);
  notify();
}

function buildSnapshot(): SessionSnapshot {
  const values: Partial<Record<SessionKey, unknown>> = {};
  for (const key of Object.keys(SESSION_KEYS) as SessionKey[]) {
    const value = readSession(key);
    if (value !== undefined) values[key] = value;
  }
  return Object.freeze(values) as SessionSnapshot;
}

/** The whole session as one immutable object, the same object until something changes (for useSyncExternalStore). */
export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= buildSnapshot();
  return snapshot;
}

let listeningToOtherTabs = false;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes our localStorage too; follow it.
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key.startsWith('m_')) notify();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

export function isLoggedIn(): boolean {
  return readSession('token') !== undefined;
}
