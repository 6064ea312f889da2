import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZHelpArticle } from './complaint-fields.ts';

export const path = 'complaint/kmsArtical';

/** `code`: that article only (1004 when there is none); left out, every article of the complaint help, in order. */
export const ZQueryHelpArticlesRequest = z.strictObject({
  code: z.string().trim().min(1).max(64).regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -').optional(),
});
export type TQueryHelpArticlesRequest = z.input<typeof ZQueryHelpArticlesRequest>;
export const ZQueryHelpArticlesResponse = z.array(ZHelpArticle);
export type TQueryHelpArticlesResponse = z.infer<typeof ZQueryHelpArticlesResponse>;

export const queryHelpArticles = defineEndpoint({
  path,
  access: 'public',
  summary: 'The help articles about complaints and after-sales (or one, by its code), in T-lang',
  request: ZQueryHelpArticlesRequest,
  response: ZQueryHelpArticlesResponse,
});
