/**
 * Distances of spec section 9, shared by the server (near shops, the gazetteer, delivery ranges) and the web app
 * (what a page shows): great-circle distances on a sphere of radius 6378.137 km (haversine), shown in metres
 * under 1 km.
 */

/** Earth radius of every distance (spec 9), in kilometres. */
export const EARTH_RADIUS_KM = 6378.137;
/** The same, in metres. */
export const EARTH_RADIUS_M = 6_378_137;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points in metres (haversine), unrounded. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  // Clamp: rounding can push h a hair above 1 for antipodal points, and asin would return NaN.
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** Great-circle distance in whole metres (rounded half up), as calls answer it (`distanceM`). */
export function distanceM(a: LatLng, b: LatLng): number {
  return Math.round(distanceMetres(a, b));
}

/** Great-circle distance between two points in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  return distanceMetres(a, b) / 1000;
}

/**
 * The least great-circle distance from (lat0, ·) of any point whose plain (lng, lat) distance in degrees is at
 * least `e`: such a point differs by at least e/√2 in latitude (a meridian arc at least that long) or in
 * longitude while staying within e/√2 of lat0 in latitude (bounded by the haversine with the smaller cosine).
 * Points across the ±180° meridian are not considered. Lets a nearest-first walk of a GiST index on
 * point(lng, lat) (ordered by plain degrees) stop as soon as no unread point can be nearer on the globe.
 */
export function leastDistanceBeyond(e: number, lat0: number): number {
  const half = e / Math.SQRT2;
  const byLat = EARTH_RADIUS_M * rad(Math.min(half, 180));
  const cosines = Math.cos(rad(lat0)) * Math.cos(rad(Math.min(90, Math.abs(lat0) + half)));
  const h = Math.max(0, cosines) * Math.sin(rad(Math.min(half, 180)) / 2) ** 2;
  const byLng = 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));
  return Math.min(byLat, byLng);
}

/**
 * Formats a distance in kilometres for display: metres under 1 km ("850m"), one decimal below 100 km ("1.2km"),
 * whole km beyond ("1068km"); blank for an unknown or impossible distance rather than "NaNkm".
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${metres}m`;
  const tenths = Math.round(km * 10);
  // Decide on the rounded value so 99.96 km becomes "100km", not "100.0km".
  if (tenths >= 1000) return `${Math.round(km)}km`;
  return `${(tenths / 10).toFixed(1)}km`;
}

/** formatDistance for a distance in metres (what calls answer). */
export function formatDistanceM(metres: number): string {
  return formatDistance(metres / 1000);
}
