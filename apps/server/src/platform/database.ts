import path from 'node:path';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from '../schema.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A Drizzle handle inside a transaction; services take `Db | Tx` where they can run in either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// bigint and numeric come back as strings by default; counts (bigint) fit in a JS number in this product.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * The name every connection of this process shows in pg_stat_activity: `mall`, or PGAPPNAME when set (the scale load
 * sets its own, so that it can tell a running mall's connections from its own: scale-indexes.ts).
 */
export const applicationName = (): string => process.env.PGAPPNAME || 'mall';

export function connectDatabase(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, application_name: applicationName() });
  // A dropped connection must not crash the process: an idle one is replaced by the pool, and one lent out (a
  // transaction waiting between statements when PostgreSQL ends it) fails its next query instead.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle(pool, { schema, casing: 'snake_case' }) as Db;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
// Any fixed number: instances that start together take turns to migrate.
const MIGRATION_LOCK = 72_001;

/** Applies the SQL migrations in apps/server/drizzle, one instance at a time. */
export async function migrateDatabase(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a raw statement as a named prepared statement: PostgreSQL parses and plans it once per connection
 * instead of on every call. For the hot statements written in SQL (query builders have `.prepare(name)`);
 * the text must be the same on every call, with everything that varies passed as parameters.
 */
export async function executeNamed<T extends Record<string, unknown>>(q: Db | Tx, name: string, statement: SQL): Promise<T[]> {
  const prepared = q._.session.prepareQuery<PreparedQueryConfig & { execute: pg.QueryResult<T> }>(dialect.sqlToQuery(statement), undefined, name, false);
  const result = await prepared.execute();
  return result.rows;
}
