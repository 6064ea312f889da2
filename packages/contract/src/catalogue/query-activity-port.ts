import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { GOODS_NEWS_KINDS, ZGoodsNews } from './goods-news.ts';
import { ZBanner } from './home-fields.ts';
import { ZLightningDeal } from './lightning-deal.ts';

export const path = 'mall/query/activity/port';

/** The parts of the activity page a call can ask for. */
export const ACTIVITY_SECTIONS = ['banners', 'deals', 'news'] as const;
export type ActivitySection = (typeof ACTIVITY_SECTIONS)[number];

/**
 * The activity page's content in one call: its live banners, the lightning deals (live and upcoming) and the goods
 * news, newest first, a page at a time. A caller asks only for the sections it shows (the next page of news asks
 * for `news` alone); sections not asked for are null. The goods news page reads its list here too.
 */
export const ZQueryActivityPortRequest = ZPageRequest.extend({
  sections: z.array(z.enum(ACTIVITY_SECTIONS)).min(1).max(ACTIVITY_SECTIONS.length).default(['banners', 'deals', 'news']),
  /** How many deals of each list (live, upcoming). */
  dealLimit: z.number().int().min(1).max(50).default(10),
  /** Only news of this kind; every kind when left out. */
  newsKind: z.enum(GOODS_NEWS_KINDS).optional(),
}).strict();
export const ZQueryActivityPortResponse = z.object({
  banners: z.array(ZBanner).nullable(),
  deals: z.object({ live: z.array(ZLightningDeal), upcoming: z.array(ZLightningDeal) }).nullable(),
  news: pageOf(ZGoodsNews).nullable(),
});
export type TQueryActivityPortRequest = z.input<typeof ZQueryActivityPortRequest>;
export type TQueryActivityPortResponse = z.infer<typeof ZQueryActivityPortResponse>;

export const queryActivityPort = defineEndpoint({
  path,
  access: 'public',
  summary: 'The activity page: its live banners, lightning deals and goods news (newest first, paged), as asked',
  request: ZQueryActivityPortRequest,
  response: ZQueryActivityPortResponse,
});
