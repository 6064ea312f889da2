import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLatitude, ZLongitude } from './coordinates.ts';
import { ZPlace } from './place.ts';

export const path = 'location/query/reverse';

export const ZQueryReverseRequest = z.strictObject({ lat: ZLatitude, lng: ZLongitude });
export type TQueryReverseRequest = z.input<typeof ZQueryReverseRequest>;

/** The seeded city or district nearest to the point, with its great-circle distance in whole metres (spec 9). */
export const ZQueryReverseResponse = ZPlace.extend({ distanceM: z.number().int().nonnegative() });
export type TQueryReverseResponse = z.infer<typeof ZQueryReverseResponse>;

export const queryReverse = defineEndpoint({
  path,
  access: 'public',
  summary: 'The seeded city or district nearest to a point, with its area chain and distance',
  request: ZQueryReverseRequest,
  response: ZQueryReverseResponse,
});
