import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZChatMessage } from './chat-fields.ts';

export const path = 'chat/reminder';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZChatReminderRequest = z.strictObject({ conversationId: ZId });
export const ZChatReminderResponse = ZChatMessage;
export type TChatReminderResponse = z.infer<typeof ZChatReminderResponse>;

/**
 * The shopper nudges the other side about a message left unanswered: a `reminder` notice in the conversation.
 * One per unanswered message (a repeat answers the stored reminder), and not before REMINDER_AFTER_MS has passed.
 */
export const chatReminder = defineEndpoint({
  path,
  access: 'user',
  summary: "Reminds the shop (or the platform) of the caller's unanswered message; once per unanswered message",
  request: ZChatReminderRequest,
  response: ZChatReminderResponse,
});
