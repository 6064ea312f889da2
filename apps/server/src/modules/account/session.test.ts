import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { session } from './account.tables.ts';
import { createSession, endSession, hashToken, resolveSession } from './session.service.ts';

const t = await createTestApp();

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const user = await createTestUser(t.db);
    const rows = await t.db.select().from(session).where(eq(session.accountId, user.userId));
    expect(rows[0]!.tokenHash).toBe(hashToken(user.token));
    expect(JSON.stringify(rows)).not.toContain(user.token);
  });

  it('keeps exactly one live session when logins race', async () => {
    const user = await createTestUser(t.db);
    const logins = await Promise.all(Array.from({ length: 10 }, () => createSession(t.db, { accountId: user.userId, appType: 'h5' })));
    const live = await t.db
      .select()
      .from(session)
      .where(and(eq(session.accountId, user.userId), eq(session.appType, 'h5'), isNull(session.endedAt)));
    expect(live).toHaveLength(1);
    const states = await Promise.all(logins.map((l) => resolveSession(t.db, l.token)));
    expect(states.filter((s) => s.state === 'live')).toHaveLength(1);
    expect(states.filter((s) => s.state === 'replaced')).toHaveLength(9);
  });

  it('answers ended after logout and after expiry', async () => {
    const user = await createTestUser(t.db);
    const state = await resolveSession(t.db, user.token);
    expect(state.state).toBe('live');
    if (state.state !== 'live') return;
    await endSession(t.db, state.sessionId, 'logout');
    expect((await resolveSession(t.db, user.token)).state).toBe('ended');

    const again = await createSession(t.db, { accountId: user.userId, appType: 'h5' });
    await t.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.id, again.sessionId));
    expect((await resolveSession(t.db, again.token)).state).toBe('ended');
  });
});
