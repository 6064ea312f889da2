import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/save/goods/operate/browse';

/**
 * The spec has one write call for the browse history, so it carries the three changes a shopper makes: record a
 * view (`goodsId`), forget some goods (`removeGoodsIds`), or clear the whole history (`clear: true`).
 */
export const ZSaveBrowseHistoryRequest = z.union([
  z.strictObject({ goodsId: ZCatalogueId }),
  z.strictObject({ removeGoodsIds: z.array(ZCatalogueId).min(1).max(100) }),
  z.strictObject({ clear: z.literal(true) }),
]);
export type TSaveBrowseHistoryRequest = z.input<typeof ZSaveBrowseHistoryRequest>;
export const ZSaveBrowseHistoryResponse = z.object({
  /** The goods recorded, or null when goods were removed. */
  goodsId: z.number().int().nullable(),
  browsedAt: z.string().nullable().describe('ISO 8601'),
  /** How many entries were removed (0 when recording). */
  removed: z.number().int(),
});
export type TSaveBrowseHistoryResponse = z.infer<typeof ZSaveBrowseHistoryResponse>;

export const saveBrowseHistory = defineEndpoint({
  path,
  access: 'optional',
  summary:
    "Records that the caller viewed a goods on sale (once per goods, moved to the top), or removes entries, or clears the history; a visitor's view only counts toward the shop's visitors (removing and clearing need a login)",
  request: ZSaveBrowseHistoryRequest,
  response: ZSaveBrowseHistoryResponse,
});
