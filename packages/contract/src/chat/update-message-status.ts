import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatReadRequest, ZChatReadResponse } from './chat-fields.ts';

export const path = 'chat/update/message/status';

export const ZUpdateChatReadRequest = ZChatReadRequest;
export const ZUpdateChatReadResponse = ZChatReadResponse;
export type TUpdateChatReadResponse = z.infer<typeof ZUpdateChatReadResponse>;

export const updateChatRead = defineEndpoint({
  path,
  access: 'user',
  summary: "Marks the caller's messages read up to a sequence number (never back)",
  request: ZUpdateChatReadRequest,
  response: ZUpdateChatReadResponse,
});
