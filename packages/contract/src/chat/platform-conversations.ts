import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatConversation } from './chat-fields.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';

export const path = 'platform/chat/query/conversation';

export const ZPlatformChatConversationsRequest = z.strictObject({ ...ZKeysetRequest.shape });
export const ZPlatformChatConversationsResponse = keysetPageOf(ZChatConversation);
export type TPlatformChatConversationsResponse = z.infer<typeof ZPlatformChatConversationsResponse>;

export const platformChatConversations = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: "The platform's conversations that shoppers wrote in, latest message first, a keyset page at a time",
  request: ZPlatformChatConversationsRequest,
  response: ZPlatformChatConversationsResponse,
});
