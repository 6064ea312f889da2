import { and, eq, ne } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { createSession } from '../modules/account/session.service.ts';
import { merchant } from '../modules/merchant/merchant.tables.ts';
import { shop } from '../modules/shop/shop.tables.ts';

/** Merchants for the tests of merchant calls: the seeded merchant accounts, each with one live session per test file. */

export interface TestMerchant {
  accountId: number;
  token: string;
}

const sessions = new WeakMap<TestApp, Map<number, TestMerchant>>();

async function sessionOf(t: TestApp, accountId: number): Promise<TestMerchant> {
  let mine = sessions.get(t);
  if (!mine) sessions.set(t, (mine = new Map()));
  let found = mine.get(accountId);
  if (!found) {
    // One session per account and app type is live: a second login would end the first, so it is made once.
    const { token } = await createSession(t.db, { accountId, appType: 'h5' });
    mine.set(accountId, (found = { accountId, token }));
  }
  return found;
}

/** The merchant who owns a shop, logged in. */
export async function merchantOfShop(t: TestApp, shopId: number): Promise<TestMerchant> {
  const [row] = await t.db.select({ accountId: merchant.accountId }).from(shop).innerJoin(merchant, eq(merchant.id, shop.merchantId)).where(eq(shop.id, shopId));
  return sessionOf(t, row!.accountId);
}

/** A merchant who does not own the shop, logged in. */
export async function otherMerchant(t: TestApp, shopId: number): Promise<TestMerchant> {
  const [own] = await t.db.select({ merchantId: shop.merchantId }).from(shop).where(eq(shop.id, shopId));
  const [row] = await t.db.select({ accountId: merchant.accountId }).from(merchant).where(and(ne(merchant.id, own!.merchantId), eq(merchant.status, 'approved'))).limit(1);
  return sessionOf(t, row!.accountId);
}
