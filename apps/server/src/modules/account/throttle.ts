import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { throttle } from './account.tables.ts';

/**
 * Throttles of logins, codes and sign-ups, kept in PostgreSQL so that every instance counts together (the
 * per-instance rate limit alone would let a client spread its guesses over instances).
 *
 * A rule counts attempts per key in a window that opens with the first attempt. An attempt is taken before the
 * work it guards, by one conditional upsert, so a burst of parallel guesses cannot all pass a check made before
 * any of them is counted; a refused attempt is not counted and does not lengthen a lock.
 * - A *fixed* rule admits `limit` attempts a window, then refuses until the window ends.
 * - A *growing* rule (password guesses on one account) admits `limit` attempts freely, then each further one only
 *   after a pause that doubles from `pauseSeconds` up to `maxPauseSeconds`, timed from the last attempt; its
 *   success clears the count. Only password logins have it, so guessing cannot lock the owner out: a code login
 *   still works, and the pause is at most a quarter of an hour.
 */

export interface ThrottleRule {
  /** Names the rule's rows, e.g. `login-password:name`. */
  scope: string;
  limit: number;
  windowSeconds: number;
  growing?: { pauseSeconds: number; maxPauseSeconds: number };
}

/** Seconds until the next attempt would be admitted, or 0 when this one was. */
export async function takeAttempt(db: Db | Tx, rule: ThrottleRule, key: string): Promise<number> {
  const pause = rule.growing
    ? sql`least(${rule.growing.maxPauseSeconds}::int, ${rule.growing.pauseSeconds}::int * power(2, greatest(${throttle.count} - ${rule.limit}::int, 0)))`
    : sql`0`;
  // Admitted when the window is over, when it still has room, or (growing) once the pause since the last attempt has passed.
  const admitted = rule.growing
    ? sql`${throttle.windowEnds} <= now() or ${throttle.count} < ${rule.limit}::int or now() >= ${throttle.lastAt} + ${pause} * interval '1 second'`
    : sql`${throttle.windowEnds} <= now() or ${throttle.count} < ${rule.limit}::int`;
  const [taken] = await db
    .insert(throttle)
    .values({ scope: rule.scope, key, count: 1, windowEnds: sql`now() + ${rule.windowSeconds}::int * interval '1 second'`, lastAt: sql`now()` })
    .onConflictDoUpdate({
      target: [throttle.scope, throttle.key],
      set: {
        count: sql`case when ${throttle.windowEnds} <= now() then 1 else ${throttle.count} + 1 end`,
        windowEnds: sql`case when ${throttle.windowEnds} <= now() then excluded.window_ends else ${throttle.windowEnds} end`,
        lastAt: sql`now()`,
      },
      setWhere: admitted,
    })
    .returning({ count: throttle.count });
  if (taken) return 0;
  // Refused: the wait is until the window ends or, for a growing rule, until the pause since the last attempt has.
  const until = rule.growing ? sql`least(${throttle.windowEnds}, ${throttle.lastAt} + ${pause} * interval '1 second')` : sql`${throttle.windowEnds}`;
  const [held] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${until} - now()))::int` })
    .from(throttle)
    .where(and(eq(throttle.scope, rule.scope), eq(throttle.key, key)));
  return Math.max(1, held?.seconds ?? 1);
}

/** Takes an attempt, or refuses the call with `code` and the seconds to wait as `data.retryAfterSeconds`. */
export async function takeAttemptOrRefuse(db: Db | Tx, rule: ThrottleRule, key: string, code: 'LOGIN_LOCKED' | 'TOO_MANY_ATTEMPTS'): Promise<void> {
  const wait = await takeAttempt(db, rule, key);
  if (wait > 0) throw new AppError(code, { data: { retryAfterSeconds: wait }, params: { minutes: Math.ceil(wait / 60) } });
}

/** Forgets the attempts of a key (a successful login clears its account's guesses). */
export async function clearAttempts(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db.delete(throttle).where(and(eq(throttle.scope, rule.scope), eq(throttle.key, key)));
}

/** Gives back one attempt (a successful login does not count against its address). */
export async function returnAttempt(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .update(throttle)
    .set({ count: sql`greatest(${throttle.count} - 1, 0)` })
    .where(and(eq(throttle.scope, rule.scope), eq(throttle.key, key)));
}

/** Deletes counters whose window ended a day ago (the minute sweep). */
export async function deleteEndedThrottles(db: Db): Promise<number> {
  const result = await db.delete(throttle).where(lte(throttle.windowEnds, sql`now() - interval '1 day'`));
  return result.rowCount ?? 0;
}
