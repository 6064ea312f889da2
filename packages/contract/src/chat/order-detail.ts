import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatOrderCard } from './chat-fields.ts';

export const path = 'chat/orderdetail';

export const ZChatOrderDetailRequest = z.strictObject({ orderNo: z.string().min(1).max(40) });
export const ZChatOrderDetailResponse = ZChatOrderCard;
export type TChatOrderDetailResponse = z.infer<typeof ZChatOrderDetailResponse>;

export const chatOrderDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "An order card of the caller's own order, to show or send in a chat",
  request: ZChatOrderDetailRequest,
  response: ZChatOrderDetailResponse,
});
