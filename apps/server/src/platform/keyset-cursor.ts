import { AppError } from './errors.ts';

/**
 * The cursor of a keyset page (`after` of the next request): the sort time of the page's last row as PostgreSQL
 * writes it (`column::text`, to the microsecond: a JavaScript Date would round it to the millisecond and show a row
 * twice or skip one) and its id, opaque to the caller.
 */
export function encodeCursor(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The time and id in a cursor; anything else is the caller's mistake (1001), never a database error. */
export function decodeCursor(cursor: string): { at: string; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || !TIMESTAMP.test(at) || !Number.isInteger(n) || n < 0 || n > 2_147_483_647) {
    throw new AppError('INVALID_REQUEST', { detail: 'after: not a cursor of this list' });
  }
  return { at, id: n };
}

/**
 * The cursor of a list ordered by id alone (a log only added to, listings by creation): the last row's id, opaque
 * to the caller like the others.
 */
export function encodeIdCursor(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

/** The id in an id cursor, or undefined for none; anything else is the caller's mistake (1001). */
export function decodeIdCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || id < 1 || id > 2_147_483_647) throw new AppError('INVALID_REQUEST', { detail: 'after: not a cursor of this list' });
  return id;
}
