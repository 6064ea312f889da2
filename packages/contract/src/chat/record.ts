import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatRecordRequest, ZChatRecordResponse } from './chat-fields.ts';

export const path = 'chat/record';

export const ZReadChatRecordRequest = ZChatRecordRequest;
export const ZReadChatRecordResponse = ZChatRecordResponse;
export type TReadChatRecordResponse = z.infer<typeof ZReadChatRecordResponse>;

export const readChatRecord = defineEndpoint({
  path,
  access: 'user',
  summary: "Messages of one of the caller's conversations in sequence order: after a sequence number, or history before one",
  request: ZReadChatRecordRequest,
  response: ZReadChatRecordResponse,
});
