import pg from 'pg';
import { expect, it } from 'vitest';
import { applicationName } from '../platform/database.ts';
import { createTestApp } from '../testing/test-app.ts';
import { restoreDroppedIndexes, withoutSecondaryIndexes } from './scale-indexes.ts';

const t = await createTestApp();
const say = () => {};

const indexesOf = async (table: string) =>
  (await t.db.$client.query<{ name: string }>(`select indexname as name from pg_indexes where tablename = $1 order by 1`, [table])).rows.map((r) => r.name);

it('loads without the plain indexes, keeps the unique ones, and builds them back after', async () => {
  await t.db.$client.query(`create table scale_probe (id int primary key, code text unique, v int)`);
  await t.db.$client.query(`create index scale_probe_v_idx on scale_probe (v)`);
  const before = await indexesOf('scale_probe');
  let during: string[] = [];
  await withoutSecondaryIndexes(t.db, ['scale_probe'], 10, say, async () => {
    during = await indexesOf('scale_probe');
    await t.db.$client.query(`insert into scale_probe select n, 'c' || n, n % 7 from generate_series(1, 10) n`);
  });
  expect(during).toEqual(before.filter((n) => n !== 'scale_probe_v_idx'));
  expect(await indexesOf('scale_probe')).toEqual(before);
});

it('drops a unique index only when named, and building it back fails on a duplicate the load wrote', async () => {
  await t.db.$client.query(`create table scale_probe4 (id int primary key, code text, other text)`);
  await t.db.$client.query(`create unique index scale_probe4_code_key on scale_probe4 (code)`);
  await t.db.$client.query(`create unique index scale_probe4_other_key on scale_probe4 (other)`);
  let during: string[] = [];
  await withoutSecondaryIndexes(t.db, ['scale_probe4'], 10, say, async () => {
    during = await indexesOf('scale_probe4');
    await t.db.$client.query(`insert into scale_probe4 select n, 'c' || n, 'o' || n from generate_series(1, 10) n`);
  }, ['scale_probe4_code_key']);
  expect(during).toEqual(['scale_probe4_other_key', 'scale_probe4_pkey']);
  expect(await indexesOf('scale_probe4')).toEqual(['scale_probe4_code_key', 'scale_probe4_other_key', 'scale_probe4_pkey']);

  await t.db.$client.query(`truncate scale_probe4`);
  const doubled = withoutSecondaryIndexes(t.db, ['scale_probe4'], 10, say, async () => {
    await t.db.$client.query(`insert into scale_probe4 select n, 'same', 'o' || n from generate_series(1, 2) n`);
  }, ['scale_probe4_code_key']);
  await expect(doubled).rejects.toThrow(/could not create unique index/);
  // Still registered: the next run tries again (and fails again until the rows are put right).
  const { rows } = await t.db.$client.query(`select name from scale_dropped_index where name = 'scale_probe4_code_key'`);
  expect(rows).toHaveLength(1);
  await t.db.$client.query(`delete from scale_probe4 where id = 2`);
  expect(await restoreDroppedIndexes(t.db, say)).toBe(1);
  expect(await indexesOf('scale_probe4')).toContain('scale_probe4_code_key');
});

it('keeps the indexes for a top-up smaller than the table', async () => {
  await t.db.$client.query(`create table scale_probe2 (id int primary key, v int)`);
  await t.db.$client.query(`create index scale_probe2_v_idx on scale_probe2 (v)`);
  await t.db.$client.query(`insert into scale_probe2 select n, n from generate_series(1, 1000) n`);
  await t.db.$client.query(`analyze scale_probe2`);
  let during: string[] = [];
  await withoutSecondaryIndexes(t.db, ['scale_probe2'], 10, say, async () => {
    during = await indexesOf('scale_probe2');
  });
  expect(during).toContain('scale_probe2_v_idx');
});

it('builds back, on the next run, the indexes a stopped load left dropped', async () => {
  await t.db.$client.query(`create table scale_probe3 (id int primary key, v int)`);
  await t.db.$client.query(`create index scale_probe3_v_idx on scale_probe3 (v)`);
  const stopped = withoutSecondaryIndexes(t.db, ['scale_probe3'], 10, say, async () => {
    throw new Error('stopped');
  });
  await expect(stopped).rejects.toThrow('stopped');
  expect(await indexesOf('scale_probe3')).toEqual(['scale_probe3_pkey']);
  expect(await restoreDroppedIndexes(t.db, say)).toBe(1);
  expect(await indexesOf('scale_probe3')).toEqual(['scale_probe3_pkey', 'scale_probe3_v_idx']);
  expect(await restoreDroppedIndexes(t.db, say)).toBe(0);
});

it('keeps every index while another client (a running mall) is connected, not for the load\'s own connections', async () => {
  await t.db.$client.query(`create table scale_probe5 (id int primary key, code text)`);
  await t.db.$client.query(`create unique index scale_probe5_code_key on scale_probe5 (code)`);
  await t.db.$client.query(`create index scale_probe5_v_idx on scale_probe5 (code, id)`);
  const load = async (name: string) => {
    const other = new pg.Client({ connectionString: t.url, application_name: name });
    await other.connect();
    const said: string[] = [];
    let during: string[] = [];
    try {
      await withoutSecondaryIndexes(t.db, ['scale_probe5'], 10, (msg) => said.push(msg), async () => {
        during = await indexesOf('scale_probe5');
      }, ['scale_probe5_code_key']);
    } finally {
      await other.end();
    }
    return { during, said };
  };
  const beside = await load('a running mall');
  expect(beside.during).toEqual(['scale_probe5_code_key', 'scale_probe5_pkey', 'scale_probe5_v_idx']);
  expect(beside.said).toEqual(['kept the indexes of scale_probe5: 1 other client is connected to this database (a running mall relies on them)']);
  // A connection under the load's own name is the load's (another of its pools, or a second load): the key goes.
  const alone = await load(applicationName());
  expect(alone.during).toEqual(['scale_probe5_pkey']);
  expect(await indexesOf('scale_probe5')).toEqual(['scale_probe5_code_key', 'scale_probe5_pkey', 'scale_probe5_v_idx']);
});
