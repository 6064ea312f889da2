import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'user/message/unread/total/query';

export const ZQueryUnreadTotalResponse = z.object({
  total: z.number().int(),
  byKind: z.object({ system: z.number().int(), order: z.number().int(), activity: z.number().int() }),
});
export type TQueryUnreadTotalResponse = z.infer<typeof ZQueryUnreadTotalResponse>;

export const queryUnreadTotal = defineEndpoint({
  path,
  access: 'user',
  summary: 'How many of the caller\'s messages are unread, in all and per kind (the tab badge)',
  request: ZEmptyRequest,
  response: ZQueryUnreadTotalResponse,
});
