import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'platform/chat/notify/total';

export const ZPlatformChatNotifyTotalRequest = ZEmptyRequest;
export const ZPlatformChatNotifyTotalResponse = z.object({ total: z.number().int() });
export type TPlatformChatNotifyTotalResponse = z.infer<typeof ZPlatformChatNotifyTotalResponse>;

export const platformChatNotifyTotal = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: "What the platform's operators have not read across the conversations shoppers wrote in",
  request: ZPlatformChatNotifyTotalRequest,
  response: ZPlatformChatNotifyTotalResponse,
});
