import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { localizedInput, ZLocalized, ZShopPicture } from '../shop/merchant-shop-fields.ts';
import { SHOP_KINDS } from './catalogue-kinds.ts';

/**
 * The platform console's categories (operators: support or admin): the whole tree of a channel with the hidden
 * ones, creating and editing one, hiding and showing one. A hidden category leaves the shoppers' trees with its
 * subtree; its goods keep their category.
 */

export const queryPlatformCategoriesPath = 'platform/category/query';
export const savePlatformCategoryPath = 'platform/category/save';
export const hidePlatformCategoryPath = 'platform/category/hide';
export const showPlatformCategoryPath = 'platform/category/show';

export const ZPlatformCategory = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  /** 1 (top) to 3 (goods hang here). */
  level: z.number().int(),
  code: z.string(),
  channel: z.enum(SHOP_KINDS),
  /** Every language, as stored. */
  name: ZLocalized,
  icon: z.string(),
  sort: z.number().int(),
  /** False when hidden from shoppers. */
  enabled: z.boolean(),
  /** Goods of the category and its subcategories, whatever their status. */
  goodsCount: z.number().int(),
});
export type TPlatformCategory = z.infer<typeof ZPlatformCategory>;

export const ZQueryPlatformCategoriesRequest = z.strictObject({ channel: z.enum(SHOP_KINDS).default('mall') });
export type TQueryPlatformCategoriesRequest = z.input<typeof ZQueryPlatformCategoriesRequest>;
/** Parents before children (by level), each level by sort then id. */
export const ZQueryPlatformCategoriesResponse = z.array(ZPlatformCategory);
export type TQueryPlatformCategoriesResponse = z.infer<typeof ZQueryPlatformCategoriesResponse>;

export const queryPlatformCategories = defineEndpoint({
  path: queryPlatformCategoriesPath,
  access: 'platform',
  role: 'support',
  summary: "A channel's whole category tree as a flat list (parents first), hidden categories included, with goods counts",
  request: ZQueryPlatformCategoriesRequest,
  response: ZQueryPlatformCategoriesResponse,
});

export const ZCategoryIdRequest = z.strictObject({ categoryId: z.number().int().positive() });
export type TCategoryIdRequest = z.input<typeof ZCategoryIdRequest>;

/**
 * Creates a category (no `categoryId`) under `parentId` (null: a top category of `channel`; a child takes its
 * parent's channel and sits one level below it, at most level 3: 5341), or edits one. A category with goods or
 * subcategories keeps its parent (5343); one never goes under itself or its own subtree (5342).
 */
export const ZSavePlatformCategoryRequest = z.strictObject({
  categoryId: z.number().int().positive().optional(),
  parentId: z.number().int().positive().nullable(),
  /** A top category's channel (default mall; an edit left without it keeps its own); a child takes its parent's. */
  channel: z.enum(SHOP_KINDS).optional(),
  name: localizedInput(40, true),
  icon: ZShopPicture,
  sort: z.number().int().min(0).max(9999).default(0),
});
export type TSavePlatformCategoryRequest = z.input<typeof ZSavePlatformCategoryRequest>;

export const savePlatformCategory = defineEndpoint({
  path: savePlatformCategoryPath,
  access: 'platform',
  role: 'support',
  summary: 'Creates or edits a category: parent (at most three levels, no cycles), names in en/zh/ja, icon, sort',
  request: ZSavePlatformCategoryRequest,
  response: ZPlatformCategory,
});

export const hidePlatformCategory = defineEndpoint({
  path: hidePlatformCategoryPath,
  access: 'platform',
  role: 'support',
  summary: "Hides a category and so its subtree from the shoppers' trees and lists; its goods keep their category. Hiding a hidden one answers it as it is",
  request: ZCategoryIdRequest,
  response: ZPlatformCategory,
});

export const showPlatformCategory = defineEndpoint({
  path: showPlatformCategoryPath,
  access: 'platform',
  role: 'support',
  summary: 'Shows a hidden category again (under a hidden parent it stays out of sight until the parent is shown)',
  request: ZCategoryIdRequest,
  response: ZPlatformCategory,
});
