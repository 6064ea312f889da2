import { expect } from 'vitest';
import type { Endpoint } from '@mall/contract/platform/api';
import type { OperatorRole } from '@mall/contract/platform/api';
import { and, asc, eq } from 'drizzle-orm';
import { createTestOperator, createTestUser } from './fixtures.ts';
import type { TestApp } from './test-app.ts';
import { merchantOfShop } from './test-merchants.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/** The callers a platform call must refuse: nobody (1002), a shopper, a merchant and operators of the other roles (1003). */
export async function platformOutsiders(t: TestApp, role: Exclude<OperatorRole, 'admin'>) {
  const [open] = await t.db.select({ id: shop.id }).from(shop).where(and(eq(shop.status, 'open'))).orderBy(asc(shop.id)).limit(1);
  const others = (['support', 'finance'] as const).filter((r) => r !== role);
  return {
    shopper: await createTestUser(t.db),
    merchant: await merchantOfShop(t, open!.id),
    wrongRoles: await Promise.all(others.map((r) => createTestOperator(t.db, r))),
  };
}

/** Expects `endpoint` with `body` refused to nobody (1002) and to each outsider (1003). */
export async function expectPlatformOnly(t: TestApp, outsiders: Awaited<ReturnType<typeof platformOutsiders>>, endpoint: Endpoint, body: unknown): Promise<void> {
  expect((await t.call(endpoint, body)).body.code, `${endpoint.path} without a token`).toBe(1002);
  for (const [who, token] of [
    ['shopper', outsiders.shopper.token],
    ['merchant', outsiders.merchant.token],
    ...outsiders.wrongRoles.map((o, i) => [`wrong role ${i}`, o.token] as const),
  ] as const) {
    expect((await t.call(endpoint, body, { token })).body.code, `${endpoint.path} by a ${who}`).toBe(1003);
  }
}
