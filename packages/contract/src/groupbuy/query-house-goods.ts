import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZGroupbuyId, ZGroupbuyListing, ZPickupPoint } from './groupbuy-fields.ts';

export const path = 'mall/query/house/goods';

export const ZQueryHouseGoodsRequest = z.strictObject({ id: ZGroupbuyId });
export type TQueryHouseGoodsRequest = z.input<typeof ZQueryHouseGoodsRequest>;
export const ZQueryHouseGoodsResponse = ZGroupbuyListing.extend({
  /** The shop's pickup points, where the goods can be collected on the pickup date. */
  pickupPoints: z.array(ZPickupPoint),
  /** The server's clock, so the page's cut-off countdown does not depend on the device's. */
  serverNow: z.string().describe('ISO 8601'),
});
export type TQueryHouseGoodsResponse = z.infer<typeof ZQueryHouseGoodsResponse>;

export const queryHouseGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'One group-buy listing: group price, pickup date, cut-off, progress toward its threshold and its pickup points (1004 unknown)',
  request: ZQueryHouseGoodsRequest,
  response: ZQueryHouseGoodsResponse,
});
