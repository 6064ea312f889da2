import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZDenomination, ZPlusShopRequest } from './shop-plus-fields.ts';

export const path = 'shop/query/denomination';

export const ZQueryShopDenominationResponse = z.object({
  shopId: z.number().int(),
  /** The preset top-ups, smallest first; empty when the shop has no membership. */
  list: z.array(ZDenomination),
});
export type TQueryShopDenominationResponse = z.infer<typeof ZQueryShopDenominationResponse>;

export const queryShopDenomination = defineEndpoint({
  path,
  access: 'public',
  summary: "A shop's preset top-up amounts of its members' stored value, each with the bonus the shop adds",
  request: ZPlusShopRequest,
  response: ZQueryShopDenominationResponse,
});
