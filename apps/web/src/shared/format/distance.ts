/** Earth radius used by the original app (spec section 9), in kilometres. */
export const EARTH_RADIUS_KM = 6378.137;

export interface LatLng {
  lat: number;
  lng: number;
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance between two points in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Clamp: rounding can push h a hair above 1 for antipodal points, and asin would return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** Formats a distance for display: metres under 1 km ("850m"), one decimal below 100 km ("1.2km"), whole km beyond. */
export function formatDistance(km: number): string {
  // An unknown or impossible distance is better left blank than shown as "NaNkm".
  if (!Number.isFinite(km) || km < 0) return '';
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${metres}m`;
  const tenths = Math.round(km * 10);
  // Decide on the rounded value so 99.96 km becomes "100km", not "100.0km".
  if (tenths >= 1000) return `${Math.round(km)}km`;
  return `${(tenths / 10).toFixed(1)}km`;
}
