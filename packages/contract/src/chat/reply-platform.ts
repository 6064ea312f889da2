import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatMessage, ZChatSendFields, chatSendRequest } from './chat-fields.ts';

export const path = 'chat/reply/platform';

export const ZReplyPlatformChatRequest = chatSendRequest((({ conversationId: _omit, ...rest }) => rest)(ZChatSendFields));
export const ZReplyPlatformChatResponse = ZChatMessage;
export type TReplyPlatformChatResponse = z.infer<typeof ZReplyPlatformChatResponse>;

export const replyPlatformChat = defineEndpoint({
  path,
  access: 'user',
  summary: "Sends a message to the platform (the caller's platform conversation, opened if need be); retries answer the stored message",
  request: ZReplyPlatformChatRequest,
  response: ZReplyPlatformChatResponse,
});
