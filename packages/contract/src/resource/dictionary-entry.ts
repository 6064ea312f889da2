import { z } from 'zod';

/** One entry of a dictionary (reasons, types and other lists the app offers), labelled in the T-lang language. */
export const ZDictionaryEntry = z.object({
  id: z.number().int(),
  code: z.string(),
  parentId: z.number().int().nullable(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
});
export type TDictionaryEntry = z.infer<typeof ZDictionaryEntry>;
