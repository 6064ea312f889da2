import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { LANGUAGES } from '../platform/languages.ts';
import { multilineText } from '../platform/text-rules.ts';
import { localizedInput, ZLocalized } from '../shop/merchant-shop-fields.ts';

/**
 * The platform console's help articles (operators: support or admin). The `complaint` list is what the complaint
 * pages, the help page and the shoppers' guide show (`complaint/kmsArtical`), in `sort` order.
 */

export const queryPlatformHelpPath = 'platform/help/query';
export const savePlatformHelpPath = 'platform/help/save';
export const deletePlatformHelpPath = 'platform/help/delete';

/** The lists an article can belong to (the pages that show each). */
export const HELP_CATEGORIES = ['complaint'] as const;

export const ZPlatformHelpArticle = z.object({
  articleId: z.number().int(),
  code: z.string(),
  category: z.enum(HELP_CATEGORIES),
  title: ZLocalized,
  body: ZLocalized,
  sort: z.number().int(),
  updatedAt: z.string().describe('ISO 8601'),
});
export type TPlatformHelpArticle = z.infer<typeof ZPlatformHelpArticle>;

export const ZQueryPlatformHelpRequest = z.strictObject({ category: z.enum(HELP_CATEGORIES).default('complaint') });
export type TQueryPlatformHelpRequest = z.input<typeof ZQueryPlatformHelpRequest>;
export const ZQueryPlatformHelpResponse = z.array(ZPlatformHelpArticle);
export type TQueryPlatformHelpResponse = z.infer<typeof ZQueryPlatformHelpResponse>;

export const queryPlatformHelp = defineEndpoint({
  path: queryPlatformHelpPath,
  access: 'platform',
  role: 'support',
  summary: 'The help articles of a list in their order, with every language',
  request: ZQueryPlatformHelpRequest,
  response: ZQueryPlatformHelpResponse,
});

/** At most 10,000 characters a language; line breaks allowed (paragraphs are separated by a blank line). */
export const HELP_BODY_MAX = 10_000;
const body = multilineText(z.string().trim().max(HELP_BODY_MAX));

export const ZSavePlatformHelpRequest = z.strictObject({
  articleId: z.number().int().positive().optional(),
  category: z.enum(HELP_CATEGORIES).default('complaint'),
  title: localizedInput(80, true),
  body: z.strictObject({ en: body, zh: body, ja: body }).refine((v) => LANGUAGES.some((l) => v[l] !== ''), { message: 'write it in at least one language', path: ['en'] }),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type TSavePlatformHelpRequest = z.input<typeof ZSavePlatformHelpRequest>;

export const savePlatformHelp = defineEndpoint({
  path: savePlatformHelpPath,
  access: 'platform',
  role: 'support',
  summary: 'Creates (no articleId) or edits a help article: title and body in en/zh/ja (an empty language shows another), list, sort',
  request: ZSavePlatformHelpRequest,
  response: ZPlatformHelpArticle,
});

export const ZDeletePlatformHelpRequest = z.strictObject({ articleId: z.number().int().positive() });
export type TDeletePlatformHelpRequest = z.input<typeof ZDeletePlatformHelpRequest>;

export const deletePlatformHelp = defineEndpoint({
  path: deletePlatformHelpPath,
  access: 'platform',
  role: 'support',
  summary: 'Deletes a help article (1004 when there is none)',
  request: ZDeletePlatformHelpRequest,
  response: z.object({ articleId: z.number().int() }),
});
