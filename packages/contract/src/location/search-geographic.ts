import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLatitude, ZLongitude } from './coordinates.ts';
import { ZPlace } from './place.ts';

export const path = 'location/query/geographic/search';

/** The most places one search answers: a picker, where a longer keyword narrows rather than a next page. */
export const GEOGRAPHIC_SEARCH_MAX = 20;

/**
 * Places whose name in any of English, Chinese and Japanese starts a word with each word of the keyword
 * ("shin" → Shinjuku, "浦东" → 浦东新区, "new y" → New York). With `lat` and `lng` the nearest come first and each
 * carries its distance; otherwise exact names first, then provinces before cities before districts.
 */
export const ZSearchGeographicRequest = z
  .strictObject({
    keyword: z.string().trim().min(1, 'keyword must not be empty').max(50, 'keyword is at most 50 characters'),
    lat: ZLatitude.optional(),
    lng: ZLongitude.optional(),
    limit: z.number().int().min(1).max(GEOGRAPHIC_SEARCH_MAX).optional().describe(`1-${GEOGRAPHIC_SEARCH_MAX}, 10 when left out`),
  })
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), { message: 'lat and lng go together', path: ['lng'] });
export type TSearchGeographicRequest = z.input<typeof ZSearchGeographicRequest>;

export const ZFoundPlace = ZPlace.extend({
  /** Whole metres from the given point; null without one. */
  distanceM: z.number().int().nonnegative().nullable(),
});
export type TFoundPlace = z.infer<typeof ZFoundPlace>;

export const ZSearchGeographicResponse = z.object({ list: z.array(ZFoundPlace) });
export type TSearchGeographicResponse = z.infer<typeof ZSearchGeographicResponse>;

export const searchGeographic = defineEndpoint({
  path,
  access: 'public',
  summary: 'Places of the gazetteer by name in any language, nearest first when a point is given (at most 20)',
  request: ZSearchGeographicRequest,
  response: ZSearchGeographicResponse,
});
