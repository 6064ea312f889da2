import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId, ZGoodsCard } from './goods-fields.ts';

export const path = 'mall/query/goods/detail/list';

export const ZQueryGoodsDetailListRequest = z.strictObject({ goodsIds: z.array(ZCatalogueId).min(1).max(50) });
export type TQueryGoodsDetailListRequest = z.input<typeof ZQueryGoodsDetailListRequest>;
export const ZQueryGoodsDetailListResponse = z.array(ZGoodsCard);
export type TQueryGoodsDetailListResponse = z.infer<typeof ZQueryGoodsDetailListResponse>;

export const queryGoodsDetailList = defineEndpoint({
  path,
  access: 'optional',
  summary: 'Cards of up to 50 goods in the order asked; unknown ids are left out',
  request: ZQueryGoodsDetailListRequest,
  response: ZQueryGoodsDetailListResponse,
});
