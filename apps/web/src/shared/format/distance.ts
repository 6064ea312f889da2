// The distances of spec 9 (earth radius 6378.137 km, metres under 1 km) live in the contract package so that the
// server (near shops, the gazetteer) and the web app measure and show them alike.
export { EARTH_RADIUS_KM, distanceKm, distanceM, formatDistance, formatDistanceM, type LatLng } from '@mall/contract/location/distance';
