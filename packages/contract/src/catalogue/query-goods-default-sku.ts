import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/query/goods/default/skuid';

export const ZQueryGoodsDefaultSkuRequest = z.strictObject({ goodsId: ZCatalogueId });
export type TQueryGoodsDefaultSkuRequest = z.input<typeof ZQueryGoodsDefaultSkuRequest>;
export const ZQueryGoodsDefaultSkuResponse = z.object({ skuId: z.number().int() });
export type TQueryGoodsDefaultSkuResponse = z.infer<typeof ZQueryGoodsDefaultSkuResponse>;

export const queryGoodsDefaultSku = defineEndpoint({
  path,
  access: 'optional',
  summary: 'The SKU a goods is bought as when the shopper picks none: the default, else the first in stock',
  request: ZQueryGoodsDefaultSkuRequest,
  response: ZQueryGoodsDefaultSkuResponse,
});
