import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'mall/query/scoregoods/recommend';

export const ZQueryScoreGoodsRequest = z.strictObject({
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type TQueryScoreGoodsRequest = z.input<typeof ZQueryScoreGoodsRequest>;

/** A goods a shopper can take for points: one SKU at a price in points (and its price in money, for reference). */
export const ZScoreGoods = z.object({
  scoreGoodsId: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  image: z.string(),
  price: z.number().int().describe('minor units of the base currency'),
  scorePrice: z.number().int(),
});
export type TScoreGoods = z.infer<typeof ZScoreGoods>;

export const ZQueryScoreGoodsResponse = z.object({ list: z.array(ZScoreGoods) });
export type TQueryScoreGoodsResponse = z.infer<typeof ZQueryScoreGoodsResponse>;

export const queryScoreGoods = defineEndpoint({
  path,
  access: 'public',
  summary: 'Goods that can be taken for points, cheapest in points first (goods on sale with their SKU in stock)',
  request: ZQueryScoreGoodsRequest,
  response: ZQueryScoreGoodsResponse,
});
