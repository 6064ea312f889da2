import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatGoodsCard } from './chat-fields.ts';

export const path = 'chat/goodsdetail';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZChatGoodsDetailRequest = z.strictObject({ goodsId: ZId });
export const ZChatGoodsDetailResponse = ZChatGoodsCard;
export type TChatGoodsDetailResponse = z.infer<typeof ZChatGoodsDetailResponse>;

export const chatGoodsDetail = defineEndpoint({
  path,
  access: 'user',
  summary: 'A goods card to show or send in a chat',
  request: ZChatGoodsDetailRequest,
  response: ZChatGoodsDetailResponse,
});
