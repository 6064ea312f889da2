import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { withLoadSettings } from './scale-settings.ts';

const t = await createTestApp();
const say = () => {};

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
  expect(during).toEqual({ max_wal_size: '8GB', checkpoint_timeout: '1h', synchronous_commit: 'off', autovacuum: 'off' });
  expect(await written()).toEqual({});
});

it('puts the settings back after a load that fails', async () => {
  await expect(withLoadSettings(t.db, say, async () => Promise.reject(new Error('stopped')))).rejects.toThrow('stopped');
  expect(await written()).toEqual({});
});
