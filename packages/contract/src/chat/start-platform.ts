import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZChatConversation } from './chat-fields.ts';

export const path = 'chat/start/platform';

export const ZStartPlatformChatRequest = ZEmptyRequest;
export const ZStartPlatformChatResponse = z.object({ conversation: ZChatConversation });
export type TStartPlatformChatResponse = z.infer<typeof ZStartPlatformChatResponse>;

export const startPlatformChat = defineEndpoint({
  path,
  access: 'user',
  summary: "Opens (once) the caller's conversation with the platform",
  request: ZStartPlatformChatRequest,
  response: ZStartPlatformChatResponse,
});
