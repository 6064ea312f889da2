import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appLoginEmail } from '@mall/contract/account/app-login-email';
import { createTestApp } from '../../testing/test-app.ts';
import { account } from './account.tables.ts';
import { ensureOperator } from './operators.ts';

const t = await createTestApp();

describe('ensureOperator (npm run operator:create)', () => {
  it('creates an operator who logs in to the console, and adds a role to an existing account once', async () => {
    const made = await ensureOperator(t.db, { email: 'Ops.One@Example.com', password: 'Console123', role: 'support', nickName: 'Ops' });
    expect(made.created).toBe(true);
    const login = await t.call(appLoginEmail, { email: 'ops.one@example.com', password: 'Console123' }, { headers: { 'T-appType': 'console' } });
    expect(login.body.code, login.body.message).toBe(1000);

    const again = await ensureOperator(t.db, { email: 'ops.one@example.com', password: 'Console456', role: 'finance' });
    await ensureOperator(t.db, { email: 'ops.one@example.com', password: 'Console456', role: 'finance' });
    expect(again).toEqual({ accountId: made.accountId, created: false });
    const [row] = await t.db.select({ roles: account.roles }).from(account).where(eq(account.id, made.accountId));
    expect(row!.roles).toEqual(['user', 'operator:support', 'operator:finance']);
    expect((await t.call(appLoginEmail, { email: 'ops.one@example.com', password: 'Console123' }, { headers: { 'T-appType': 'console' } })).body.code).toBe(2006);
  });
});
