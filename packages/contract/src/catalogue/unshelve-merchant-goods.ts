import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMerchantGoodsIdRequest } from './merchant-goods-fields.ts';
import { ZShelveMerchantGoodsResponse } from './shelve-merchant-goods.ts';

export const path = 'merchant/goods/unshelve';

export const ZUnshelveMerchantGoodsRequest = ZMerchantGoodsIdRequest;
export type TUnshelveMerchantGoodsRequest = z.input<typeof ZUnshelveMerchantGoodsRequest>;
export const ZUnshelveMerchantGoodsResponse = ZShelveMerchantGoodsResponse;
export type TUnshelveMerchantGoodsResponse = z.infer<typeof ZUnshelveMerchantGoodsResponse>;

export const unshelveMerchantGoods = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary:
    'Takes a goods of the shop off the shelf: it leaves lists and search, its page answers 1004, carts show it as no longer available, and orders being committed at that moment finish first',
  request: ZUnshelveMerchantGoodsRequest,
  response: ZUnshelveMerchantGoodsResponse,
});
