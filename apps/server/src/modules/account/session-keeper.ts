import type { Db } from '../../platform/database.ts';
import { SESSION_ENDED_CHANNEL } from '../../platform/access.ts';
import type { EventBus } from '../../platform/events.ts';

/** What a token stands for now: a live session, one replaced by a newer login, or nothing usable. */
export type SessionState =
  | {
      state: 'live';
      accountId: number;
      sessionId: number;
      appType: string;
      /** When the session expires (epoch ms): a kept session past it is read again, and found ended. */
      expiresAt: number;
    }
  | { state: 'replaced' }
  | { state: 'ended' };
type LiveSession = Extract<SessionState, { state: 'live' }>;

/** What `keepSessions` answers: a token hash's session, kept when it was live, or read now by `read`. */
export type KeptSessionRead = (tokenHash: string, read: () => Promise<SessionState>) => Promise<SessionState>;

interface Keeper {
  forget(accountId: number, appType: string): void;
}

/** The keepers of each database handle, so that a login or logout here forgets at once, before its answer leaves. */
const keepersOf = new WeakMap<Db, Set<Keeper>>();

/**
 * Live sessions kept by one instance for `keepMs`, so that a logged-in call does not spend a statement on who is
 * calling (every call of a shopper's page is one; in the shopper mix, one statement in three was that lookup).
 *
 * A session ends only by a login that replaces it or by a logout (`endSession`), and both say so on the event bus at
 * their commit. The instance that ended it forgets it before answering (`forgetSessions`); every other forgets it
 * when the notice arrives, a moment after the commit, as the chat sockets close theirs. `keepMs` bounds what a
 * lost notice could cost (the bus's connection dropped and came back): 30 seconds, as long as a chat socket goes
 * between re-reads of its session. An expiry needs no notice: a kept session past `expiresAt` is read again.
 *
 * A read that began before an ending and finishes after it is not kept (it may have seen the session live):
 * every forgetting counts up `epoch`, and a read keeps its answer only when no forgetting happened meanwhile.
 * With `keepMs` 0 nothing is kept (the API tests, which end sessions behind the app's back).
 */
export function keepSessions(db: Db, events: EventBus, keepMs: number, maxEntries = 50_000, now: () => number = Date.now): KeptSessionRead {
  const kept = new Map<string, { session: LiveSession; until: number }>();
  const byAccount = new Map<number, Set<string>>();
  let epoch = 0;

  const drop = (tokenHash: string) => {
    const entry = kept.get(tokenHash);
    if (!entry) return;
    kept.delete(tokenHash);
    const hashes = byAccount.get(entry.session.accountId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) byAccount.delete(entry.session.accountId);
  };
  const keeper: Keeper = {
    forget(accountId, appType) {
      epoch++;
      for (const tokenHash of [...(byAccount.get(accountId) ?? [])]) {
        if (kept.get(tokenHash)?.session.appType === appType) drop(tokenHash);
      }
    },
  };
  if (keepMs > 0) {
    let keepers = keepersOf.get(db);
    if (!keepers) keepersOf.set(db, (keepers = new Set()));
    keepers.add(keeper);
    events.subscribe(SESSION_ENDED_CHANNEL, (payload) => {
      const ended = payload as { accountId?: unknown; appType?: unknown } | null;
      if (typeof ended?.accountId === 'number' && typeof ended.appType === 'string') keeper.forget(ended.accountId, ended.appType);
    });
  }

  return async (tokenHash, read) => {
    if (keepMs <= 0) return read();
    const at = now();
    const hit = kept.get(tokenHash);
    if (hit && hit.until > at && hit.session.expiresAt > at) return hit.session;
    if (hit) drop(tokenHash);
    const began = epoch;
    const session = await read();
    if (session.state === 'live' && epoch === began) {
      kept.set(tokenHash, { session, until: at + keepMs });
      let hashes = byAccount.get(session.accountId);
      if (!hashes) byAccount.set(session.accountId, (hashes = new Set()));
      hashes.add(tokenHash);
      if (kept.size > maxEntries) drop(kept.keys().next().value!);
    }
    return session;
  };
}

/** Forgets an account's kept sessions of an app type on this instance; the ending's notice does so everywhere else. */
export function forgetSessions(db: Db, accountId: number, appType: string): void {
  for (const keeper of keepersOf.get(db) ?? []) keeper.forget(accountId, appType);
}
