import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatRecordRequest, ZChatRecordResponse } from './chat-fields.ts';

export const path = 'merchant/chat/record';

export const ZMerchantChatRecordRequest = ZChatRecordRequest;
export const ZMerchantChatRecordResponse = ZChatRecordResponse;
export type TMerchantChatRecordResponse = z.infer<typeof ZMerchantChatRecordResponse>;

export const merchantChatRecord = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary: 'Messages of a conversation of the shop, in sequence order',
  request: ZMerchantChatRecordRequest,
  response: ZMerchantChatRecordResponse,
});
