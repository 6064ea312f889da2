import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hidePlatformCategory, showPlatformCategory } from '@mall/contract/catalogue/platform-categories';
import { queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { createTestOperator } from '../../testing/fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { goods } from './catalogue.tables.ts';

// The category lists with their cache on, as in production.
const t = await createTestApp({ catalogueCacheMs: 60_000 });

async function largestLeaf(): Promise<{ categoryId: number; n: number }> {
  const [row] = await t.db
    .select({ categoryId: goods.categoryId, n: sql<number>`count(*)::int` })
    .from(goods)
    .where(eq(goods.status, 'on_sale'))
    .groupBy(goods.categoryId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row!;
}

describe('the category lists\' kept reads', () => {
  it('keep a total a while, but read each page afresh and know from it whether another follows', async () => {
    const { categoryId, n } = await largestLeaf();
    const first = (await t.call(queryCategoryGoods, { categoryId, pageSize: 5 })).body.data!;
    expect(first.total).toBe(n);
    // Taken off sale: the page no longer lists it at once; the kept total is the old one for the cache time.
    const gone = first.list[0]!.id;
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, gone));
    const again = (await t.call(queryCategoryGoods, { categoryId, pageSize: 5 })).body.data!;
    expect(again.list.map((g) => g.id)).not.toContain(gone);
    expect(again.total).toBe(n);
    // The last page says no more follow, whatever the kept total says.
    const lastPage = Math.ceil((n - 1) / 5);
    const last = (await t.call(queryCategoryGoods, { categoryId, pageSize: 5, pageNum: lastPage })).body.data!;
    expect(last.hasMore).toBe(false);
    expect(last.list.length).toBe(n - 1 - (lastPage - 1) * 5);
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, gone));
  });

  it('forget a category the platform hides, at once', async () => {
    const { categoryId } = await largestLeaf();
    const admin = await createTestOperator(t.db, 'admin');
    expect((await t.call(queryCategoryGoods, { categoryId })).body.code).toBe(1000);
    expect((await t.call(hidePlatformCategory, { categoryId }, { token: admin.token })).body.code).toBe(1000);
    expect((await t.call(queryCategoryGoods, { categoryId })).body.code).toBe(1004);
    expect((await t.call(showPlatformCategory, { categoryId }, { token: admin.token })).body.code).toBe(1000);
    expect((await t.call(queryCategoryGoods, { categoryId })).body.code).toBe(1000);
  });
});
