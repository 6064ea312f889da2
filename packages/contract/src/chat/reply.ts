import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatMessage, ZChatSendFields, chatSendRequest } from './chat-fields.ts';

export const path = 'chat/reply';

export const ZReplyChatRequest = chatSendRequest(ZChatSendFields);
export const ZReplyChatResponse = ZChatMessage;
export type TReplyChatResponse = z.infer<typeof ZReplyChatResponse>;

export const replyChat = defineEndpoint({
  path,
  access: 'user',
  summary: "Sends a message in one of the caller's conversations; a retry with the same clientMessageId answers the stored message",
  request: ZReplyChatRequest,
  response: ZReplyChatResponse,
});
