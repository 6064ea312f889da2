import type { TPlace } from '@mall/contract/location/place';
import type { Lang } from '@mall/contract/platform/languages';
import { callApi } from '../../shared/transport/call-api.ts';
import { setCurrentPlace, type CurrentPlace } from './current-place.ts';
import { LOCATION_API } from './location-api.ts';

/** The stored form of a gazetteer place; `at` replaces its coordinates with the browser's own position. */
export function toCurrentPlace(place: TPlace, source: CurrentPlace['source'], at?: { lat: number; lng: number }): CurrentPlace {
  return { lat: at?.lat ?? place.lat, lng: at?.lng ?? place.lng, name: place.name, areaId: place.areaId, text: place.text, source };
}

/** Makes an area of the gazetteer the current place (its coordinates come from location/query/geographic). */
export async function chooseArea(areaId: number, lang: Lang): Promise<CurrentPlace> {
  const place = await callApi(LOCATION_API.geographic, { areaId }, { lang });
  const chosen = toCurrentPlace(place, 'chosen');
  setCurrentPlace(chosen);
  return chosen;
}
