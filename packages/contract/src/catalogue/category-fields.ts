import { z } from 'zod';
import { SHOP_KINDS } from './catalogue-kinds.ts';
import { ZPageRequest } from '../platform/paging.ts';

/** A category id: a positive 32-bit integer. */
export const ZCategoryId = z.number().int().positive().max(2_147_483_647);

/** Which tree to read: the mall's (default), the takeaway page's or the health page's. */
export const ZChannelRequest = z.strictObject({ channel: z.enum(SHOP_KINDS).default('mall') });

/** A category in the T-lang language; `icon` is the square grid artwork, `image` the wide header picture. */
export const ZCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int().min(1).max(3),
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  image: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

/** A category with its children (the tree and the two-pane page). */
export type TCategoryNode = TCategory & { children: TCategoryNode[] };
export const ZCategoryNode: z.ZodType<TCategoryNode> = ZCategory.extend({
  get children() {
    return z.array(ZCategoryNode);
  },
});

export const ZParentIdRequest = z.strictObject({ parentId: ZCategoryId });
export const ZCategoryIdRequest = z.strictObject({ categoryId: ZCategoryId });

/** A filter attribute (brand, colour, size …) and its values; `count` is set only by the filter bag. */
export const ZAttrValue = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** A CSS colour for colour values, or null. */
  swatch: z.string().nullable(),
});
export const ZCategoryAttr = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['spec', 'brand', 'feature']),
  values: z.array(ZAttrValue),
});
export type TCategoryAttr = z.infer<typeof ZCategoryAttr>;

export const GOODS_SORTS = ['sales', 'priceAsc', 'priceDesc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/** Money bound in minor units. */
const ZMoney = z.number().int().min(0).max(2_000_000_000);

/** The filter selection of a category's goods: price range and attribute values (a goods must have all of them). */
export const ZGoodsFilterSelection = z.strictObject({
  categoryId: ZCategoryId,
  priceMin: ZMoney.optional(),
  priceMax: ZMoney.optional(),
  attrValueIds: z.array(ZCategoryId).max(20).default([]),
});

/** The request of the category goods lists. */
export const ZCategoryGoodsRequest = ZGoodsFilterSelection.extend({
  ...ZPageRequest.shape,
  sort: z.enum(GOODS_SORTS).default('sales'),
}).strict();
