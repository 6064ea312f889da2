import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatReadRequest, ZChatReadResponse } from './chat-fields.ts';

export const path = 'platform/chat/update/message/status';

export const ZPlatformChatReadRequest = ZChatReadRequest;
export const ZPlatformChatReadResponse = ZChatReadResponse;
export type TPlatformChatReadResponse = z.infer<typeof ZPlatformChatReadResponse>;

export const platformChatRead = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: 'Marks a platform conversation read up to a sequence number, for all operators',
  request: ZPlatformChatReadRequest,
  response: ZPlatformChatReadResponse,
});
