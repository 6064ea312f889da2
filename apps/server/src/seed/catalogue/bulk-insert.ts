import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgTable, SelectedFieldsFlat, TableConfig } from 'drizzle-orm/pg-core';
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
