import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'mall/query/goods/favor/count';

export const ZQueryFavorCountResponse = z.object({ count: z.number().int() });
export type TQueryFavorCountResponse = z.infer<typeof ZQueryFavorCountResponse>;

export const queryFavorCount = defineEndpoint({
  path,
  access: 'user',
  summary: 'How many goods the caller\'s wishlist holds',
  request: ZEmptyRequest,
  response: ZQueryFavorCountResponse,
});
