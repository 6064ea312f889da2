import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_BASE, type Endpoint, type OperatorRole } from '@mall/contract/platform/api';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { projectRoot } from '../../platform/config.ts';
import { isOperatorAction } from '../../platform/operator-actions.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';

/**
 * The role matrix of the platform console: EVERY contract endpoint with `access: 'platform'` (found by reading the
 * contract's files, so a call added tomorrow is walked too) must name its operator role, be registered, and refuse
 * a caller without a token (1002), a shopper (1003), a merchant (1003) and an operator holding every role but its
 * own and admin (1003), changing nothing: the audit log gains no row. The body sent is `{}`: `registerEndpoint`
 * authenticates in `preValidation`, before the body is validated, so the refusal comes first whatever the body
 * (platform/route.ts); an answer of 1001 here would mean a call checks its body before its caller.
 */

const contractDir = path.join(projectRoot, 'packages/contract/src');

async function platformEndpoints(): Promise<Endpoint[]> {
  const files = (await fs.readdir(contractDir, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found = new Map<string, Endpoint>();
  for (const file of files) {
    const mod = (await import(path.join(contractDir, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const e = value as Partial<Endpoint>;
      if (e && typeof e === 'object' && typeof e.path === 'string' && e.access === 'platform' && e.request instanceof z.ZodType) found.set(e.path, e as Endpoint);
    }
  }
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

const ROLES: readonly OperatorRole[] = ['support', 'finance', 'admin'];

const t = await createTestApp();
const endpoints = await platformEndpoints();
const shopper = await createTestUser(t.db);
const merchant = await merchantOfShop(t, (await t.db.execute<{ id: number }>('select id from shop order by id limit 1')).rows[0]!.id);
/** For each role, an operator holding every other role but admin (for admin's calls: support and finance). */
const wrongRole = Object.fromEntries(
  await Promise.all(ROLES.map(async (role) => [role, await createTestOperator(t.db, ...ROLES.filter((r) => r !== role && r !== 'admin'))] as const)),
) as Record<OperatorRole, { userId: number; token: string }>;
const rightRole = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await createTestOperator(t.db, role)] as const))) as Record<OperatorRole, { userId: number; token: string }>;

const params = (e: Endpoint) => Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 1]));
const send = (e: Endpoint, token?: string) => t.call(e, {}, { params: params(e), ...(token ? { token } : {}) });

describe('the platform console\'s role matrix', () => {
  it('finds the platform calls of the contract', () => {
    // The console has more than a handful of calls; an empty walk would prove nothing.
    expect(endpoints.length).toBeGreaterThan(10);
    expect(endpoints.map((e) => e.path)).toEqual(expect.arrayContaining(['platform/withdraw/pay', 'platform/refund/retry', 'platform/refund/query']));
  });

  it('registers no platform route that is not a platform call of the contract', () => {
    const documented = Object.keys((t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger().paths);
    const ours = new Set(endpoints.map((e) => `${API_BASE}/${e.path.replace(/\{(\w+)\}/g, '{$1}')}`));
    expect(documented.filter((p) => p.startsWith(`${API_BASE}/platform/`) && !ours.has(p))).toEqual([]);
  });

  it.each(endpoints.map((e) => [e.path, e] as const))('%s names its role, and refuses everyone else before reading the body', async (_, e) => {
    // A platform call without a role would be admin's alone by accident: every one must say who it is for.
    expect(e.role, `${e.path} names no operator role`).toBeDefined();
    expect(ROLES).toContain(e.role);
    expect(t.app.hasRoute({ method: 'POST', url: `${API_BASE}/${e.path.replace(/\{(\w+)\}/g, ':$1')}` }), `${e.path} is not registered`).toBe(true);
    const before = await t.db.$count(operatorAction);

    const anonymous = await send(e);
    expect([anonymous.body.code, e.path]).toEqual([1002, e.path]);
    for (const [who, token] of [
      ['shopper', shopper.token],
      ['merchant', merchant.token],
      [`operator without ${e.role}`, wrongRole[e.role!].token],
    ] as const) {
      const res = await send(e, token);
      expect([res.body.code, who, e.path]).toEqual([1003, who, e.path]);
    }
    expect(await t.db.$count(operatorAction)).toBe(before);

    // A read is let through by its role (and by admin), whatever it then answers to an empty body.
    if (!isOperatorAction(e.path)) {
      for (const token of [rightRole[e.role!].token, rightRole.admin.token]) {
        const res = await send(e, token);
        expect([1002, 1003, 1008]).not.toContain(res.body.code);
      }
      expect(await t.db.$count(operatorAction)).toBe(before);
    }
  });
});
