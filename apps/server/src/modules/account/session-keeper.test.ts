import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appLogout } from '@mall/contract/account/app-logout';
import { queryUserInfo } from '@mall/contract/account/query-user-info';
import type { Db } from '../../platform/database.ts';
import type { EventBus, EventHandler } from '../../platform/events.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { twinInstance } from '../../testing/twin-instance.ts';
import { session } from './account.tables.ts';
import { SESSION_ENDED_CHANNEL } from '../../platform/access.ts';
import { forgetSessions, keepSessions, type SessionState } from './session-keeper.ts';
import { createSession, hashToken } from './session.service.ts';

/** A bus that only records its subscribers, so a test can deliver a notice when it likes. */
function quietBus(): EventBus & { deliver(channel: string, payload: unknown): void } {
  const handlers = new Map<string, EventHandler[]>();
  return {
    publish: async () => {},
    subscribe(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
      return () => {};
    },
    close: async () => {},
    deliver: (channel, payload) => handlers.get(channel)?.forEach((h) => h(payload)),
  };
}

const live = (accountId: number, appType = 'h5', expiresAt = Date.now() + 86_400_000): SessionState => ({ state: 'live', accountId, sessionId: accountId * 10, appType, expiresAt });

/** A keeper over a counted read answering `state`, on a database handle of its own. */
function keeperOf(state: () => SessionState, keepMs = 30_000, now = () => Date.now()) {
  const db = {} as Db;
  const bus = quietBus();
  const keep = keepSessions(db, bus, keepMs, 50_000, now);
  let reads = 0;
  const read = (tokenHash: string) =>
    keep(tokenHash, async () => {
      reads++;
      return state();
    });
  return { db, bus, read, reads: () => reads };
}

describe('the session keeper', () => {
  it('reads a live session once while it is kept, and keeps nothing with keepMs 0', async () => {
    const k = keeperOf(() => live(1));
    for (let i = 0; i < 3; i++) expect(await k.read('t1')).toMatchObject({ state: 'live', accountId: 1 });
    expect(k.reads()).toBe(1);
    const off = keeperOf(() => live(1), 0);
    await off.read('t1');
    await off.read('t1');
    expect(off.reads()).toBe(2);
  });

  it('never keeps a replaced or ended answer', async () => {
    for (const state of [{ state: 'replaced' }, { state: 'ended' }] as const) {
      const k = keeperOf(() => state);
      await k.read('t1');
      expect(await k.read('t1')).toEqual(state);
      expect(k.reads()).toBe(2);
    }
  });

  it('reads again once the keeping time or the session itself has run out', async () => {
    let at = 1_000_000;
    const k = keeperOf(() => live(1, 'h5', 1_000_000 + 60_000), 30_000, () => at);
    await k.read('t1');
    at += 29_000;
    await k.read('t1');
    expect(k.reads()).toBe(1);
    at += 2_000;
    await k.read('t1');
    expect(k.reads()).toBe(2);
    // Kept again at 1,031,000 until 1,061,000, but the session expires at 1,060,000.
    at = 1_000_000 + 60_000;
    await k.read('t1');
    expect(k.reads()).toBe(3);
  });

  it("forgets an account's sessions of one app type, here at once and elsewhere on the bus's notice", async () => {
    let state = live(1, 'h5');
    const k = keeperOf(() => state);
    await k.read('h5 token');
    state = live(1, 'app');
    await k.read('app token');
    state = live(2, 'h5');
    await k.read('other account');
    expect(k.reads()).toBe(3);

    forgetSessions(k.db, 1, 'h5');
    state = { state: 'ended' };
    expect(await k.read('h5 token')).toEqual({ state: 'ended' });
    expect(await k.read('app token')).toMatchObject({ state: 'live', appType: 'app' });
    expect(await k.read('other account')).toMatchObject({ state: 'live', accountId: 2 });
    expect(k.reads()).toBe(4);

    k.bus.deliver(SESSION_ENDED_CHANNEL, { accountId: 1, appType: 'app' });
    expect(await k.read('app token')).toEqual({ state: 'ended' });
    // A notice of another shape forgets nothing.
    k.bus.deliver(SESSION_ENDED_CHANNEL, { accountId: '2', appType: 'h5' });
    expect(await k.read('other account')).toMatchObject({ state: 'live', accountId: 2 });
    expect(k.reads()).toBe(5);
  });

  it('does not keep a read that began before a forgetting and finished after it', async () => {
    const db = {} as Db;
    const keep = keepSessions(db, quietBus(), 30_000);
    let release!: () => void;
    const slow = keep('t1', () => new Promise<SessionState>((resolve) => (release = () => resolve(live(1)))));
    forgetSessions(db, 1, 'h5');
    release();
    expect(await slow).toMatchObject({ state: 'live' });
    let reads = 0;
    await keep('t1', async () => (reads++, live(1)));
    expect(reads).toBe(1);
  });
});

describe('kept sessions in two instances on one database', async () => {
  const a = await createTestApp({ sessionKeepMs: 60_000 });
  const b = await twinInstance(a);
  const userInfo = (side: typeof a, token: string) => side.call(queryUserInfo, {}, { token }).then((r) => r.body.code);

  it('answers a kept session without the database until it ends', async () => {
    const user = await createTestUser(a.db);
    expect(await userInfo(a, user.token)).toBe(1000);
    // Ended behind the app's back (only a login or a logout ends a session, and both say so): still kept.
    await a.db.update(session).set({ endedAt: sql`now()`, endReason: 'logout' }).where(eq(session.tokenHash, hashToken(user.token)));
    expect(await userInfo(a, user.token)).toBe(1000);
  });

  it('refuses a logged-out token at once on the instance that logged out, and on the other once its notice arrives', async () => {
    const user = await createTestUser(a.db);
    for (const side of [a, b]) expect(await userInfo(side, user.token)).toBe(1000);
    expect((await a.call(appLogout, {}, { token: user.token })).body.code).toBe(1000);
    expect(await userInfo(a, user.token)).toBe(1002);
    await expect.poll(() => userInfo(b, user.token), { timeout: 5_000 }).toBe(1002);
  });

  it('says "replaced" on both instances once a new login replaces a kept session', async () => {
    const user = await createTestUser(a.db);
    for (const side of [a, b]) expect(await userInfo(side, user.token)).toBe(1000);
    const again = await createSession(b.db, { accountId: user.userId, appType: 'h5' });
    expect(await userInfo(b, user.token)).toBe(1008);
    await expect.poll(() => userInfo(a, user.token), { timeout: 5_000 }).toBe(1008);
    expect(await userInfo(a, again.token)).toBe(1000);
  });
});
