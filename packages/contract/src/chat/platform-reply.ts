import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatMessage, ZChatSendFields, chatSendRequest } from './chat-fields.ts';

export const path = 'platform/chat/reply';

export const ZPlatformChatReplyRequest = chatSendRequest(ZChatSendFields);
export const ZPlatformChatReplyResponse = ZChatMessage;
export type TPlatformChatReplyResponse = z.infer<typeof ZPlatformChatReplyResponse>;

export const platformChatReply = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: 'Answers a shopper as the platform; a retry with the same clientMessageId answers the stored message',
  request: ZPlatformChatReplyRequest,
  response: ZPlatformChatReplyResponse,
});
