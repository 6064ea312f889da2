import type pg from 'pg';
import type { Db } from '../platform/database.ts';
import { refuseWhileUniqueKeysAside, restoreDroppedIndexes } from './scale-indexes.ts';

/**
 * The server settings of a bulk load, as PostgreSQL's "Populating a database" advises: checkpoints far apart (by
 * default one comes every 1 GB of log, and the first change of every page after each writes the whole page to the
 * log again: tens of times over a 54 GB load), and commits that do not wait for the log's flush (a load that stops
 * loses at most its last chunks, which the next run writes again, since every chunk picks only what is missing).
 *
 * They are set with ALTER SYSTEM, so every session of the load has them, and put back when the load ends or fails.
 * Every load holds a shared advisory lock while it runs, and only the last one to end puts them back (two loads on
 * one database at once each keep them until both are done). A load stopped by ^C or a kill cannot put them back
 * (the embedded PostgreSQL gets the same signal and shuts down), so `npm start` puts back what a stopped load left,
 * its settings and its dropped indexes, when no load holds the lock (`putBackAfterStoppedLoad`).
 */

const SETTINGS: readonly (readonly [string, string])[] = [
  ['max_wal_size', '8GB'],
  ['checkpoint_timeout', '1h'],
  ['synchronous_commit', 'off'],
  // Autovacuum went over the goods tables six times while they were loaded, each time further: the generators vacuum
  // and analyse every table once it is written.
  ['autovacuum', 'off'],
];

/** Held shared by every running load, taken alone by whoever puts the settings back. */
const LOAD_SETTINGS_LOCK = 72_018;

const resets = SETTINGS.map(([name]) => `alter system reset ${name}`);

async function run(client: pg.ClientBase, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await client.query(statement);
  await client.query('select pg_reload_conf()');
}

/** Sets every load setting or none: one that fails after others were set puts those back. */
async function setAll(client: pg.ClientBase): Promise<boolean> {
  try {
    await run(client, SETTINGS.map(([name, value]) => `alter system set ${name} = '${value}'`));
    return true;
  } catch {
    // ALTER SYSTEM needs a superuser: on a database of someone else's, the load runs on its settings.
    await run(client, resets).catch(() => {});
    return false;
  }
}

/** Puts the server's own settings back, unless another load still runs; answers whether it did. */
async function putBackIfLast(client: pg.ClientBase): Promise<boolean> {
  const { rows: [lock] } = await client.query<{ alone: boolean }>('select pg_try_advisory_lock($1) as alone', [LOAD_SETTINGS_LOCK]);
  if (!lock!.alone) return false;
  try {
    await run(client, resets);
    return true;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOAD_SETTINGS_LOCK]);
  }
}

/** Runs `load` with the bulk-load settings, and puts the server's back after it, whether it ends or fails. */
export async function withLoadSettings<T>(db: Db, say: (msg: string) => void, load: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [LOAD_SETTINGS_LOCK]);
    const set = await setAll(client);
    say(set ? `load settings: ${SETTINGS.map(([n, v]) => `${n} ${v}`).join(', ')}` : 'load settings unchanged (ALTER SYSTEM needs a superuser)');
    try {
      return await load();
    } finally {
      // A load that failed because the server went away keeps its own error, not this one's.
      await client.query('select pg_advisory_unlock_shared($1)', [LOAD_SETTINGS_LOCK]).catch(() => {});
      if (set) {
        const done = await putBackIfLast(client).catch(() => null);
        say(done === null ? 'load settings not put back: the next `npm start` does it' : done ? 'load settings put back' : 'load settings left to the other load still running');
      }
    }
  } finally {
    client.release();
  }
}

/**
 * What `npm start` runs first: when no load runs, builds back the indexes a stopped load dropped and puts back its
 * settings (only the load's whole set, value for value: one of them set on purpose by whoever runs the server
 * stays). Answers what it put back. A server whose settings are not readable (no superuser) has none of ours.
 * While a load runs, it throws if that load has a unique index set aside (scale-indexes.ts).
 */
export async function putBackAfterStoppedLoad(db: Db, say: (msg: string) => void): Promise<{ indexes: number; settings: boolean }> {
  const client = await db.$client.connect();
  try {
    const { rows: [lock] } = await client.query<{ alone: boolean }>('select pg_try_advisory_lock($1) as alone', [LOAD_SETTINGS_LOCK]);
    if (!lock!.alone) {
      const { rows: [register] } = await client.query<{ there: boolean }>(`select to_regclass('scale_dropped_index') is not null as there`);
      if (register!.there) await refuseWhileUniqueKeysAside(client);
      return { indexes: 0, settings: false };
    }
    try {
      const { rows: [register] } = await client.query<{ there: boolean }>(`select to_regclass('scale_dropped_index') is not null as there`);
      const indexes = register!.there ? await restoreDroppedIndexes(db, say) : 0;
      const { rows } = await client
        .query<{ name: string; setting: string }>(`select name, setting from pg_file_settings where sourcefile like '%postgresql.auto.conf' and name = any($1)`, [
          SETTINGS.map(([name]) => name),
        ])
        .catch(() => ({ rows: [] }));
      const left = SETTINGS.every(([name, value]) => rows.some((r) => r.name === name && r.setting === value));
      if (left) {
        await run(client, resets);
        say('put back the settings a stopped scale load left (autovacuum, checkpoints, commits)');
      }
      return { indexes, settings: left };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [LOAD_SETTINGS_LOCK]);
    }
  } finally {
    client.release();
  }
}
