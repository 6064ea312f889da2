import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatConversation, ZChatGoodsCard, ZChatOrderCard } from './chat-fields.ts';

export const path = 'chat/start';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZStartChatRequest = z.strictObject({ shopId: ZId, goodsId: ZId.optional(), orderNo: z.string().min(1).max(40).optional() });
export const ZStartChatResponse = z.object({ conversation: ZChatConversation, goods: ZChatGoodsCard.nullable(), order: ZChatOrderCard.nullable() });
export type TStartChatResponse = z.infer<typeof ZStartChatResponse>;

export const startChat = defineEndpoint({
  path,
  access: 'user',
  summary: "Opens (once) the caller's conversation with a shop, with the cards of the goods or order it is about",
  request: ZStartChatRequest,
  response: ZStartChatResponse,
});
