import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { multilineText } from '../platform/text-rules.ts';
import { localizedInput, ZLocalized } from '../shop/merchant-shop-fields.ts';
import { LANGUAGES } from '../platform/languages.ts';
import { AGREEMENT_CODE_PATTERN } from './query-agreement.ts';

/**
 * The platform console's agreements (operators: support or admin). Saving never changes a text in place: it adds
 * a version (the agreement's versions are numbered 1, 2, 3 … with no gap, two saves at once giving two), and the
 * shoppers' `resource/query/agreement` answers the newest.
 */

export const queryPlatformAgreementsPath = 'platform/agreement/query';
export const savePlatformAgreementPath = 'platform/agreement/save';

export const ZAgreementVersion = z.object({
  version: z.string().describe('e.g. 2.0'),
  title: ZLocalized,
  savedAt: z.string().describe('ISO 8601'),
  /** The operator who saved it; null for the seeded first version. */
  savedBy: z.number().int().nullable(),
});

export const ZPlatformAgreement = z.object({
  code: z.string(),
  title: ZLocalized,
  /** The newest text, or the version asked for. */
  content: ZLocalized,
  version: z.string(),
  updatedAt: z.string().describe('ISO 8601'),
  /** Every version, newest first. */
  versions: z.array(ZAgreementVersion),
});
export type TPlatformAgreement = z.infer<typeof ZPlatformAgreement>;

const ZAgreementCode = z.string().max(64).regex(AGREEMENT_CODE_PATTERN, 'lower-case words joined by underscores');

/** Every agreement; with `code` that one only (1004 when unknown), and with `version` too, that version's text. */
export const ZQueryPlatformAgreementsRequest = z
  .strictObject({ code: ZAgreementCode.optional(), version: z.string().regex(/^\d{1,6}\.0$/, 'a version such as 2.0').optional() })
  .refine((v) => v.version === undefined || v.code !== undefined, { message: 'a version needs its agreement code', path: ['version'] });
export type TQueryPlatformAgreementsRequest = z.input<typeof ZQueryPlatformAgreementsRequest>;
export const ZQueryPlatformAgreementsResponse = z.array(ZPlatformAgreement);
export type TQueryPlatformAgreementsResponse = z.infer<typeof ZQueryPlatformAgreementsResponse>;

export const queryPlatformAgreements = defineEndpoint({
  path: queryPlatformAgreementsPath,
  access: 'platform',
  role: 'support',
  summary: 'The agreements with their newest texts in every language and their version history (or one agreement, or one version of it)',
  request: ZQueryPlatformAgreementsRequest,
  response: ZQueryPlatformAgreementsResponse,
});

/** At most 50,000 characters a language; line breaks allowed (paragraphs are separated by a blank line). */
export const AGREEMENT_TEXT_MAX = 50_000;
const text = multilineText(z.string().trim().max(AGREEMENT_TEXT_MAX));

export const ZSavePlatformAgreementRequest = z.strictObject({
  code: ZAgreementCode,
  title: localizedInput(80, true),
  content: z
    .strictObject({ en: text, zh: text, ja: text })
    .refine((v) => LANGUAGES.every((l) => v[l] !== ''), { message: 'write the text in every language', path: ['en'] }),
});
export type TSavePlatformAgreementRequest = z.input<typeof ZSavePlatformAgreementRequest>;

export const savePlatformAgreement = defineEndpoint({
  path: savePlatformAgreementPath,
  access: 'platform',
  role: 'support',
  summary: 'Publishes a new version of an agreement (or its first, for a new code); the texts shoppers accepted before stay as they were',
  request: ZSavePlatformAgreementRequest,
  response: ZPlatformAgreement,
});
