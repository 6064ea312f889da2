import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLatitude, ZLongitude } from '../location/coordinates.ts';
import { ZTakeawayGoods, ZTakeawayShop } from './takeaway-fields.ts';

export const path = 'mall/query/takeaway/shopsAndGoods';

export const ZQueryTakeawayShopsAndGoodsRequest = z.strictObject({
  lat: ZLatitude,
  lng: ZLongitude,
  /** How many of the nearest shops (by the spatial index); those delivering here come first. */
  limit: z.number().int().min(1).max(50).default(20),
});
export const ZQueryTakeawayShopsAndGoodsResponse = z.object({
  list: z.array(ZTakeawayShop.extend({ goods: z.array(ZTakeawayGoods) })),
});
export type TQueryTakeawayShopsAndGoodsRequest = z.input<typeof ZQueryTakeawayShopsAndGoodsRequest>;
export type TQueryTakeawayShopsAndGoodsResponse = z.infer<typeof ZQueryTakeawayShopsAndGoodsResponse>;

export const queryTakeawayShopsAndGoods = defineEndpoint({
  path,
  access: 'optional',
  summary: 'Takeaway shops nearest a point (spatial index), those delivering there first, each with a few goods',
  request: ZQueryTakeawayShopsAndGoodsRequest,
  response: ZQueryTakeawayShopsAndGoodsResponse,
});
