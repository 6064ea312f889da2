import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { topUpGoods } from '../../seed/scale-goods.ts';
import { createTestApp } from '../../testing/test-app.ts';

/**
 * `goods.shop_listed` (false while the goods' shop is suspended) joined every shopper's goods condition. On a
 * catalogue of 20,000 goods the category list (its leaf, level 2 and level 1 forms) still walks its
 * (category, sales_count) index, the flag checked on the rows it reads, with no sequential scan of goods.
 */
const t = await createTestApp();
await topUpGoods(t.db, 20_000);
await t.db.execute(sql`analyze goods`);

async function plan(column: 'category_id' | 'category2_id' | 'category1_id'): Promise<string> {
  const [busiest] = (
    await t.db.execute<{ id: number }>(sql`select ${sql.raw(column)} as id from goods group by 1 order by count(*) desc limit 1`)
  ).rows;
  const rows = await t.db.execute<{ 'QUERY PLAN': string }>(
    sql`explain select id from goods where ${sql.raw(column)} = ${busiest!.id} and status = 'on_sale' and shop_listed = true
        order by sales_count desc, id desc limit 20`,
  );
  return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
}

it('the category lists use their index with the shop_listed condition', async () => {
  for (const [column, index] of [
    ['category_id', 'goods_category_idx'],
    ['category2_id', 'goods_category2_idx'],
    ['category1_id', 'goods_category1_idx'],
  ] as const) {
    const text = await plan(column);
    if (process.env.SHOW_PLAN) console.log(text);
    expect(text, text).toContain(index);
    expect(text, text).not.toMatch(/Seq Scan on goods/);
  }
});
