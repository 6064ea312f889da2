import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'chat/notify/total';

export const ZChatNotifyTotalRequest = ZEmptyRequest;
export const ZChatNotifyTotalResponse = z.object({ total: z.number().int() });
export type TChatNotifyTotalResponse = z.infer<typeof ZChatNotifyTotalResponse>;

export const chatNotifyTotal = defineEndpoint({
  path,
  access: 'user',
  summary: 'What the caller has not read across their conversations (muted ones left out)',
  request: ZChatNotifyTotalRequest,
  response: ZChatNotifyTotalResponse,
});
