import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCategory, ZCategoryAttr, ZCategoryId } from './category-fields.ts';
import { ZSearchKeyword } from './search-fields.ts';

export const path = 'mall/get/searchfilters';

export const ZGetSearchFiltersRequest = z.strictObject({ keyword: ZSearchKeyword, categoryId: ZCategoryId.optional() });
export const ZGetSearchFiltersResponse = z.object({
  /** Search terms for the search page: the names of the best-selling categories and brands, in T-lang. */
  trending: z.array(z.string()),
  /** The leaf categories of the best-selling matches, commonest first (empty for an empty keyword without a category). */
  categories: z.array(ZCategory),
  /** The lowest and highest price (minor units) among the best-selling matches, and three cut points between them. */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  priceSteps: z.array(z.number().int()),
  /** Brands of the best-selling matches, commonest first; filter by their codes. */
  brands: z.array(z.object({ code: z.string(), name: z.string() })),
  /** With a category of level 2 or 3: the SKU and feature attributes of its family, only values the matches carry. */
  attrs: z.array(ZCategoryAttr),
});
export type TGetSearchFiltersRequest = z.input<typeof ZGetSearchFiltersRequest>;
export type TGetSearchFiltersResponse = z.infer<typeof ZGetSearchFiltersResponse>;

export const getSearchFilters = defineEndpoint({
  path,
  access: 'public',
  summary:
    'The filters of a search (categories, price range, brands, and with a category its attributes) drawn from its 1,000 best-selling matches, and trending search terms',
  request: ZGetSearchFiltersRequest,
  response: ZGetSearchFiltersResponse,
});
