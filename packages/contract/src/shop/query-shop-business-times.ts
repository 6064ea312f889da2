import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZBusinessTimes } from './shop-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'mall/query/shop/businessTimes';

export const ZQueryShopBusinessTimesRequest = ZShopIdRequest;
export const ZQueryShopBusinessTimesResponse = ZBusinessTimes;
export type TQueryShopBusinessTimesRequest = z.input<typeof ZQueryShopBusinessTimesRequest>;
export type TQueryShopBusinessTimesResponse = z.infer<typeof ZQueryShopBusinessTimesResponse>;

export const queryShopBusinessTimes = defineEndpoint({
  path,
  access: 'public',
  summary: 'A shop\'s opening hours for each weekday in its time zone, and whether it is open now',
  request: ZQueryShopBusinessTimesRequest,
  response: ZQueryShopBusinessTimesResponse,
});
