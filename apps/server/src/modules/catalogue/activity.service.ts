import type { ActivitySection, TQueryActivityPortResponse } from '@mall/contract/catalogue/query-activity-port';
import type { Lang } from '@mall/contract/platform/languages';
import type { Db } from '../../platform/database.ts';
import { readGoodsNews as queryGoodsNews, type NewsPageInput } from '../../read-models/goods-news.ts';
import { queryBanners, queryLightningDeals } from './home.service.ts';

/**
 * `activity/port`: the activity page's content. The spec names the call but not its payload; here it is the page in
 * one round trip: the live banners of the `activity` position, the lightning deals (live and upcoming) and a page
 * of goods news. Each section is read only when asked for, so the next page of news costs only the news.
 */
export async function queryActivityPort(
  db: Db,
  input: NewsPageInput & { sections: ActivitySection[]; dealLimit: number },
  lang: Lang,
): Promise<TQueryActivityPortResponse> {
  const wants = new Set(input.sections);
  const [banners, deals, news] = await Promise.all([
    wants.has('banners') ? queryBanners(db, 'activity', lang) : null,
    wants.has('deals') ? queryLightningDeals(db, input.dealLimit, lang) : null,
    wants.has('news') ? queryGoodsNews(db, input, lang) : null,
  ]);
  return { banners, deals, news };
}
