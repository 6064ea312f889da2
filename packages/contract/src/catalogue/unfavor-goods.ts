import { defineEndpoint } from '../platform/api.ts';
import { ZFavorGoodsRequest, ZFavorGoodsResponse } from './favor-goods.ts';

export const path = 'mall/query/goods/unfavor';

export const ZUnfavorGoodsRequest = ZFavorGoodsRequest;
export const ZUnfavorGoodsResponse = ZFavorGoodsResponse;

export const unfavorGoods = defineEndpoint({
  path,
  access: 'user',
  summary: 'Removes a goods (on sale or not) from the caller\'s wishlist (absent is no change)',
  request: ZUnfavorGoodsRequest,
  response: ZUnfavorGoodsResponse,
});
