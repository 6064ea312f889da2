import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@mall/contract/platform/api';
import type { ShopRight } from '@mall/contract/platform/api';
import { createTestApp } from '../testing/test-app.ts';
import { createTestUser } from '../testing/fixtures.ts';
import { registerEndpoint, shopOf, shopsOf, userOf } from './route.ts';
import { account } from '../modules/account/account.tables.ts';
import { shop, shopMember } from '../modules/shop/shop.tables.ts';

// Endpoints that exist only in this test: one of each scope a console call can state.
const ZShop = z.strictObject({ shopId: z.number().int().positive() });
const onOneShop = defineEndpoint({
  path: 'test/merchant/one-shop',
  access: 'merchant',
  right: 'finance',
  summary: 'test',
  request: ZShop,
  response: z.object({ shopId: z.number(), accountId: z.number() }),
});
const acrossShops = defineEndpoint({
  path: 'test/merchant/across-shops',
  access: 'merchant',
  right: 'goods',
  summary: 'test',
  request: z.strictObject({}),
  response: z.object({ shopIds: z.array(z.number()) }),
});
const forFinance = defineEndpoint({
  path: 'test/platform/finance',
  access: 'platform',
  role: 'finance',
  summary: 'test',
  request: z.strictObject({}),
  response: z.object({ accountId: z.number() }),
});

const t = await createTestApp({}, (app, deps) => {
  registerEndpoint(app, deps, onOneShop, async ({ ctx }) => ({ shopId: shopOf(ctx), accountId: userOf(ctx) }), {
    // The shop named in the body, if it is there at all (an unknown shop and a foreign one answer alike).
    shopOf: async (body) => (await deps.db.select({ id: shop.id }).from(shop).where(eq(shop.id, body.shopId)))[0]?.id,
  });
  registerEndpoint(app, deps, acrossShops, async ({ ctx }) => ({ shopIds: shopsOf(ctx).sort((x, y) => x - y) }), { acrossShops: true });
  registerEndpoint(app, deps, forFinance, async ({ ctx }) => ({ accountId: userOf(ctx) }));
});

const shops = (await t.db.select({ id: shop.id }).from(shop).where(sql`${shop.status} <> 'disabled'`).orderBy(shop.id).limit(3)).map((s) => s.id);
const [shopA, shopB, shopC] = shops as [number, number, number];

/** A new account working in the given shops with the given rights. */
async function staff(places: { shopId: number; role?: 'owner' | 'staff'; rights?: ShopRight[] }[]) {
  const user = await createTestUser(t.db);
  for (const p of places) await t.db.insert(shopMember).values({ shopId: p.shopId, accountId: user.userId, role: p.role ?? 'staff', rights: p.rights ?? [] });
  return user;
}

async function operator(roles: string[]) {
  const user = await createTestUser(t.db);
  await t.db.update(account).set({ roles: ['user', ...roles] }).where(eq(account.id, user.userId));
  return user;
}

describe('a merchant call on one shop', () => {
  it('lets staff holding the right act on that shop, and answers any other shop as not found (1004)', async () => {
    const cashier = await staff([{ shopId: shopA, rights: ['finance'] }, { shopId: shopB, rights: ['orders'] }]);
    const ok = await t.call(onOneShop, { shopId: shopA }, { token: cashier.token });
    expect(ok.body.data).toEqual({ shopId: shopA, accountId: cashier.userId });
    // A shop where they work without the right, a shop where they do not work, a shop that is not there.
    for (const shopId of [shopB, shopC, 2_147_483_647]) {
      expect((await t.call(onOneShop, { shopId }, { token: cashier.token })).body.code, String(shopId)).toBe(1004);
    }
  });

  it('lets the owner act with every right', async () => {
    const owner = await staff([{ shopId: shopC, role: 'owner' }]);
    expect((await t.call(onOneShop, { shopId: shopC }, { token: owner.token })).body.code).toBe(1000);
    expect((await t.call(acrossShops, {}, { token: owner.token })).body.data).toEqual({ shopIds: [shopC] });
  });

  it('refuses shoppers (1003), visitors and stale tokens (1002), and checks the caller before the body (1003 before 1001)', async () => {
    const shopper = await createTestUser(t.db);
    expect((await t.call(onOneShop, { shopId: shopA }, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(onOneShop, { shopId: 'x' }, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(onOneShop, { shopId: shopA })).body.code).toBe(1002);
    expect((await t.call(onOneShop, { shopId: shopA }, { token: 'stale-token-stale-token-stale' })).body.code).toBe(1002);
    const cashier = await staff([{ shopId: shopA, rights: ['finance'] }]);
    expect((await t.call(onOneShop, { shopId: 'x' }, { token: cashier.token })).body.code).toBe(1001);
  });

  it('stops at once when the staff member leaves or the shop is disabled', async () => {
    const cashier = await staff([{ shopId: shopA, rights: ['finance'] }]);
    expect((await t.call(onOneShop, { shopId: shopA }, { token: cashier.token })).body.code).toBe(1000);
    await t.db.delete(shopMember).where(eq(shopMember.accountId, cashier.userId));
    expect((await t.call(onOneShop, { shopId: shopA }, { token: cashier.token })).body.code).toBe(1003);

    const other = await staff([{ shopId: shopB, rights: ['finance'] }, { shopId: shopC, rights: ['finance'] }]);
    const [before] = await t.db.select({ status: shop.status }).from(shop).where(eq(shop.id, shopB));
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, shopB));
    try {
      expect((await t.call(onOneShop, { shopId: shopB }, { token: other.token })).body.code).toBe(1004);
      expect((await t.call(onOneShop, { shopId: shopC }, { token: other.token })).body.code).toBe(1000);
    } finally {
      await t.db.update(shop).set({ status: before!.status }).where(eq(shop.id, shopB));
    }
  });
});

describe('a merchant call across shops', () => {
  it('sees only the shops where the caller holds the right', async () => {
    const editor = await staff([
      { shopId: shopA, rights: ['goods', 'chat'] },
      { shopId: shopB, rights: ['orders'] },
      { shopId: shopC, rights: ['goods'] },
    ]);
    expect((await t.call(acrossShops, {}, { token: editor.token })).body.data).toEqual({ shopIds: [shopA, shopC].sort((x, y) => x - y) });
    // Working somewhere without the right: an empty list, not someone else's shops.
    const packer = await staff([{ shopId: shopB, rights: ['orders'] }]);
    expect((await t.call(acrossShops, {}, { token: packer.token })).body.data).toEqual({ shopIds: [] });
  });
});

describe('a platform call', () => {
  it('is made by an operator holding its role or an admin, and by no one else (1003)', async () => {
    const finance = await operator(['operator:finance']);
    const admin = await operator(['operator:admin']);
    const support = await operator(['operator:support']);
    const made = await operator(['operator:auditor', 'platform:finance']);
    const shopper = await createTestUser(t.db);
    const owner = await staff([{ shopId: shopA, role: 'owner' }]);
    expect((await t.call(forFinance, {}, { token: finance.token })).body.data).toEqual({ accountId: finance.userId });
    expect((await t.call(forFinance, {}, { token: admin.token })).body.code).toBe(1000);
    for (const who of [support, made, shopper, owner]) expect((await t.call(forFinance, {}, { token: who.token })).body.code).toBe(1003);
    expect((await t.call(forFinance, {})).body.code).toBe(1002);
  });
});

describe('registering a merchant call', () => {
  it('refuses a route that states no shop scope, or an endpoint without a right', () => {
    const noRight = defineEndpoint({ ...onOneShop, path: 'test/merchant/no-right', right: undefined });
    expect(() => registerEndpoint(t.app, {} as never, onOneShop, async () => ({ shopId: 1, accountId: 1 }))).toThrow(/states the shop/);
    expect(() => registerEndpoint(t.app, {} as never, noRight, async () => ({ shopId: 1, accountId: 1 }), { acrossShops: true })).toThrow(/states the shop/);
  });
});
