import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatConversation } from './chat-fields.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';

export const path = 'merchant/chat/query/conversation';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZMerchantChatConversationsRequest = z.strictObject({ shopId: ZId, ...ZKeysetRequest.shape });
export const ZMerchantChatConversationsResponse = keysetPageOf(ZChatConversation);
export type TMerchantChatConversationsResponse = z.infer<typeof ZMerchantChatConversationsResponse>;

export const merchantChatConversations = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary: "A shop's conversations with shoppers, latest message first, a keyset page at a time, with the shop's unread counts",
  request: ZMerchantChatConversationsRequest,
  response: ZMerchantChatConversationsResponse,
});
