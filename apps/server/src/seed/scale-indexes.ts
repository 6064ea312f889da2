import type pg from 'pg';
import type { Db } from '../platform/database.ts';

/**
 * A first load without its secondary indexes. Keeping every index up to date row by row costs a large load more than
 * writing the rows does; building each index once afterwards, from sorted rows, costs a fraction of it. Only plain
 * indexes go: primary keys, unique indexes and constraints stay, since the generators read by them and rely on them.
 *
 * Every dropped definition is first written to `scale_dropped_index`, in the transaction that drops it, so a load that
 * stops half-way (a crash, ^C) loses no index: the next `npm run seed:scale` builds them before it does anything else,
 * and so does `npm start` (scale-settings.ts).
 *
 * A unique index a generator names may go too. Nothing goes while something else uses the database: a running mall
 * needs its indexes to answer in time, and a unique key is what turns a racing second write of one thing (a points
 * entry for one cause) into a refusal. So the drop looks for other clients first (a mall always keeps its event
 * bus's connection open) and keeps every index when it finds one; and a mall that starts while a load has a unique
 * index set aside refuses to serve (`refuseWhileUniqueKeysAside`). Both look under one advisory lock, so one of the
 * two always sees the other.
 */

const REGISTER = `create table if not exists scale_dropped_index (name text primary key, definition text not null)`;

/** Taken alone by a load while it looks for other clients and drops indexes, shared by a mall that starts. */
const INDEXES_ASIDE_LOCK = 72_019;

/** The database's other clients, not counting this process's own connections (they share its application name). */
async function otherClients(client: pg.ClientBase): Promise<number> {
  const { rows: [row] } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
       and application_name is distinct from current_setting('application_name')`,
  );
  return row!.n;
}

/**
 * What a mall runs before it serves while a load runs on its database: throws if that load has set a unique index
 * aside (a second entry for one cause would then go in unrefused). A stopped load's indexes are built back instead
 * (scale-settings.ts).
 */
export async function refuseWhileUniqueKeysAside(client: pg.ClientBase): Promise<void> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock_shared($1)', [INDEXES_ASIDE_LOCK]);
    const { rows } = await client.query<{ name: string }>(
      `select name from scale_dropped_index where definition like 'CREATE UNIQUE INDEX %' order by name`,
    );
    if (rows.length > 0) {
      throw new Error(`a scale load is writing this database with its unique ${rows.map((r) => r.name).join(', ')} set aside: start the mall when it ends`);
    }
  } finally {
    await client.query('commit');
  }
}

/** Builds every index a stopped load left dropped; answers how many. */
export async function restoreDroppedIndexes(db: Db, say: (msg: string) => void): Promise<number> {
  await db.$client.query(REGISTER);
  const { rows } = await db.$client.query<{ name: string; definition: string }>(`select name, definition from scale_dropped_index order by name`);
  if (rows.length === 0) return 0;
  say(`building ${rows.length} indexes back`);
  const started = Date.now();
  const queue = [...rows];
  // Two builders, one per core; each build sorts in memory of its own.
  const build = async () => {
    const client = await db.$client.connect();
    try {
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (let next = queue.shift(); next; next = queue.shift()) {
        // The definition names the index, so a build that finished before a crash is skipped rather than doubled.
        await client.query(next.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
        await client.query(`delete from scale_dropped_index where name = $1`, [next.name]);
      }
    } finally {
      client.release();
    }
  };
  await Promise.all([build(), build()]);
  say(`built ${rows.length} indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return rows.length;
}

/**
 * Runs `load` with the plain secondary indexes of `tables` (and the unique ones named in `unique`) dropped when it
 * adds at least as many rows as `tables[0]` holds (a first load, or one that at least doubles it), then builds them
 * back. A smaller top-up keeps them: rebuilding an index of a large table costs more than updating it for a few rows.
 */
export async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: readonly string[],
  adding: number,
  say: (msg: string) => void,
  load: () => Promise<T>,
  unique: readonly string[] = [],
): Promise<T> {
  const { rows: size } = await db.$client.query<{ n: number }>(`select greatest(reltuples, 0)::bigint::int as n from pg_class where relname = $1`, [tables[0]]);
  if (adding < (size[0]?.n ?? 0)) return load();
  await db.$client.query(REGISTER);
  const client = await db.$client.connect();
  let dropped: number;
  let others: number;
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [INDEXES_ASIDE_LOCK]);
    others = await otherClients(client);
    // Beside another client nothing goes; the transaction only held the lock, so that a mall starting sees this.
    const { rows } = others > 0 ? { rows: [] } : await client.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
       where t.relname = any($1) and t.relnamespace = 'public'::regnamespace
         and (not i.indisunique or c.relname = any($2)) and not i.indisprimary
         and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
      [tables, unique],
    );
    for (const { name, definition } of rows) {
      await client.query(`insert into scale_dropped_index (name, definition) values ($1, $2) on conflict (name) do nothing`, [name, definition]);
      await client.query(`drop index "${name}"`);
    }
    await client.query('commit');
    dropped = rows.length;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  if (others > 0) {
    say(`kept the indexes of ${tables.join(', ')}: ${others} other client${others === 1 ? ' is' : 's are'} connected to this database (a running mall relies on them)`);
    return load();
  }
  say(`dropped ${dropped} secondary indexes of ${tables.join(', ')} for the load`);
  const result = await load();
  await restoreDroppedIndexes(db, say);
  return result;
}
