import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZComplaintAnswer, ZComplaintId } from './complaint-fields.ts';
import { ZPlatformComplaint } from './query-platform-complaint.ts';

export const path = 'platform/complaint/answer';

/** The platform's answer to an open complaint; `close` closes it at once (nothing more will be done). */
export const ZAnswerComplaintRequest = z.strictObject({
  complaintId: ZComplaintId,
  answer: ZComplaintAnswer,
  close: z.boolean().default(false),
});
export type TAnswerComplaintRequest = z.input<typeof ZAnswerComplaintRequest>;

export const answerComplaint = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary:
    'Answers an open complaint (and closes it when asked); the complainant gets a message. A complaint answered already (by anyone, even at the same moment) answers 4773',
  request: ZAnswerComplaintRequest,
  response: ZPlatformComplaint,
});
