import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatConversation, ZConversationIdRequest } from './chat-fields.ts';

export const path = 'chat/conversation/details';

export const ZChatConversationDetailsRequest = ZConversationIdRequest;
export const ZChatConversationDetailsResponse = ZChatConversation;
export type TChatConversationDetailsResponse = z.infer<typeof ZChatConversationDetailsResponse>;

export const chatConversationDetails = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's conversations",
  request: ZChatConversationDetailsRequest,
  response: ZChatConversationDetailsResponse,
});
