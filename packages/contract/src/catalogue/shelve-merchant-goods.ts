import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { GOODS_STATUSES } from './goods-fields.ts';
import { ZMerchantGoodsIdRequest } from './merchant-goods-fields.ts';

export const path = 'merchant/goods/shelve';

export const ZShelveMerchantGoodsRequest = ZMerchantGoodsIdRequest;
export type TShelveMerchantGoodsRequest = z.input<typeof ZShelveMerchantGoodsRequest>;
/** The goods' status now (the same answer when it already was so). */
export const ZShelveMerchantGoodsResponse = z.object({ goodsId: z.number().int(), status: z.enum(GOODS_STATUSES) });
export type TShelveMerchantGoodsResponse = z.infer<typeof ZShelveMerchantGoodsResponse>;

export const shelveMerchantGoods = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: 'Puts a goods of the shop on sale: shoppers find it in lists and search and can buy it',
  request: ZShelveMerchantGoodsRequest,
  response: ZShelveMerchantGoodsResponse,
});
