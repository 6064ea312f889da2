import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryBrowseHistory } from '@mall/contract/catalogue/query-browse-history';
import { saveBrowseHistory } from '@mall/contract/catalogue/save-browse-history';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { browseHistory, goods } from './catalogue.tables.ts';
import { dayAt } from './browse.service.ts';

const t = await createTestApp();
const onSale = (n: number, offset: number) => t.db.select().from(goods).where(eq(goods.status, 'on_sale')).orderBy(goods.id).limit(n).offset(offset);

describe('browse history', () => {
  it('records each goods once, moves a revisit to the top, and shows only the caller\'s history', async () => {
    const rows = await onSale(3, 30);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    for (const g of rows) expect((await t.call(saveBrowseHistory, { goodsId: g.id }, { token: user.token })).body.code).toBe(1000);
    // Concurrent repeats of one view stay one row.
    await Promise.all(Array.from({ length: 5 }, () => t.call(saveBrowseHistory, { goodsId: rows[0]!.id }, { token: user.token })));
    const page = (await t.call(queryBrowseHistory, { pageSize: 2 }, { token: user.token, lang: 'ja' })).body.data!;
    expect(page).toMatchObject({ total: 3, hasMore: true });
    expect(page.list.map((c) => c.id)).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(page.list[0]).toMatchObject({ title: rows[0]!.title.ja, day: page.list[0]!.browsedAt.slice(0, 10) });
    expect((await t.call(queryBrowseHistory, {}, { token: other.token })).body.data!.total).toBe(0);
  });

  it('groups by the shopper\'s day', async () => {
    expect(dayAt(new Date('2025-03-01T20:00:00Z'), 480)).toBe('2025-03-02');
    expect(dayAt(new Date('2025-03-01T02:00:00Z'), -300)).toBe('2025-02-28');
    const [g] = await onSale(1, 40);
    const user = await createTestUser(t.db);
    await t.call(saveBrowseHistory, { goodsId: g!.id }, { token: user.token });
    await t.db.update(browseHistory).set({ browsedAt: new Date('2025-03-01T20:00:00Z') }).where(eq(browseHistory.accountId, user.userId));
    const [item] = (await t.call(queryBrowseHistory, { utcOffsetMinutes: 480 }, { token: user.token })).body.data!.list;
    expect(item).toMatchObject({ id: g!.id, day: '2025-03-02', browsedAt: '2025-03-01T20:00:00.000Z' });
  });

  it('keeps no history for a visitor, answers 1004 for unknown or off-shelf goods, and refuses bad input', async () => {
    // A visitor's view only counts toward the shop's visitors; removing and clearing need a login.
    const before = await t.db.$count(browseHistory);
    expect((await t.call(saveBrowseHistory, { goodsId: 1 })).body.code).toBe(1000);
    expect(await t.db.$count(browseHistory)).toBe(before);
    expect((await t.call(saveBrowseHistory, { clear: true })).body.code).toBe(1002);
    expect((await t.call(saveBrowseHistory, { goodsId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await t.call(queryBrowseHistory, {})).body.code).toBe(1002);
    const user = await createTestUser(t.db);
    const auth = { token: user.token };
    expect((await t.call(saveBrowseHistory, { goodsId: 2_000_000_000 }, auth)).body.code).toBe(1004);
    const [g] = await onSale(1, 50);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, g!.id));
    expect((await t.call(saveBrowseHistory, { goodsId: g!.id }, auth)).body.code).toBe(1004);
    const bad = [{}, { goodsId: -1 }, { goodsId: 2.5 }, { goodsId: 2 ** 31 }, { goodsId: 1, x: 1 }, { clear: false }, { clear: 'yes' }, { removeGoodsIds: [] }];
    for (const body of [...bad, { removeGoodsIds: Array.from({ length: 101 }, (_, i) => i + 1) }, { goodsId: 1, clear: true }]) {
      expect((await t.call(saveBrowseHistory, body, auth)).body.code).toBe(1001);
    }
    for (const body of [{ pageSize: 51 }, { pageSize: 1e9 }, { pageNum: 0 }, { utcOffsetMinutes: 10_000 }, { utcOffsetMinutes: 1.5 }, { x: 1 }]) {
      expect((await t.call(queryBrowseHistory, body, auth)).body.code).toBe(1001);
    }
  });

  it('removes chosen goods or clears the whole history, only the caller\'s', async () => {
    const rows = await onSale(4, 60);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    for (const g of rows) {
      await t.call(saveBrowseHistory, { goodsId: g.id }, { token: user.token });
      await t.call(saveBrowseHistory, { goodsId: g.id }, { token: other.token });
    }
    const removed = await t.call(saveBrowseHistory, { removeGoodsIds: [rows[0]!.id, rows[1]!.id, 2_000_000_000] }, { token: user.token });
    expect(removed.body.data).toEqual({ goodsId: null, browsedAt: null, removed: 2 });
    const left = (await t.call(queryBrowseHistory, {}, { token: user.token })).body.data!;
    expect(left.list.map((c) => c.id).sort()).toEqual([rows[2]!.id, rows[3]!.id].sort());
    expect((await t.call(saveBrowseHistory, { clear: true }, { token: user.token })).body.data!.removed).toBe(2);
    expect((await t.call(queryBrowseHistory, {}, { token: user.token })).body.data!.total).toBe(0);
    // The other shopper's history is untouched.
    expect((await t.call(queryBrowseHistory, {}, { token: other.token })).body.data!.total).toBe(4);
    expect((await t.call(saveBrowseHistory, { clear: true })).body.code).toBe(1002);
  });
});
