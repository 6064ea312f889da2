import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { followShop } from '@mall/contract/shop/follow-shop';
import { queryCurrentUserFollow } from '@mall/contract/shop/query-current-user-follow';
import { unfollowShop } from '@mall/contract/shop/unfollow-shop';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { shop, shopFollow } from './shop.tables.ts';

const t = await createTestApp();

const shopAt = async (offset: number) => (await t.db.select().from(shop).where(eq(shop.status, 'open')).orderBy(shop.id).limit(1).offset(offset))[0]!;
const followerCountOf = async (id: number) => (await t.db.select({ n: shop.followerCount }).from(shop).where(eq(shop.id, id)))[0]!.n;
const rowsOf = async (id: number) => (await t.db.select().from(shopFollow).where(eq(shopFollow.shopId, id))).length;

describe('following shops', () => {
  it('follows once however often and however concurrently, and unfollows the same way', async () => {
    const s = await shopAt(0);
    const before = await followerCountOf(s.id);
    const user = await createTestUser(t.db);
    const auth = { token: user.token };
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id }, auth)).body.data).toEqual({ shopId: s.id, followed: false, followerCount: before });
    const follows = await Promise.all(Array.from({ length: 8 }, () => t.call(followShop, { shopId: s.id }, auth)));
    expect(follows.every((r) => r.body.code === 1000 && r.body.data!.followed)).toBe(true);
    expect(await followerCountOf(s.id)).toBe(before + 1);
    expect((await t.call(followShop, { shopId: s.id }, auth)).body.data).toEqual({ shopId: s.id, followed: true, followerCount: before + 1 });
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id }, auth)).body.data).toEqual({ shopId: s.id, followed: true, followerCount: before + 1 });

    const unfollows = await Promise.all(Array.from({ length: 5 }, () => t.call(unfollowShop, { shopId: s.id }, auth)));
    expect(unfollows.every((r) => r.body.code === 1000 && !r.body.data!.followed)).toBe(true);
    expect(await followerCountOf(s.id)).toBe(before);
    expect((await t.call(unfollowShop, { shopId: s.id }, auth)).body.data).toEqual({ shopId: s.id, followed: false, followerCount: before });
  });

  it('keeps the follower count exact with many shoppers following and unfollowing at once', async () => {
    const s = await shopAt(1);
    const before = await followerCountOf(s.id);
    const rowsBefore = await rowsOf(s.id);
    const users = await Promise.all(Array.from({ length: 10 }, () => createTestUser(t.db)));
    await Promise.all(users.map((u) => t.call(followShop, { shopId: s.id }, { token: u.token })));
    expect(await followerCountOf(s.id)).toBe(before + 10);
    // Half unfollow while the others follow again and the first half also follow again: every mix ends exact.
    await Promise.all(
      users.flatMap((u, i) =>
        i % 2 === 0
          ? [t.call(unfollowShop, { shopId: s.id }, { token: u.token }), t.call(unfollowShop, { shopId: s.id }, { token: u.token })]
          : [t.call(followShop, { shopId: s.id }, { token: u.token }), t.call(unfollowShop, { shopId: s.id }, { token: u.token }), t.call(followShop, { shopId: s.id }, { token: u.token })],
      ),
    );
    expect(await followerCountOf(s.id) - before).toBe((await rowsOf(s.id)) - rowsBefore);
  });

  it('answers a visitor "not followed", keeps each shopper\'s follows their own', async () => {
    const s = await shopAt(2);
    const a = await createTestUser(t.db);
    const b = await createTestUser(t.db);
    await t.call(followShop, { shopId: s.id }, { token: a.token });
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id }, { token: b.token })).body.data!.followed).toBe(false);
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id })).body.data!.followed).toBe(false);
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id }, { token: 'stale' })).body.data!.followed).toBe(false);
    // b unfollowing does not touch a's follow.
    const count = await followerCountOf(s.id);
    await t.call(unfollowShop, { shopId: s.id }, { token: b.token });
    expect(await followerCountOf(s.id)).toBe(count);
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id }, { token: a.token })).body.data!.followed).toBe(true);
  });

  it('refuses disabled shops for following but lets them be unfollowed', async () => {
    const s = await shopAt(3);
    const user = await createTestUser(t.db);
    await t.call(followShop, { shopId: s.id }, { token: user.token });
    const count = await followerCountOf(s.id);
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, s.id));
    const other = await createTestUser(t.db);
    expect((await t.call(followShop, { shopId: s.id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryCurrentUserFollow, { shopId: s.id }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(unfollowShop, { shopId: s.id }, { token: user.token })).body.data).toEqual({ shopId: s.id, followed: false, followerCount: count - 1 });
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, s.id));
  });

  it('needs login to follow, answers 1004 for unknown shops, and refuses bad input', async () => {
    for (const e of [followShop, unfollowShop]) expect((await t.call(e, { shopId: 1 })).body.code).toBe(1002);
    const user = await createTestUser(t.db);
    const auth = { token: user.token };
    for (const e of [followShop, unfollowShop, queryCurrentUserFollow]) {
      expect((await t.call(e, { shopId: 2_000_000_000 }, auth)).body.code).toBe(1004);
      for (const body of [{}, { shopId: -1 }, { shopId: 0 }, { shopId: 1.5 }, { shopId: '1' }, { shopId: 1e12 }, { shopId: 1, x: 1 }]) {
        expect((await t.call(e, body, auth)).body.code).toBe(1001);
      }
    }
  });
});
