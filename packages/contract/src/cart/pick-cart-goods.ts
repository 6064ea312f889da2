import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';

export const path = 'cart/goods/pick';

/** Picks or unpicks one line (`cartId`), a whole shop's lines (`shopId`), or every line (neither). */
export const ZPickCartGoodsRequest = z
  .strictObject({ cartId: ZCatalogueId.optional(), shopId: ZCatalogueId.optional(), picked: z.boolean() })
  .refine((r) => r.cartId === undefined || r.shopId === undefined, { message: 'give cartId or shopId, not both' });
export type TPickCartGoodsRequest = z.input<typeof ZPickCartGoodsRequest>;
export const ZPickCartGoodsResponse = z.object({ changed: z.number().int() });
export type TPickCartGoodsResponse = z.infer<typeof ZPickCartGoodsResponse>;

export const pickCartGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Picks or unpicks one of the caller\'s cart lines, a shop\'s lines, or all of them',
  request: ZPickCartGoodsRequest,
  response: ZPickCartGoodsResponse,
});
