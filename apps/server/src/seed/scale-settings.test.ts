import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { connectDatabase } from '../platform/database.ts';
import { withoutSecondaryIndexes } from './scale-indexes.ts';
import { putBackAfterStoppedLoad, withLoadSettings } from './scale-settings.ts';

const t = await createTestApp();
const say = () => {};
const LOADING = { max_wal_size: '8GB', checkpoint_timeout: '1h', synchronous_commit: 'off', autovacuum: 'off' };

/** What ALTER SYSTEM has written (the settings the server reads on reload), by name. */
const written = async () =>
  Object.fromEntries(
    (
      await t.db.$client.query<{ name: string; setting: string }>(
        `select name, setting from pg_file_settings where sourcefile like '%postgresql.auto.conf' and name in ('max_wal_size', 'checkpoint_timeout', 'synchronous_commit', 'autovacuum')`,
      )
    ).rows.map((r) => [r.name, r.setting]),
  );

it('runs a load with checkpoints far apart and commits that do not wait, then puts the settings back', async () => {
  expect(await written()).toEqual({});
  const during = await withLoadSettings(t.db, say, written);
  expect(during).toEqual(LOADING);
  expect(await written()).toEqual({});
});

it('puts the settings back after a load that fails', async () => {
  await expect(withLoadSettings(t.db, say, async () => Promise.reject(new Error('stopped')))).rejects.toThrow('stopped');
  expect(await written()).toEqual({});
});

it('leaves the settings to a second load still running, and the last to end puts them back', async () => {
  let endFirst!: () => void;
  const firstMayEnd = new Promise<void>((resolve) => (endFirst = resolve));
  let secondStarted!: () => void;
  const secondRunning = new Promise<void>((resolve) => (secondStarted = resolve));
  const said: string[] = [];
  const first = withLoadSettings(t.db, (m) => said.push(`first ${m}`), () => firstMayEnd);
  const second = withLoadSettings(t.db, (m) => said.push(`second ${m}`), async () => {
    secondStarted();
    endFirst();
    await first;
    return written();
  });
  await secondRunning;
  expect(await second).toEqual(LOADING);
  expect(said).toContain('first load settings left to the other load still running');
  expect(said).toContain('second load settings put back');
  expect(await written()).toEqual({});
});

it('puts back at start-up what a stopped load left, its settings and its dropped indexes, and nothing while a load runs', async () => {
  const setLoading = async () => {
    for (const [name, value] of Object.entries(LOADING)) await t.db.$client.query(`alter system set ${name} = '${value}'`);
    await t.db.$client.query('select pg_reload_conf()');
  };
  expect(await putBackAfterStoppedLoad(t.db, say)).toEqual({ indexes: 0, settings: false });
  // A stopped load: its settings in place and one index dropped, written down in the register.
  await setLoading();
  await t.db.$client.query(`create table if not exists scale_dropped_index (name text primary key, definition text not null)`);
  await t.db.$client.query(`create index review_probe_idx on review (created_at)`);
  await t.db.$client.query(`insert into scale_dropped_index values ('review_probe_idx', pg_get_indexdef('review_probe_idx'::regclass))`);
  await t.db.$client.query(`drop index review_probe_idx`);

  expect(await withLoadSettings(t.db, say, () => putBackAfterStoppedLoad(t.db, say))).toEqual({ indexes: 0, settings: false });
  await setLoading();
  expect(await putBackAfterStoppedLoad(t.db, say)).toEqual({ indexes: 1, settings: true });
  expect(await written()).toEqual({});
  const { rows } = await t.db.$client.query(`select to_regclass('review_probe_idx') is not null as there, (select count(*)::int from scale_dropped_index) as left`);
  expect(rows[0]).toEqual({ there: true, left: 0 });
  // Settings of the server's own, even some of the load's values, stay.
  await t.db.$client.query(`alter system set autovacuum = 'off'`);
  expect(await putBackAfterStoppedLoad(t.db, say)).toEqual({ indexes: 0, settings: false });
  expect(await written()).toEqual({ autovacuum: 'off' });
  await t.db.$client.query(`alter system reset autovacuum`);
});

it('refuses to start a mall while a running load has a unique index set aside, and a load beside a starting mall keeps it', async () => {
  await t.db.$client.query(`create table if not exists scale_dropped_index (name text primary key, definition text not null)`);
  await t.db.$client.query(`create table settings_probe (id int primary key, code text)`);
  await t.db.$client.query(`create unique index settings_probe_code_key on settings_probe (code)`);
  const dropped = () => t.db.$client.query(`select to_regclass('settings_probe_code_key') is null as gone`).then((r) => r.rows[0].gone as boolean);
  // The mall's connections go by another name than the load's (the load sets PGAPPNAME: scale.ts).
  const mallDb = () => {
    process.env.PGAPPNAME = 'mall probe';
    try {
      return connectDatabase(t.url, 2);
    } finally {
      delete process.env.PGAPPNAME;
    }
  };
  const unique = ['settings_probe_code_key'];

  // A mall starting after the key was set aside does not serve.
  await withLoadSettings(t.db, say, () =>
    withoutSecondaryIndexes(t.db, ['settings_probe'], 10, say, async () => {
      expect(await dropped()).toBe(true);
      const mall = mallDb();
      try {
        await expect(putBackAfterStoppedLoad(mall, say)).rejects.toThrow(/scale load is writing this database with its unique settings_probe_code_key set aside/);
      } finally {
        await mall.$client.end();
      }
    }, unique),
  );
  expect(await dropped()).toBe(false);

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // A mall and a load starting together, the mall a little later each round: either the mall refuses to serve, or
  // the load keeps the key. The early rounds see the mall first and the late ones the load.
  const outcomes = new Set<string>();
  for (let round = 0; round < 8; round += 1) {
    const mall = mallDb();
    let mallServes = false;
    let keyWent = false;
    try {
      await withLoadSettings(t.db, say, () =>
        Promise.all([
          wait(Math.max(0, round - 3) * 25).then(() =>
            putBackAfterStoppedLoad(mall, say).then(
              () => (mallServes = true),
              () => {},
            ),
          ),
          wait(Math.max(0, 3 - round) * 25).then(() =>
            withoutSecondaryIndexes(t.db, ['settings_probe'], 10, say, async () => {
              keyWent = await dropped();
              // Long enough that every round's mall starts while the load runs.
              await wait(250);
            }, unique),
          ),
        ]),
      );
    } finally {
      await mall.$client.end();
    }
    expect({ round, mallServes, keyWent }).not.toMatchObject({ mallServes: true, keyWent: true });
    outcomes.add(mallServes ? 'mall served, key kept' : 'mall refused');
  }
  expect([...outcomes].sort()).toEqual(['mall refused', 'mall served, key kept']);
  expect(await dropped()).toBe(false);
});
