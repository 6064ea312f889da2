import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatConversation } from './chat-fields.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';

export const path = 'chat/query/conversation';

export const ZQueryChatConversationsRequest = z.strictObject({ ...ZKeysetRequest.shape });
export const ZQueryChatConversationsResponse = keysetPageOf(ZChatConversation);
export type TQueryChatConversationsResponse = z.infer<typeof ZQueryChatConversationsResponse>;

export const queryChatConversations = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's conversations, latest message first, a keyset page at a time, with unread counts",
  request: ZQueryChatConversationsRequest,
  response: ZQueryChatConversationsResponse,
});
