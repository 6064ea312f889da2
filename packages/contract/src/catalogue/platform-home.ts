import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { LINK_TYPES, SHORTCUT_POSITIONS } from './catalogue-kinds.ts';

/**
 * The platform console's "Home page": the platform's banners (per page position) and the shortcut grids' icons.
 * Support operators (and admins) keep them; every change shows on the pages at once.
 */

export const queryPlatformBannersPath = 'platform/banner/query';
export const savePlatformBannerPath = 'platform/banner/save';
export const deletePlatformBannerPath = 'platform/banner/delete';
export const queryPlatformShortcutsPath = 'platform/shortcut/query';
export const savePlatformShortcutPath = 'platform/shortcut/save';
export const deletePlatformShortcutPath = 'platform/shortcut/delete';

/** The platform's banner positions (a shop's banners are the shop's). */
export const ZPlatformBannerPosition = z.enum(['home', 'category', 'health', 'takeaway', 'groupbuy', 'activity', 'score']);

const ZTitleText = z.string().trim().min(1).max(40);
/** A text in every language of the app. */
export const ZLocalizedTitle = z.strictObject({ en: ZTitleText, zh: ZTitleText, ja: ZTitleText });
export type TLocalizedTitle = z.infer<typeof ZLocalizedTitle>;
/** A stored title as answered (seeded entries may be longer than a new one may be). */
const ZStoredTitle = z.object({ en: z.string(), zh: z.string(), ja: z.string() });

/** A picture: the URL `resource/cos/upload` answered the operator, or the entry's current picture unchanged. */
const ZPicture = z.string().trim().min(1).max(500);

/** Where the entry leads: a goods, shop or category id, one of the app's pages (with a plain query), an https address, or nowhere. */
export const ZPlatformLink = z.strictObject({ linkType: z.enum(LINK_TYPES), linkTarget: z.string().trim().max(500).default('') });

const ZSort = z.number().int().min(0).max(100_000);

export const ZPlatformBanner = z.object({
  bannerId: z.number().int(),
  position: ZPlatformBannerPosition,
  title: ZStoredTitle,
  image: z.string(),
  linkType: z.enum(LINK_TYPES),
  linkTarget: z.string(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  /** Shown now: enabled and inside its window. */
  live: z.boolean(),
});
export type TPlatformBanner = z.infer<typeof ZPlatformBanner>;

export const ZQueryPlatformBannersRequest = z.strictObject({ position: ZPlatformBannerPosition.default('home') });
export type TQueryPlatformBannersRequest = z.input<typeof ZQueryPlatformBannersRequest>;

export const queryPlatformBanners = defineEndpoint({
  path: queryPlatformBannersPath,
  access: 'platform',
  role: 'support',
  summary: "The platform's banners of a page position in their order, live or not (disabled, outside their window)",
  request: ZQueryPlatformBannersRequest,
  response: z.array(ZPlatformBanner),
});

const ZIsoTime = z.iso.datetime({ offset: true });

export const ZSavePlatformBannerRequest = z.strictObject({
  /** Absent: a new banner. */
  bannerId: z.number().int().positive().optional(),
  position: ZPlatformBannerPosition,
  title: ZLocalizedTitle,
  image: ZPicture,
  linkType: z.enum(LINK_TYPES),
  linkTarget: z.string().trim().max(500).default(''),
  sort: ZSort.default(0),
  startsAt: ZIsoTime.nullable().default(null),
  endsAt: ZIsoTime.nullable().default(null),
  enabled: z.boolean().default(true),
});
export type TSavePlatformBannerRequest = z.input<typeof ZSavePlatformBannerRequest>;

export const savePlatformBanner = defineEndpoint({
  path: savePlatformBannerPath,
  access: 'platform',
  role: 'support',
  summary:
    'Adds a platform banner or edits one (bannerId). The picture is an upload of the operator (or the current one); the link target must exist (5321); the window starts before it ends (5322); a picture that is not the operator\'s upload: 5323',
  request: ZSavePlatformBannerRequest,
  response: ZPlatformBanner,
});

export const ZBannerIdRequest = z.strictObject({ bannerId: z.number().int().positive() });

export const deletePlatformBanner = defineEndpoint({
  path: deletePlatformBannerPath,
  access: 'platform',
  role: 'support',
  summary: "Deletes a platform banner; a shop's banner or an unknown id: 1004",
  request: ZBannerIdRequest,
  response: z.object({ bannerId: z.number().int() }),
});

export const ZPlatformShortcut = z.object({
  shortcutId: z.number().int(),
  position: z.enum(SHORTCUT_POSITIONS),
  title: ZStoredTitle,
  icon: z.string(),
  linkType: z.enum(LINK_TYPES),
  linkTarget: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type TPlatformShortcut = z.infer<typeof ZPlatformShortcut>;

export const ZQueryPlatformShortcutsRequest = z.strictObject({ position: z.enum(SHORTCUT_POSITIONS).default('home') });

export const queryPlatformShortcuts = defineEndpoint({
  path: queryPlatformShortcutsPath,
  access: 'platform',
  role: 'support',
  summary: "A page's shortcut grid (not the shortcut groups' icons) in order, enabled or not",
  request: ZQueryPlatformShortcutsRequest,
  response: z.array(ZPlatformShortcut),
});

export const ZSavePlatformShortcutRequest = z.strictObject({
  shortcutId: z.number().int().positive().optional(),
  position: z.enum(SHORTCUT_POSITIONS),
  title: ZLocalizedTitle,
  icon: ZPicture,
  linkType: z.enum(LINK_TYPES),
  linkTarget: z.string().trim().max(500).default(''),
  sort: ZSort.default(0),
  enabled: z.boolean().default(true),
});
export type TSavePlatformShortcutRequest = z.input<typeof ZSavePlatformShortcutRequest>;

export const savePlatformShortcut = defineEndpoint({
  path: savePlatformShortcutPath,
  access: 'platform',
  role: 'support',
  summary: 'Adds a shortcut to a grid or edits one (shortcutId); the same rules as banners for the icon (5323) and target (5321)',
  request: ZSavePlatformShortcutRequest,
  response: ZPlatformShortcut,
});

export const ZShortcutIdRequest = z.strictObject({ shortcutId: z.number().int().positive() });

export const deletePlatformShortcut = defineEndpoint({
  path: deletePlatformShortcutPath,
  access: 'platform',
  role: 'support',
  summary: "Deletes a grid shortcut; a group's shortcut or an unknown id: 1004",
  request: ZShortcutIdRequest,
  response: z.object({ shortcutId: z.number().int() }),
});
