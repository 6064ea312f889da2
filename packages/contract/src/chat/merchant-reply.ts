import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatMessage, ZChatSendFields, chatSendRequest } from './chat-fields.ts';

export const path = 'merchant/chat/reply';

export const ZMerchantChatReplyRequest = chatSendRequest(ZChatSendFields);
export const ZMerchantChatReplyResponse = ZChatMessage;
export type TMerchantChatReplyResponse = z.infer<typeof ZMerchantChatReplyResponse>;

export const merchantChatReply = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary: 'Answers a shopper as the shop; a retry with the same clientMessageId answers the stored message',
  request: ZMerchantChatReplyRequest,
  response: ZMerchantChatReplyResponse,
});
