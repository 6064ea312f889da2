import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatReadRequest, ZChatReadResponse } from './chat-fields.ts';

export const path = 'merchant/chat/update/message/status';

export const ZMerchantChatReadRequest = ZChatReadRequest;
export const ZMerchantChatReadResponse = ZChatReadResponse;
export type TMerchantChatReadResponse = z.infer<typeof ZMerchantChatReadResponse>;

export const merchantChatRead = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary: 'Marks a conversation of the shop read up to a sequence number, for all its staff',
  request: ZMerchantChatReadRequest,
  response: ZMerchantChatReadResponse,
});
