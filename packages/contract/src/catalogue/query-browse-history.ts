import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZGoodsCard } from './goods-fields.ts';

export const path = 'mall/query/goods/operate/browse';

export const ZQueryBrowseHistoryRequest = ZPageRequest.extend({
  /** The shopper's offset from UTC in minutes (UTC+8 is 480), so that `day` is the shopper's calendar day. */
  utcOffsetMinutes: z.number().int().min(-840).max(840).default(0),
}).strict();
export type TQueryBrowseHistoryRequest = z.input<typeof ZQueryBrowseHistoryRequest>;
export const ZBrowseHistoryItem = ZGoodsCard.extend({
  browsedAt: z.string().describe('ISO 8601'),
  day: z.string().describe('YYYY-MM-DD at utcOffsetMinutes, for grouping'),
});
export const ZQueryBrowseHistoryResponse = pageOf(ZBrowseHistoryItem);
export type TQueryBrowseHistoryResponse = z.infer<typeof ZQueryBrowseHistoryResponse>;

export const queryBrowseHistory = defineEndpoint({
  path,
  access: 'user',
  summary: 'The goods the caller viewed, latest first, with the day for grouping',
  request: ZQueryBrowseHistoryRequest,
  response: ZQueryBrowseHistoryResponse,
});
