import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'user/message/read';

/** One message by id, or all of them (optionally of one kind). */
export const ZReadUserMessageRequest = z.union([
  z.strictObject({ id: z.number().int().positive().max(2_147_483_647) }),
  z.strictObject({ all: z.literal(true), kind: z.enum(['system', 'order', 'activity']).optional() }),
]);
export const ZReadUserMessageResponse = z.object({ updated: z.number().int(), unreadTotal: z.number().int() });
export type TReadUserMessageRequest = z.input<typeof ZReadUserMessageRequest>;

export const readUserMessage = defineEndpoint({
  path,
  access: 'user',
  summary: 'Marks one message, or all, as read; answers the unread total left',
  request: ZReadUserMessageRequest,
  response: ZReadUserMessageResponse,
});
