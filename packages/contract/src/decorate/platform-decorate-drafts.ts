import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { LANGUAGES } from '../platform/languages.ts';
import { THEMES } from './query-decorate-config.ts';

/**
 * The platform console's "Look & language": versions of the decoration config (theme, default language and
 * currency, the mall's name), edited as drafts and published in one step. Admins only.
 */

export const queryDecorateDraftsPath = 'platform/decorate/draft/query';
export const saveDecorateDraftPath = 'platform/decorate/draft/save';
export const publishDecorateDraftPath = 'platform/decorate/draft/publish';

export const DECORATE_DRAFT_STATUSES = ['draft', 'published', 'superseded'] as const;

const ZMallNameText = z.string().trim().min(1).max(30);
export const ZMallName = z.strictObject({ en: ZMallNameText, zh: ZMallNameText, ja: ZMallNameText });

export const ZDecorateDraft = z.object({
  draftId: z.number().int(),
  version: z.number().int(),
  status: z.enum(DECORATE_DRAFT_STATUSES),
  theme: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  defaultCurrency: z.string(),
  mallName: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  /** The config's version string the app reads, once published. */
  configVersion: z.string().nullable(),
  /** A rollback's copy: the version it copies. */
  copiedFrom: z.number().int().nullable(),
  createdBy: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedBy: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
});
export type TDecorateDraft = z.infer<typeof ZDecorateDraft>;

export const ZQueryDecorateDraftsResponse = z.object({
  /** Newest version first. */
  list: z.array(ZDecorateDraft),
  /** What the app reads now (also before any draft was published: the seeded config). */
  current: z.object({
    version: z.string(),
    theme: z.string(),
    defaultLanguage: z.enum(LANGUAGES),
    defaultCurrency: z.string(),
    mallName: z.object({ en: z.string(), zh: z.string(), ja: z.string() }),
  }),
  /** The currencies a default currency may be chosen among, and the themes. */
  currencies: z.array(z.string()),
  themes: z.array(z.string()),
});
export type TQueryDecorateDraftsResponse = z.infer<typeof ZQueryDecorateDraftsResponse>;

export const queryDecorateDrafts = defineEndpoint({
  path: queryDecorateDraftsPath,
  access: 'platform',
  role: 'admin',
  summary: 'The versions of the decoration config, newest first (the last 100), with what the app reads now',
  request: z.strictObject({}),
  response: ZQueryDecorateDraftsResponse,
});

export const ZSaveDecorateDraftRequest = z.strictObject({
  /** Absent: a new draft (the next version). Present: that draft, which must still be a draft (5324). */
  draftId: z.number().int().positive().optional(),
  theme: z.enum(THEMES),
  defaultLanguage: z.enum(LANGUAGES),
  /** One of the config's currencies (5325). */
  defaultCurrency: z.string().trim().min(3).max(3),
  mallName: ZMallName,
});
export type TSaveDecorateDraftRequest = z.input<typeof ZSaveDecorateDraftRequest>;

export const saveDecorateDraft = defineEndpoint({
  path: saveDecorateDraftPath,
  access: 'platform',
  role: 'admin',
  summary: 'Creates a draft of the decoration config (the next version) or edits a draft; published or superseded ones are not edited (5324)',
  request: ZSaveDecorateDraftRequest,
  response: ZDecorateDraft,
});

export const ZPublishDecorateDraftRequest = z.strictObject({ draftId: z.number().int().positive() });

export const publishDecorateDraft = defineEndpoint({
  path: publishDecorateDraftPath,
  access: 'platform',
  role: 'admin',
  summary:
    'Publishes a draft in one step: it becomes published, the published one superseded, and the app reads its config on its next launch. Publishing the published one answers it as it is; publishing a superseded one (a rollback) publishes a copy of it as a new version',
  request: ZPublishDecorateDraftRequest,
  response: ZDecorateDraft,
});
