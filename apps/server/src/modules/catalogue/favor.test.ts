import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchFavorGoods } from '@mall/contract/catalogue/batch-favor-goods';
import { favorGoods } from '@mall/contract/catalogue/favor-goods';
import { queryFavorCount } from '@mall/contract/catalogue/query-favor-count';
import { queryFavorGoods } from '@mall/contract/catalogue/query-favor-goods';
import { unfavorGoods } from '@mall/contract/catalogue/unfavor-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods } from './catalogue.tables.ts';

const t = await createTestApp();

const onSale = (n: number, offset: number) => t.db.select().from(goods).where(eq(goods.status, 'on_sale')).orderBy(goods.id).limit(n).offset(offset);
const favorCountOf = async (id: number) => (await t.db.select({ n: goods.favorCount }).from(goods).where(eq(goods.id, id)))[0]!.n;

describe('wishlist', () => {
  it('favours once however often and however concurrently, and unfavours the same way', async () => {
    const [g] = await onSale(1, 3);
    const before = await favorCountOf(g!.id);
    const user = await createTestUser(t.db);
    const adds = await Promise.all(Array.from({ length: 8 }, () => t.call(favorGoods, { goodsId: g!.id }, { token: user.token })));
    expect(adds.every((r) => r.body.code === 1000 && r.body.data!.favored)).toBe(true);
    expect(await favorCountOf(g!.id)).toBe(before + 1);
    expect((await t.call(favorGoods, { goodsId: g!.id }, { token: user.token })).body.data).toEqual({ goodsId: g!.id, favored: true, favorCount: before + 1 });
    expect((await t.call(queryFavorCount, {}, { token: user.token })).body.data).toEqual({ count: 1 });

    const removes = await Promise.all(Array.from({ length: 5 }, () => t.call(unfavorGoods, { goodsId: g!.id }, { token: user.token })));
    expect(removes.every((r) => r.body.code === 1000 && !r.body.data!.favored)).toBe(true);
    expect(await favorCountOf(g!.id)).toBe(before);
    expect((await t.call(queryFavorCount, {}, { token: user.token })).body.data).toEqual({ count: 0 });
  });

  it('counts many users favouring at once exactly', async () => {
    const [g] = await onSale(1, 4);
    const before = await favorCountOf(g!.id);
    const users = await Promise.all(Array.from({ length: 6 }, () => createTestUser(t.db)));
    await Promise.all(users.map((u) => t.call(favorGoods, { goodsId: g!.id }, { token: u.token })));
    expect(await favorCountOf(g!.id)).toBe(before + 6);
  });

  it('lists the caller\'s wishlist latest first, keeps goods gone off the shelf, and shows nobody else\'s', async () => {
    const rows = await onSale(3, 10);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    for (const g of rows) await t.call(favorGoods, { goodsId: g.id }, { token: user.token });
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, rows[0]!.id));
    const page = (await t.call(queryFavorGoods, { pageSize: 2 }, { token: user.token, lang: 'zh' })).body.data!;
    expect(page).toMatchObject({ total: 3, pageNum: 1, pageSize: 2, hasMore: true });
    expect(page.list.map((c) => c.id)).toEqual([rows[2]!.id, rows[1]!.id]);
    expect(page.list[0]!.title).toBe(rows[2]!.title.zh);
    const last = (await t.call(queryFavorGoods, { pageNum: 2, pageSize: 2 }, { token: user.token })).body.data!;
    expect(last.list).toMatchObject([{ id: rows[0]!.id, status: 'off_shelf' }]);
    expect(last.hasMore).toBe(false);
    expect((await t.call(queryFavorGoods, {}, { token: other.token })).body.data!.total).toBe(0);
    // Off-shelf goods cannot be favoured again but can be removed.
    expect((await t.call(favorGoods, { goodsId: rows[0]!.id }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(unfavorGoods, { goodsId: rows[0]!.id }, { token: user.token })).body.data!.favored).toBe(false);
    expect((await t.call(queryFavorCount, {}, { token: user.token })).body.data).toEqual({ count: 2 });
  });

  it('batch favours and unfavours, skipping unknown and repeated ids, with exact counters', async () => {
    const rows = await onSale(4, 20);
    const ids = rows.map((g) => g.id);
    const before = await Promise.all(ids.map(favorCountOf));
    const user = await createTestUser(t.db);
    await t.call(favorGoods, { goodsId: ids[0]! }, { token: user.token });
    const add = await t.call(batchFavorGoods, { goodsIds: [...ids, ids[1]!, 2_000_000_000], favor: true }, { token: user.token });
    expect(add.body.data).toEqual({ changed: 3, count: 4 });
    expect(await Promise.all(ids.map(favorCountOf))).toEqual(before.map((n) => n + 1));
    // Two opposite-ordered batches of two users at once neither deadlock nor miscount.
    const u2 = await createTestUser(t.db);
    const u3 = await createTestUser(t.db);
    await Promise.all([
      t.call(batchFavorGoods, { goodsIds: ids, favor: true }, { token: u2.token }),
      t.call(batchFavorGoods, { goodsIds: [...ids].reverse(), favor: true }, { token: u3.token }),
    ]);
    expect(await Promise.all(ids.map(favorCountOf))).toEqual(before.map((n) => n + 3));
    const remove = await t.call(batchFavorGoods, { goodsIds: [ids[0]!, ids[1]!, 2_000_000_000], favor: false }, { token: user.token });
    expect(remove.body.data).toEqual({ changed: 2, count: 2 });
    expect((await t.call(batchFavorGoods, { goodsIds: [ids[0]!], favor: false }, { token: user.token })).body.data).toEqual({ changed: 0, count: 2 });
    expect(await favorCountOf(ids[0]!)).toBe(before[0]! + 2);
  });

  it('needs login, answers 1004 for unknown goods, and refuses bad input', async () => {
    for (const e of [favorGoods, unfavorGoods]) expect((await t.call(e, { goodsId: 1 })).body.code).toBe(1002);
    expect((await t.call(queryFavorGoods, {})).body.code).toBe(1002);
    expect((await t.call(queryFavorCount, {})).body.code).toBe(1002);
    expect((await t.call(batchFavorGoods, { goodsIds: [1], favor: true })).body.code).toBe(1002);
    const user = await createTestUser(t.db);
    const auth = { token: user.token };
    expect((await t.call(favorGoods, { goodsId: 2_000_000_000 }, auth)).body.code).toBe(1004);
    expect((await t.call(unfavorGoods, { goodsId: 2_000_000_000 }, auth)).body.code).toBe(1004);
    for (const body of [{}, { goodsId: -1 }, { goodsId: 1.5 }, { goodsId: 1e12 }, { goodsId: 1, x: 1 }]) {
      expect((await t.call(favorGoods, body, auth)).body.code).toBe(1001);
      expect((await t.call(unfavorGoods, body, auth)).body.code).toBe(1001);
    }
    for (const body of [{ pageSize: 51 }, { pageSize: 100000 }, { pageNum: -1 }, { pageNum: 1.5 }, { sort: 'x' }]) {
      expect((await t.call(queryFavorGoods, body, auth)).body.code).toBe(1001);
    }
    expect((await t.call(queryFavorCount, { x: 1 }, auth)).body.code).toBe(1001);
    for (const body of [{ goodsIds: [], favor: true }, { goodsIds: Array.from({ length: 101 }, (_, i) => i + 1), favor: true }, { goodsIds: [1] }, { goodsIds: [-1], favor: true }, { goodsIds: [1], favor: 'yes' }, { goodsIds: [1], favor: true, x: 1 }]) {
      expect((await t.call(batchFavorGoods, body, auth)).body.code).toBe(1001);
    }
  });
});
