import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
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
