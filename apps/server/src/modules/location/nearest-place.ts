import { and, isNotNull, sql } from 'drizzle-orm';
import { distanceMetres, leastDistanceBeyond, type LatLng } from '@mall/contract/location/distance';
import type { Db } from '../../platform/database.ts';
import { area } from './location.tables.ts';

/** Candidates read from the index at first; four times as many on each further round. */
const FIRST_READ = 8;

export interface NearestArea {
  id: number;
  /** Great-circle metres from the point, unrounded. */
  metres: number;
}

/**
 * The seeded area (of any level: a province's coordinates are those of its capital) nearest to a point on the
 * globe; the deeper one on a tie (the city over its province at the same seat). Walks the GiST index
 * area_location_idx nearest first in plain degrees, re-ranks what it read by great-circle distance, and stops
 * once no unread area can be nearer than the best one (leastDistanceBeyond), else reads four times as many.
 * Undefined when no area has coordinates.
 */
export async function nearestArea(db: Db, point: LatLng): Promise<NearestArea | undefined> {
  const plain = sql<number>`point(${area.lng}, ${area.lat}) <-> point(${point.lng}, ${point.lat})`;
  for (let limit = FIRST_READ; ; limit *= 4) {
    const rows = await db
      .select({ id: area.id, level: area.level, lat: area.lat, lng: area.lng, plain })
      .from(area)
      .where(and(isNotNull(area.lat), isNotNull(area.lng)))
      .orderBy(plain)
      .limit(limit);
    let best: (NearestArea & { level: number }) | undefined;
    for (const r of rows) {
      const metres = distanceMetres(point, { lat: r.lat!, lng: r.lng! });
      if (!best || metres < best.metres || (metres === best.metres && (r.level > best.level || (r.level === best.level && r.id < best.id)))) {
        best = { id: r.id, level: r.level, metres };
      }
    }
    if (!best) return undefined;
    const last = rows.at(-1)!;
    // Every area was read, or none left unread can be strictly nearer (ties at the bound go to a further round).
    if (rows.length < limit || leastDistanceBeyond(Number(last.plain), point.lat) > best.metres) return { id: best.id, metres: best.metres };
  }
}
