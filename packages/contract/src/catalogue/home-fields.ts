import { z } from 'zod';
import { BANNER_POSITIONS, LINK_TYPES, SHORTCUT_POSITIONS } from './catalogue-kinds.ts';

/**
 * Where an entry leads when tapped: `linkTarget` holds the goods, shop or category id, the page path or the URL.
 * Schemas take these with `.extend(linkFields)`, not `{ ...linkFields }`: the web build drops unused schemas (and zod
 * with them) only when their declarations are calls, and a spread in an initializer keeps them.
 */
export const linkFields = { linkType: z.enum(LINK_TYPES), linkTarget: z.string() };

export const ZBanner = z.object({ id: z.number().int(), position: z.enum(BANNER_POSITIONS), shopId: z.number().int().nullable(), title: z.string(), image: z.string() }).extend(linkFields);
export type TBanner = z.infer<typeof ZBanner>;

export const ZShortcut = z.object({ id: z.number().int(), title: z.string(), icon: z.string(), categoryId: z.number().int().nullable() }).extend(linkFields);
export type TShortcut = z.infer<typeof ZShortcut>;

export const ZShortcutPositionRequest = z.strictObject({ position: z.enum(SHORTCUT_POSITIONS).default('home') });

/** The positions of page banners (shop banners are asked for with their shop). */
export const ZPageBannerPosition = z.enum(['home', 'category', 'health', 'takeaway', 'groupbuy', 'activity', 'score']);

export const ZHomeGroupBase = z.object({ id: z.number().int(), title: z.string(), subtitle: z.string(), image: z.string() }).extend(linkFields);
