import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole } from '@mall/contract/platform/api';
import type { AppType } from '@mall/contract/platform/headers';
import { builtOnce, type Db } from '../../platform/database.ts';
import type { EventBus } from '../../platform/events.ts';
import { account, session } from './account.tables.ts';
import { SESSION_ENDED_CHANNEL } from '../../platform/access.ts';
import { forgetSessions, keepSessions, type SessionState } from './session-keeper.ts';

const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export type { SessionState };

/** Starts a session for an account on an app type and ends the one that was live there ("replaced"). */
export async function createSession(
  db: Db,
  input: { accountId: number; appType: AppType; deviceId?: string | undefined },
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const started = await db.transaction(async (tx) => {
    // Two logins at the same moment take turns, so exactly one of them stays live.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'session:' + input.appType}), ${input.accountId})`);
    const replaced = await tx
      .update(session)
      .set({ endedAt: sql`now()`, endReason: 'replaced' })
      .where(and(eq(session.accountId, input.accountId), eq(session.appType, input.appType), isNull(session.endedAt)))
      .returning({ id: session.id });
    // Sockets of the replaced session close at once (the chat socket listens; NOTIFY is sent at the commit).
    if (replaced.length > 0) await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify({ accountId: input.accountId, appType: input.appType })})`);
    const [row] = await tx
      .insert(session)
      .values({
        accountId: input.accountId,
        appType: input.appType,
        tokenHash: hashToken(token),
        deviceId: input.deviceId ?? null,
        expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
      })
      .returning({ id: session.id });
    return { token, sessionId: row!.id, replaced: replaced.length > 0 };
  });
  if (started.replaced) forgetSessions(db, input.accountId, input.appType);
  return { token, sessionId: started.sessionId };
}

/**
 * The session of a token hash, as a named statement built once (builtOnce): every logged-in call that misses the
 * session keeper runs it.
 */
const sessionLookup = builtOnce((q) =>
  q
    .select({
      id: session.id,
      accountId: session.accountId,
      appType: session.appType,
      endReason: session.endReason,
      endedAt: session.endedAt,
      expiresAt: session.expiresAt,
      expired: sql<boolean>`${session.expiresAt} <= now()`,
    })
    .from(session)
    .where(eq(session.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token'),
);

// Real tokens are 43 base64url characters; anything else cannot match and needs no query.
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** What a token stands for now, read from the database: a live session, one replaced by a newer login, or nothing usable. */
export async function resolveSession(db: Db, token: string): Promise<SessionState> {
  return TOKEN.test(token) ? readSession(db, hashToken(token)) : { state: 'ended' };
}

async function readSession(db: Db, tokenHash: string): Promise<SessionState> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) return { state: 'ended' };
  if (row.endedAt) return row.endReason === 'replaced' ? { state: 'replaced' } : { state: 'ended' };
  if (row.expired) return { state: 'ended' };
  return { state: 'live', accountId: row.accountId, sessionId: row.id, appType: row.appType, expiresAt: row.expiresAt.getTime() };
}

/**
 * What a token stands for, as resolveSession answers, with live sessions kept by this instance for `keepMs`
 * (session-keeper.ts): the one the app's calls and chat sockets use.
 */
export function sessionResolver(db: Db, events: EventBus, keepMs: number): (token: string) => Promise<SessionState> {
  const keep = keepSessions(db, events, keepMs);
  return async (token) => {
    if (!TOKEN.test(token)) return { state: 'ended' };
    const tokenHash = hashToken(token);
    return keep(tokenHash, () => readSession(db, tokenHash));
  };
}

/** The platform operator roles an account holds (`operator:<role>` among its roles); none for shoppers and merchants. */
export async function operatorRoles(db: Db, accountId: number): Promise<OperatorRole[]> {
  const [row] = await db.select({ roles: account.roles }).from(account).where(eq(account.id, accountId));
  return (row?.roles ?? []).flatMap((r) => {
    const role = r.startsWith('operator:') ? r.slice('operator:'.length) : '';
    return (OPERATOR_ROLES as readonly string[]).includes(role) ? [role as OperatorRole] : [];
  });
}

/**
 * Ends a live session (logout); a session already ended stays as it was. Like a replacing login, it says so on the
 * bus (SESSION_ENDED_CHANNEL, at the commit), so the account's open chat sockets of that app type close at once.
 */
export async function endSession(db: Db, sessionId: number, reason: 'logout' | 'expired'): Promise<void> {
  const ended = await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(session)
      .set({ endedAt: sql`now()`, endReason: reason })
      .where(and(eq(session.id, sessionId), isNull(session.endedAt)))
      .returning({ accountId: session.accountId, appType: session.appType });
    if (ended) await tx.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
    return ended;
  });
  if (ended) forgetSessions(db, ended.accountId, ended.appType);
}
