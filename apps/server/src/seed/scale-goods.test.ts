import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { goods, goodsDetail, goodsSku } from '../modules/catalogue/catalogue.tables.ts';
import { topUpGoods } from './scale-goods.ts';
import type { GoodsShare } from './scale-goods-writer.ts';

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

it('shares the chunks between two writers without a gap, and goes on after the highest number when one was left out', async () => {
  const generatedCodes = async () =>
    (await t.db.$client.query<{ code: string }>(`select code from goods where code ~ '^S[0-9]{7}$' order by code`)).rows.map((r) => r.code);
  const [before] = await t.db.select({ n: count() }).from(goods);
  const had = (await generatedCodes()).length;
  // Three chunks of 1,000: the first writer takes the first and third, the second the middle one.
  expect(await topUpGoods(t.db, before!.n + 2_500)).toBe(2_500);
  const codes = await generatedCodes();
  expect(codes).toEqual(Array.from({ length: had + 2_500 }, (_, i) => `S${String(i + 1).padStart(7, '0')}`));
  const r = await t.db.execute<{ bare: number }>(sql`select count(*)::int bare from ${goods} g
    where g.code ~ '^S[0-9]{7}$' and not exists (select 1 from ${goodsSku} s where s.goods_id = g.id)`);
  expect(r.rows[0]!.bare).toBe(0);

  // A chunk left out (as by a writer that failed): the next run adds as many after the highest number.
  const gap = `(select id from goods where code between 'S0001001' and 'S0001100')`;
  await t.db.$client.query(`delete from goods_detail where goods_id in ${gap}; delete from goods_sku where goods_id in ${gap}; delete from goods where id in ${gap}`);
  expect(await topUpGoods(t.db, before!.n + 2_500)).toBe(100);
  expect((await generatedCodes()).at(-1)).toBe(`S${String(had + 2_600).padStart(7, '0')}`);
});

it('a goods writer whose load has ended stops before its next chunk', async () => {
  // A writer with a share far larger than the test waits for, told after its first chunk that its load is gone (the
  // channel closes, as when the load is killed).
  const share: GoodsShare = { url: t.url, first: 5_000_000, missing: 200_000, chunk: 1_000, part: 0, parts: 1, now: new Date().toISOString() };
  const child = fork(fileURLToPath(new URL('./scale-goods-writer.ts', import.meta.url)), [JSON.stringify(share)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let reason = '';
  child.stderr!.on('data', (d: Buffer) => (reason += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  child.disconnect();
  expect(await exited).toBe(1);
  expect(reason).toContain('the load that started this goods writer has ended');
  const [written] = await t.db.select({ n: count() }).from(goods).where(sql`${goods.code} >= 'S5000000'`);
  // The chunk it reported, the one in flight beside it, and at most one it had begun.
  expect(written!.n).toBeLessThanOrEqual(3_000);
}, 60_000);
