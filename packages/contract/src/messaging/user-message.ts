import { z } from 'zod';

export const MESSAGE_KINDS = ['system', 'order', 'activity'] as const;

/** A system message to one user, in the T-lang language. */
export const ZUserMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  content: z.string(),
  /** An app route to open from the message, or empty. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TUserMessage = z.infer<typeof ZUserMessage>;
