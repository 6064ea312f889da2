import type { Db } from '../platform/database.ts';

/**
 * The server settings of a bulk load, as PostgreSQL's "Populating a database" advises: checkpoints far apart (by
 * default one comes every 1 GB of log, and the first change of every page after each writes the whole page to the
 * log again: tens of times over a 54 GB load), and commits that do not wait for the log's flush (a load that stops
 * loses at most its last chunks, which the next run writes again, since every chunk picks only what is missing).
 *
 * They are set with ALTER SYSTEM, so every session of the load has them, and reset when the load ends. A load
 * stopped half-way leaves them set; the next `npm run seed:scale` resets them when it ends, and `resetLoadSettings`
 * does it alone.
 */

const SETTINGS: readonly (readonly [string, string])[] = [
  ['max_wal_size', '8GB'],
  ['checkpoint_timeout', '1h'],
  ['synchronous_commit', 'off'],
  // Autovacuum went over the goods tables six times while they were loaded, each time further: the generators vacuum
  // and analyse every table once it is written.
  ['autovacuum', 'off'],
];

async function apply(db: Db, statements: string[]): Promise<boolean> {
  try {
    for (const statement of statements) await db.$client.query(statement);
    await db.$client.query('select pg_reload_conf()');
    return true;
  } catch {
    // ALTER SYSTEM needs a superuser: on a database of someone else's, the load runs on its settings.
    return false;
  }
}

/** Puts the server's own settings back (the embedded PostgreSQL's defaults, or its configuration file's). */
export async function resetLoadSettings(db: Db): Promise<boolean> {
  return apply(db, SETTINGS.map(([name]) => `alter system reset ${name}`));
}

/** Runs `load` with the bulk-load settings, and puts the server's back after it, whether it ends or fails. */
export async function withLoadSettings<T>(db: Db, say: (msg: string) => void, load: () => Promise<T>): Promise<T> {
  const set = await apply(db, SETTINGS.map(([name, value]) => `alter system set ${name} = '${value}'`));
  say(set ? `load settings: ${SETTINGS.map(([n, v]) => `${n} ${v}`).join(', ')}` : 'load settings unchanged (ALTER SYSTEM needs a superuser)');
  try {
    return await load();
  } finally {
    if (set) await resetLoadSettings(db);
  }
}
