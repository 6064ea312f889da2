import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/database.ts';
import { area } from './location.tables.ts';

/**
 * The centre of the most specific of an address's areas that has one: its district, else its city (a province is
 * too coarse to place an address by). Null when neither has coordinates. One query.
 */
export async function areaCentre(q: Db | Tx, areas: { cityId: number | null; districtId: number | null }): Promise<{ lat: number; lng: number } | null> {
  const ids = [areas.districtId, areas.cityId].filter((id): id is number => id !== null);
  if (ids.length === 0) return null;
  const rows = await q.select({ id: area.id, lat: area.lat, lng: area.lng }).from(area).where(inArray(area.id, ids));
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (row?.lat != null && row.lng != null) return { lat: row.lat, lng: row.lng };
  }
  return null;
}
