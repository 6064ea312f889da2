import { z } from 'zod';
import { ZCategoryId } from './category-fields.ts';

/**
 * What the shopper typed. Anything is accepted (quotes, operators, SQL-looking text are only words to the
 * search); longer text than a search needs is refused rather than silently cut.
 */
export const ZSearchKeyword = z.string().max(200).default('');

/** The orders of the search result page; `relevance` ranks the best-selling matches by how well they match. */
export const SEARCH_SORTS = ['relevance', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A brand by its code ("lumo"), the same in every category; `get/searchfilters` lists the ones to offer. */
export const ZBrandCode = z.string().min(1).max(60).regex(/^[a-z0-9-]+$/);

/** Money bound in base-currency minor units. */
const ZMoney = z.number().int().min(0).max(2_000_000_000);

/**
 * The filters of a search: a category of any level, a price range on the lowest price (bounds in either
 * order), brands (any of them) and attribute values of the category's family (all of them).
 */
export const ZSearchSelection = z.strictObject({
  keyword: ZSearchKeyword,
  categoryId: ZCategoryId.optional(),
  priceMin: ZMoney.optional(),
  priceMax: ZMoney.optional(),
  brands: z.array(ZBrandCode).max(20).default([]),
  attrValueIds: z.array(ZCategoryId).max(20).default([]),
});

/** How deep a search can be paged: the count stops here, and later positions are not served. */
export const SEARCH_DEPTH = 1000;
