import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCatalogueId } from './goods-fields.ts';

export const path = 'mall/save/goods/operate/browse';

export const ZSaveBrowseHistoryRequest = z.strictObject({ goodsId: ZCatalogueId });
export type TSaveBrowseHistoryRequest = z.input<typeof ZSaveBrowseHistoryRequest>;
export const ZSaveBrowseHistoryResponse = z.object({ goodsId: z.number().int(), browsedAt: z.string().describe('ISO 8601') });
export type TSaveBrowseHistoryResponse = z.infer<typeof ZSaveBrowseHistoryResponse>;

export const saveBrowseHistory = defineEndpoint({
  path,
  access: 'user',
  summary: 'Records that the caller viewed a goods on sale (once per goods, moved to the top)',
  request: ZSaveBrowseHistoryRequest,
  response: ZSaveBrowseHistoryResponse,
});
