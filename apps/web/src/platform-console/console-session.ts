import { useSyncExternalStore } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@mall/contract/platform/api';
import { readRaw, writeRaw } from '../shared/session/local-store.ts';

/**
 * The operator's console session: the token of a login made with `T-appType: console` and the name to show. Kept
 * under a key of its own, beside (never instead of) the shop's `m_token`: the console's login is a session of its
 * own on the server, and the same person may be shopping in another tab.
 */
export interface ConsoleSession {
  token: string;
  name: string;
  /** The operator's account (the chat socket's `client_key`); absent in a session stored before it was kept. */
  userId?: number;
  /** The operator's roles at login, which decide the sections shown (the server checks every call anyway); absent in an older session. */
  roles?: OperatorRole[];
}

/** Why there is no session any more: the operator logged out, the server ended it (1002), or a newer login replaced it (1008). */
export type SessionEnd = 'loggedOut' | 'ended' | 'replaced';

export interface SessionState {
  session: ConsoleSession | undefined;
  /** Set when the session ended during this visit, for the login page to say why; cleared by the next login. */
  ended: SessionEnd | undefined;
}

export const SESSION_KEY = 'm_console_session';

/** A stored session, if the stored text is one (anything else, an older or tampered value, counts as none). */
export function parseSession(raw: string | undefined): ConsoleSession | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return undefined;
    const { token, name, userId, roles } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token.length === 0) return undefined;
    const known = Array.isArray(roles) ? roles.filter((r): r is OperatorRole => (OPERATOR_ROLES as readonly unknown[]).includes(r)) : undefined;
    return { token, name: typeof name === 'string' ? name : '', ...(typeof userId === 'number' ? { userId } : {}), ...(known ? { roles: known } : {}) };
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let ended: SessionEnd | undefined;
let snapshot: { raw: string | undefined; ended: SessionEnd | undefined; state: SessionState } | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

export function readConsoleSession(): ConsoleSession | undefined {
  return getSessionState().session;
}

/** The state as one stable object per change, as useSyncExternalStore needs it. */
export function getSessionState(): SessionState {
  const raw = readRaw(SESSION_KEY);
  if (!snapshot || snapshot.raw !== raw || snapshot.ended !== ended) snapshot = { raw, ended, state: { session: parseSession(raw), ended } };
  return snapshot.state;
}

export function startConsoleSession(session: ConsoleSession): void {
  ended = undefined;
  writeRaw(SESSION_KEY, JSON.stringify(session));
  emit();
}

/** Forgets the session; the guard of the console's pages then shows the login page, which says why. */
export function endConsoleSession(reason: SessionEnd): void {
  if (readRaw(SESSION_KEY) === undefined && ended !== undefined) return;
  ended = reason;
  writeRaw(SESSION_KEY, undefined);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A login or logout in another tab of the console.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsoleSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}
