import { count, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { goods, goodsDetail, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { topUpGoods } from './scale-goods.ts';

const t = await createTestApp();

it('tops the catalogue up to the asked number of goods, with SKUs, details and search data, and not beyond', async () => {
  const [before] = await t.db.select({ n: count() }).from(goods);
  const target = before!.n + 25;
  expect(await topUpGoods(t.db, target)).toBe(25);
  expect(await topUpGoods(t.db, target)).toBe(0);

  const [after] = await t.db.select({ n: count() }).from(goods);
  expect(after!.n).toBe(target);
  const generated = await t.db
    .select({ id: goods.id, vector: goods.searchVector })
    .from(goods)
    .where(like(goods.code, 'S%'));
  expect(generated).toHaveLength(25);
  expect(generated.every((g) => g.vector.length > 0)).toBe(true);
  const r = await t.db.execute<{ bare: number; detailless: number }>(sql`select
    count(*) filter (where not exists (select 1 from ${goodsSku} s where s.goods_id = g.id))::int bare,
    count(*) filter (where not exists (select 1 from ${goodsDetail} d where d.goods_id = g.id))::int detailless
    from ${goods} g where g.code like 'S%'`);
  expect(r.rows[0]).toEqual({ bare: 0, detailless: 0 });

  // A larger target adds only the difference, continuing the numbering.
  expect(await topUpGoods(t.db, target + 5)).toBe(5);
  const codes = await t.db.select({ code: goods.code }).from(goods).where(like(goods.code, 'S%')).orderBy(goods.code);
  expect(codes.map((c) => c.code).at(-1)).toBe('S0000030');
});
