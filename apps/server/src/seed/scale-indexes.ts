import type { Db } from '../platform/database.ts';

/**
 * A first load without its secondary indexes. Keeping every index up to date row by row costs a large load more than
 * writing the rows does; building each index once afterwards, from sorted rows, costs a fraction of it. Only plain
 * indexes go: primary keys, unique indexes and constraints stay, since the generators read by them and rely on them.
 *
 * Every dropped definition is first written to `scale_dropped_index`, in the transaction that drops it, so a load that
 * stops half-way (a crash, ^C) loses no index: the next `npm run seed:scale` builds them before it does anything else,
 * and so does `npm start` (scale-settings.ts).
 */

const REGISTER = `create table if not exists scale_dropped_index (name text primary key, definition text not null)`;

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
  try {
    await client.query('begin');
    const { rows } = await client.query<{ name: string; definition: string }>(
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
  say(`dropped ${dropped} secondary indexes of ${tables.join(', ')} for the load`);
  const result = await load();
  await restoreDroppedIndexes(db, say);
  return result;
}
