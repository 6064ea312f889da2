import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { nation } from './location.tables.ts';

/** The nation a phone's calling code belongs to (the first by sort when several share it, e.g. +1), else the first nation. */
export async function nationOfPhoneCode(db: Db | Tx, phoneCode: string): Promise<number> {
  const [own] = await db.select({ id: nation.id }).from(nation).where(eq(nation.phoneCode, phoneCode)).orderBy(asc(nation.sort), asc(nation.id)).limit(1);
  if (own) return own.id;
  const [first] = await db.select({ id: nation.id }).from(nation).orderBy(asc(nation.sort), asc(nation.id)).limit(1);
  return first!.id;
}
