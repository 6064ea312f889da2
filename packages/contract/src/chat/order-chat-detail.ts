import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatOrderCard } from './chat-fields.ts';

export const path = 'saleorder/chat/query/order/detail';

export const ZOrderChatDetailRequest = z.strictObject({ orderNo: z.string().min(1).max(40) });
export const ZOrderChatDetailResponse = ZChatOrderCard;
export type TOrderChatDetailResponse = z.infer<typeof ZOrderChatDetailResponse>;

export const orderChatDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "The order card for the order page's chat button (the caller's own order)",
  request: ZOrderChatDetailRequest,
  response: ZOrderChatDetailResponse,
});
