import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';
import { ZStockDelta } from './merchant-goods-fields.ts';

export const path = 'merchant/goods/stock/adjust';

export const ZAdjustMerchantGoodsStockRequest = z.strictObject({
  skuId: ZCatalogueId,
  /** Pieces to add (positive) or take away (negative); never 0. */
  delta: ZStockDelta.refine((n) => n !== 0, { message: 'must not be 0' }),
});
export type TAdjustMerchantGoodsStockRequest = z.input<typeof ZAdjustMerchantGoodsStockRequest>;
/** The SKU's stock after the change. */
export const ZAdjustMerchantGoodsStockResponse = z.object({ skuId: z.number().int(), goodsId: z.number().int(), stock: z.number().int() });
export type TAdjustMerchantGoodsStockResponse = z.infer<typeof ZAdjustMerchantGoodsStockResponse>;

export const adjustMerchantGoodsStock = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary:
    "Changes a SKU's stock by a number of pieces, in one conditional update: orders taking stock at the same moment are never lost, and a change that would leave less than 0 (or more than 9,999,999) is refused with 1001 naming `delta`",
  request: ZAdjustMerchantGoodsStockRequest,
  response: ZAdjustMerchantGoodsStockResponse,
});
