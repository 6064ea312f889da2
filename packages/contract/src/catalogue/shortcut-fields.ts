import { z } from 'zod';
import { SHORTCUT_POSITIONS } from './catalogue-kinds.ts';
import { ZCategoryId } from './category-fields.ts';
import { ZCatalogueId, ZGoodsCard } from './goods-fields.ts';
import { ZShopCard } from './shop-fields.ts';

/**
 * Which shortcut landing page a call is about. A landing is what a shortcut opens, and it is exactly one of:
 * - a category's (`categoryId`): the category's children, or the category itself when it has none
 *   (the home shortcut "Digital", a top navigation tab, a home category icon);
 * - a page position's category icons (`position`): the "Home living" page is the `homeliving` icons;
 * - a shortcut group's (`groupId`): the categories its shortcuts lead to.
 */
export const landingFields = {
  categoryId: ZCategoryId.optional(),
  position: z.enum(SHORTCUT_POSITIONS).optional(),
  groupId: ZCatalogueId.optional(),
};

export const LANDING_KEYS = ['categoryId', 'position', 'groupId'] as const;

// Requests are built with .extend() rather than object spreads: the web build drops unused schemas (and zod with
// them) only when their declarations are calls, and a spread in an initializer keeps them.

/** Refuses a landing request that names none, or more than one, of the three landings. */
export function exactlyOneLanding(value: { categoryId?: unknown; position?: unknown; groupId?: unknown }, ctx: z.RefinementCtx): void {
  const given = LANDING_KEYS.filter((key) => value[key] !== undefined);
  if (given.length === 1) return;
  const message = 'Give exactly one of categoryId, position or groupId';
  for (const key of given.length === 0 ? LANDING_KEYS : given) ctx.addIssue({ code: 'custom', path: [key], message });
}

/** One category of a landing (a tab or an icon of the page), with the name the landing gives it. */
export const ZLandingCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  level: z.number().int().min(1).max(3),
});
export type TLandingCategory = z.infer<typeof ZLandingCategory>;

/** The narrowing of a landing's lists to one of its own categories; all of them when left out. */
export const subCategoryField = {
  subCategoryId: ZCategoryId.optional().describe('One of the landing\'s categories (shortcut/category); all of them when left out'),
};

/** A shop of a landing with its best-selling goods in the landing's categories. */
export const ZShopWithGoods = z.object({ shop: ZShopCard, goods: z.array(ZGoodsCard) });
export type TShopWithGoods = z.infer<typeof ZShopWithGoods>;
