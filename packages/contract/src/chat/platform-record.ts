import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatRecordRequest, ZChatRecordResponse } from './chat-fields.ts';

export const path = 'platform/chat/record';

export const ZPlatformChatRecordRequest = ZChatRecordRequest;
export const ZPlatformChatRecordResponse = ZChatRecordResponse;
export type TPlatformChatRecordResponse = z.infer<typeof ZPlatformChatRecordResponse>;

export const platformChatRecord = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: 'Messages of a platform conversation, in sequence order',
  request: ZPlatformChatRecordRequest,
  response: ZPlatformChatRecordResponse,
});
