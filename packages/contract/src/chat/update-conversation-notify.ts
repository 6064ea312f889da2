import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatConversation } from './chat-fields.ts';

export const path = 'chat/update/conversation/notify';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZUpdateChatNotifyRequest = z.strictObject({ conversationId: ZId, muted: z.boolean() });
export const ZUpdateChatNotifyResponse = ZChatConversation;
export type TUpdateChatNotifyResponse = z.infer<typeof ZUpdateChatNotifyResponse>;

export const updateChatNotify = defineEndpoint({
  path,
  access: 'user',
  summary: "Mutes or unmutes one of the caller's conversations",
  request: ZUpdateChatNotifyRequest,
  response: ZUpdateChatNotifyResponse,
});
