import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZHealthId } from './health-fields.ts';

export const path = 'chat/demand/conversation';

export const ZDemandConversationRequest = z.strictObject({ demandId: ZHealthId, shopId: ZHealthId });
export type TDemandConversationRequest = z.input<typeof ZDemandConversationRequest>;
export const ZDemandConversationResponse = z.object({ conversationId: z.number().int() });
export type TDemandConversationResponse = z.infer<typeof ZDemandConversationResponse>;

export const demandConversation = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Opens (once) or returns the conversation about a medicine demand between its shopper and a pharmacy: for the demand's shopper, or for staff holding the chat right of a verified pharmacy the demand was shown to; anyone else 1004",
  request: ZDemandConversationRequest,
  response: ZDemandConversationResponse,
});
