import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { MESSAGE_KINDS, ZUserMessage } from './user-message.ts';

export const path = 'user/message/list/query';

export const ZQueryUserMessagesRequest = ZPageRequest.extend({
  kind: z.enum(MESSAGE_KINDS).optional(),
  unreadOnly: z.boolean().default(false),
}).strict();
export const ZQueryUserMessagesResponse = pageOf(ZUserMessage);
export type TQueryUserMessagesRequest = z.input<typeof ZQueryUserMessagesRequest>;
export type TQueryUserMessagesResponse = z.infer<typeof ZQueryUserMessagesResponse>;

export const queryUserMessages = defineEndpoint({
  path,
  access: 'user',
  summary: 'The caller\'s system messages, newest first, a page at a time',
  request: ZQueryUserMessagesRequest,
  response: ZQueryUserMessagesResponse,
});
