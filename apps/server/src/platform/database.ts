import path from 'node:path';
import pg from 'pg';
import { sql, type Column, type SQL } from 'drizzle-orm';
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

/**
 * A statement the query builder makes once per handle and runs as a named prepared statement, its
 * `sql.placeholder`s filled on each call. Building a select through the builder costs 0.1–0.2 ms of processor
 * a call, about as much as the rest of a small read (docs/decisions.md, "Scale: hot reads built once"), and
 * PostgreSQL parses and plans a named statement once per connection. On the pool the statement is built once per
 * process; a transaction is a handle of its own, so inside one it is built once per transaction.
 */
export function builtOnce<T>(build: (q: Db | Tx) => T): (q: Db | Tx) => T {
  const built = new WeakMap<Db | Tx, T>();
  return (q) => {
    let statement = built.get(q);
    if (statement === undefined) {
      statement = build(q);
      built.set(q, statement);
    }
    return statement;
  };
}

/**
 * `column = any((select $name::int[])::int[])`: one array parameter, so that a statement's text is the same
 * whatever the number of ids. The scalar subquery hides the array's length from the planner: with `any($name)` a
 * plan for the actual ids looked cheaper than the generic one, so PostgreSQL kept planning the statement anew on
 * every call.
 */
export const anyOf = (column: Column, name: string) => sql`${column} = any((select ${sql.placeholder(name)}::int[])::int[])`;
