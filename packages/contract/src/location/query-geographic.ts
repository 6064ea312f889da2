import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLatitude, ZLongitude } from './coordinates.ts';
import { ZPlace } from './place.ts';

export const path = 'location/query/geographic';

const ZRowId = z.number().int().positive().max(2_147_483_647);

/**
 * The gazetteer's place for exactly one of: an area id; a point (`lat` and `lng` together: the nearest city or
 * district, as location/query/reverse); or a free-text street address, which only an external map provider can
 * geocode: answered "Map key not configured." (5101) while no map key is set.
 */
export const ZQueryGeographicRequest = z
  .strictObject({
    areaId: ZRowId.optional(),
    lat: ZLatitude.optional(),
    lng: ZLongitude.optional(),
    address: z.string().trim().min(1, 'address must not be empty').max(200, 'address is at most 200 characters').optional(),
  })
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), { message: 'lat and lng go together', path: ['lng'] })
  .refine((r) => [r.areaId !== undefined, r.lat !== undefined, r.address !== undefined].filter(Boolean).length === 1, {
    message: 'give exactly one of areaId, lat and lng, or address',
    path: ['areaId'],
  });
export type TQueryGeographicRequest = z.input<typeof ZQueryGeographicRequest>;

export const ZQueryGeographicResponse = ZPlace;
export type TQueryGeographicResponse = z.infer<typeof ZQueryGeographicResponse>;

export const queryGeographic = defineEndpoint({
  path,
  access: 'public',
  summary: "The gazetteer's place (area chain, names, coordinates) of an area id or a point; a street address needs the map provider",
  request: ZQueryGeographicRequest,
  response: ZQueryGeographicResponse,
});
