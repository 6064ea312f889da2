import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZGoodsCard } from './goods-fields.ts';
import { SEARCH_SORTS, ZSearchSelection } from './search-fields.ts';

export const path = 'mall/search';

export const ZSearchGoodsRequest = ZSearchSelection.extend({
  ...ZPageRequest.shape,
  sort: z.enum(SEARCH_SORTS).default('relevance'),
}).strict();
export const ZSearchGoodsResponse = pageOf(ZGoodsCard).extend({
  /** More goods match than `total` (the count stops at 1,000, the deepest a search pages); refine to see the rest. */
  totalCapped: z.boolean(),
  /** When nothing was found: a spelling of the keyword that finds goods, or null. */
  suggestion: z.string().nullable(),
});
export type TSearchGoodsRequest = z.input<typeof ZSearchGoodsRequest>;
export type TSearchGoodsResponse = z.infer<typeof ZSearchGoodsResponse>;

export const searchGoods = defineEndpoint({
  path,
  access: 'public',
  summary:
    'Searches goods on sale by title, keywords, brand, category and shop names (en/zh/ja), filtered and sorted, a page at a time; an empty keyword finds nothing unless a category is given',
  request: ZSearchGoodsRequest,
  response: ZSearchGoodsResponse,
});
