import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'merchant/chat/notify/total';

export const ZMerchantChatNotifyTotalRequest = z.strictObject({ shopId: z.number().int().positive().max(2_147_483_647) });
export const ZMerchantChatNotifyTotalResponse = z.object({ total: z.number().int() });
export type TMerchantChatNotifyTotalResponse = z.infer<typeof ZMerchantChatNotifyTotalResponse>;

export const merchantChatNotifyTotal = defineEndpoint({
  path,
  access: 'merchant',
  right: 'chat',
  summary: "What the shop's staff have not read across the shop's conversations",
  request: ZMerchantChatNotifyTotalRequest,
  response: ZMerchantChatNotifyTotalResponse,
});
