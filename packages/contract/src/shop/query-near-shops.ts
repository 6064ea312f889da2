import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { SHOP_KINDS } from '../catalogue/catalogue-kinds.ts';
import { ZShopCard } from '../catalogue/shop-fields.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';

export const path = 'mall/query/nearshops';

/**
 * Shops near a point. The point is the shopper's position when the app has it (`lat` and `lng` together);
 * without one, the caller's default delivery address (the centre of its district, else city, else province);
 * without that (a visitor, or no address), a city centre: Tokyo for Japanese, Shanghai otherwise. The answer
 * says which point it used, so the page can tell the shopper.
 */
export const ZQueryNearShopsRequest = z
  .strictObject({
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    /** Only shops of this kind (the takeaway page asks for restaurants); all kinds when left out. */
    kind: z.enum(SHOP_KINDS).optional(),
    ...ZPageRequest.shape,
  })
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), { message: 'lat and lng go together', path: ['lng'] });

export const NEAR_ORIGINS = ['given', 'address', 'city'] as const;
export const ZNearOrigin = z.object({
  source: z.enum(NEAR_ORIGINS),
  lat: z.number(),
  lng: z.number(),
  /** The address's region line or the city's name, in the T-lang language; empty for a given point. */
  place: z.string(),
});
export type TNearOrigin = z.infer<typeof ZNearOrigin>;

export const ZNearShop = ZShopCard.extend({
  /** Great-circle distance from the point in metres (earth radius 6378.137 km, spec 9). */
  distanceM: z.number().int(),
  address: z.string(),
  /** Takeaway shops: whether the point lies within the shop's delivery radius; false for shops that ship. */
  delivers: z.boolean(),
});
export const ZQueryNearShopsResponse = pageOf(ZNearShop).extend({ origin: ZNearOrigin });
export type TNearShop = z.infer<typeof ZNearShop>;
export type TQueryNearShopsRequest = z.input<typeof ZQueryNearShopsRequest>;
export type TQueryNearShopsResponse = z.infer<typeof ZQueryNearShopsResponse>;

export const queryNearShops = defineEndpoint({
  path,
  access: 'optional',
  summary: 'Shops nearest first to the given point (else the caller\'s default address, else a city centre), with distances, a page at a time',
  request: ZQueryNearShopsRequest,
  response: ZQueryNearShopsResponse,
});
