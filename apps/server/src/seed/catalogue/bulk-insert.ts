import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable, SelectedFieldsFlat, TableConfig } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/database.ts';

// PostgreSQL takes at most 65,535 parameters a statement; stay well under, and at most 1,000 rows.
const MAX_PARAMS = 30_000;
const MAX_ROWS = 1_000;

function chunkSize(rows: object[]): number {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
}

/** Inserts rows as multi-row statements of up to 1,000 rows each. */
export async function insertRows<T extends PgTable<TableConfig>>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const size = chunkSize(rows);
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** Inserts rows like insertRows and answers the selected fields of every row (callers match them up by a unique key). */
export async function insertRowsReturning<T extends PgTable<TableConfig>, F extends SelectedFieldsFlat>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  fields: F,
): Promise<SelectResultFields<F>[]> {
  const size = chunkSize(rows);
  const out: SelectResultFields<F>[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const stored = await tx.insert(table).values(rows.slice(i, i + size)).returning(fields);
    out.push(...(stored as SelectResultFields<F>[]));
  }
  return out;
}

// The database's name of a column, as the database handle's `casing: 'snake_case'` makes it from the key.
const dbName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/**
 * Inserts rows as one statement per set of keys: the rows travel as one JSON parameter that PostgreSQL unpacks
 * itself (`json_to_recordset`), and answers the rows' `returning` columns (database names). For large loads:
 * building a 1,000-row `values` list through the query builder cost more of the goods generator's processor than
 * drafting the goods, and a JSON text costs one `JSON.stringify`. Keys missing from a row take the column's default,
 * as in `insert … values`, since rows with other keys go in a statement of their own.
 */
export async function insertRecordset<T extends PgTable<TableConfig>>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  returning: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const bySignature = new Map<string, T['$inferInsert'][]>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
    const signature = keys.join(',');
    const group = bySignature.get(signature);
    if (group) group.push(row);
    else bySignature.set(signature, [row]);
  }
  const out: Record<string, unknown>[] = [];
  for (const [signature, group] of bySignature) {
    const keys = signature.split(',');
    const cols = keys.map((k) => {
      const column = columns[k];
      if (!column) throw new Error(`${getTableName(table)} has no column ${k}`);
      return column;
    });
    const dbNames = cols.map(dbName);
    const asJson = cols.map((c) => c.columnType === 'PgJsonb' || c.columnType === 'PgJson');
    // JSON and JSONB travel as themselves; every other value as the text the column's driver mapping makes of it,
    // which PostgreSQL then reads with the column type's own input function (arrays, search vectors, times).
    const json = JSON.stringify(
      group.map((row) => {
        const record: Record<string, unknown> = {};
        cols.forEach((column, i) => {
          const value = (row as Record<string, unknown>)[keys[i]!];
          record[dbNames[i]!] = asJson[i] || value === null ? value : column.mapToDriverValue(value);
        });
        return record;
      }),
    );
    const names = dbNames.map((n) => `"${n}"`).join(', ');
    const types = cols.map((c, i) => `"${dbNames[i]}" ${c.getSQLType()}`).join(', ');
    const back = returning.length > 0 ? ` returning ${returning.map((r) => `"${r}"`).join(', ')}` : '';
    const head = sql.raw(`insert into "${getTableName(table)}" (${names}) select ${names} from json_to_recordset(`);
    const { rows: stored } = await tx.execute<Record<string, unknown>>(sql`${head}${json}::json) as r(${sql.raw(types)})${sql.raw(back)}`);
    out.push(...stored);
  }
  return out;
}
