import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { countProblems, rowsToAdd, runChunks } from './scale-chunks.ts';
import { topUpOrders, topUpShoppers } from './scale-orders.ts';

const t = await createTestApp();

it('walks every chunk once and counts every row, with two writers as with one', async () => {
  for (const writers of [1, 2] as const) {
    const seen: number[] = [];
    const written = await runChunks(t.db, { lockId: 72_099, last: 95, size: 10, writers, what: 'test' }, async (client, from, to) => {
      await client.query('select pg_sleep(0.01)');
      for (let n = from; n <= to; n += 1) seen.push(n);
      return to - from + 1;
    }, () => {});
    expect(written).toBe(95);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));
  }
});

it('runs each range once per part, one writer per part, when asked for parts', async () => {
  const seen: string[] = [];
  const running = new Set<number>();
  const written = await runChunks(t.db, { lockId: 72_097, last: 25, size: 10, parts: 2, what: 'test' }, async (client, from, to, part) => {
    // A part's chunks never overlap in time: each part has one writer.
    expect(running.has(part)).toBe(false);
    running.add(part);
    await client.query(`select pg_sleep(${0.005 * (part + 1)})`);
    running.delete(part);
    seen.push(`${from}-${to}:${part}`);
    return 1;
  }, () => {});
  expect(written).toBe(6);
  expect(seen.sort()).toEqual(['1-10:0', '1-10:1', '11-20:0', '11-20:1', '21-25:0', '21-25:1']);
});

it('stops at a failing chunk, rolls it back and lets the lock go', async () => {
  await t.db.$client.query('create table scale_chunks_probe (n int)');
  const run = runChunks(t.db, { lockId: 72_098, last: 50, size: 10, writers: 2, what: 'test' }, async (client, from) => {
    await client.query('insert into scale_chunks_probe values ($1)', [from]);
    if (from === 21) throw new Error('broken chunk');
    return 1;
  }, () => {});
  await expect(run).rejects.toThrow('broken chunk');
  const { rows } = await t.db.$client.query<{ n: number }>('select n from scale_chunks_probe order by n');
  expect(rows.map((r) => r.n)).not.toContain(21);
  const { rows: [lock] } = await t.db.$client.query<{ free: boolean }>('select pg_try_advisory_lock(72098) as free');
  expect(lock!.free).toBe(true);
});

it('runs the checks two at a time and names what is wrong in the checks\' order', async () => {
  const started = Date.now();
  const problems = await countProblems(t.db, [
    ['slow ones', 'select 3 as n from pg_sleep(0.3)'],
    ['fine ones', 'select 0 as n from pg_sleep(0.3)'],
    ['quick ones', 'select 1 as n'],
  ]);
  expect(problems).toEqual(['3 slow ones', '1 quick ones']);
  // One after another they would take 0.6 s.
  expect(Date.now() - started).toBeLessThan(550);
});

it('estimates the rows a run adds from the orders it has yet to cover, so a second run keeps the indexes', async () => {
  await topUpShoppers(t.db, 50);
  await topUpOrders(t.db, 200);
  await t.db.$client.query('create table scale_cover_probe (order_id int)');
  const cover = async (upTo: number) => {
    // Two rows for each generated order up to `upTo`, as a generator that writes two rows an order would.
    await t.db.$client.query('truncate scale_cover_probe');
    await t.db.$client.query(`insert into scale_cover_probe select o.id from sale_order o, generate_series(1, 2)
      where o.order_no between 'G000000001' and 'G' || lpad($1::text, 9, '0')`, [upTo]);
    await t.db.$client.query('analyze scale_cover_probe');
    return rowsToAdd(t.db, 200, 'scale_cover_probe', 'select order_id from scale_cover_probe');
  };
  // Nothing covered (a first load): as many as the orders.
  expect(await rowsToAdd(t.db, 200, 'scale_cover_probe', 'select order_id from scale_cover_probe')).toBe(200);
  // Half covered: the other half adds as many rows as the table holds, so its indexes go for the load.
  expect(await cover(100)).toBe(200);
  // All but the last ten: a twentieth of the table, so they stay.
  expect(await cover(190)).toBe(20);
});
