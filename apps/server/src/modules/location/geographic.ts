import { eq } from 'drizzle-orm';
import type { LatLng } from '@mall/contract/location/distance';
import type { TQueryGeographicRequest, TQueryGeographicResponse } from '@mall/contract/location/query-geographic';
import type { TQueryReverseResponse } from '@mall/contract/location/query-reverse';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { area } from './location.tables.ts';
import { nearestArea } from './nearest-place.ts';
import { placesOf } from './place-chain.ts';

/** The place nearest to a point with its distance in whole metres; 5103 while the gazetteer has no coordinates. */
export async function reversePlace(db: Db, point: LatLng, lang: Lang): Promise<TQueryReverseResponse> {
  const nearest = await nearestArea(db, point);
  const place = nearest && (await placesOf(db, [nearest.id], lang)).get(nearest.id);
  if (!nearest || !place) throw new AppError('PLACE_NOT_LOCATED');
  return { ...place, distanceM: Math.round(nearest.metres) };
}

/**
 * The gazetteer's place of an area id (1004 for an unknown one, 5103 for one without coordinates in its chain) or
 * of a point (the nearest, as reverse). A street address needs an external map provider: "Map key not
 * configured." (5101) while MAP_KEY is unset; with a key, 5102 "Map load failed.", since no provider client is
 * built in yet (the gazetteer answers everything else without one).
 */
export async function geographicPlace(db: Db, mapKey: string | undefined, request: TQueryGeographicRequest, lang: Lang): Promise<TQueryGeographicResponse> {
  if (request.address !== undefined) throw new AppError(mapKey ? 'MAP_LOAD_FAILED' : 'MAP_KEY_NOT_CONFIGURED');
  if (request.areaId !== undefined) {
    const places = await placesOf(db, [request.areaId], lang);
    const place = places.get(request.areaId);
    if (place) return place;
    // Tell "no such area" from "an area without coordinates".
    throw (await areaExists(db, request.areaId)) ? new AppError('PLACE_NOT_LOCATED') : notFound();
  }
  const { distanceM: _distance, ...place } = await reversePlace(db, { lat: request.lat!, lng: request.lng! }, lang);
  return place;
}

async function areaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: area.id }).from(area).where(eq(area.id, id));
  return row !== undefined;
}
