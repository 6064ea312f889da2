import { and, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { area } from './location.tables.ts';

/**
 * The nation of each of these areas that is a province (a top-level area), by area id; other ids are left out. One
 * primary-key lookup, for checks of a province picked under a nation (a delivery template's area rules).
 */
export async function provinceNations(q: Db | Tx, areaIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(areaIds)];
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: area.id, nationId: area.nationId })
    .from(area)
    .where(and(inArray(area.id, ids), isNull(area.parentId)));
  return new Map(rows.map((r) => [r.id, r.nationId]));
}
