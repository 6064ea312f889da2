import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMerchantGoods, ZMerchantGoodsIdRequest } from './merchant-goods-fields.ts';

export const path = 'merchant/goods/detail';

export const ZQueryMerchantGoodsDetailRequest = ZMerchantGoodsIdRequest;
export type TQueryMerchantGoodsDetailRequest = z.input<typeof ZQueryMerchantGoodsDetailRequest>;
export const ZQueryMerchantGoodsDetailResponse = ZMerchantGoods;
export type TQueryMerchantGoodsDetailResponse = z.infer<typeof ZQueryMerchantGoodsDetailResponse>;

export const queryMerchantGoodsDetail = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: 'Everything the editor needs of one goods of the shop: texts in every language, category and its attributes, pictures, specs and SKUs',
  request: ZQueryMerchantGoodsDetailRequest,
  response: ZQueryMerchantGoodsDetailResponse,
});
