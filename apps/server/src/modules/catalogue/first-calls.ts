import { path as bannerPath } from '@mall/contract/catalogue/query-banner';
import { path as goodsDetailPath, type TQueryGoodsDetailResponse } from '@mall/contract/catalogue/query-goods-detail';
import { path as shortcutPath } from '@mall/contract/catalogue/query-home-shortcut';
import { path as topnavPath } from '@mall/contract/catalogue/query-home-topnav';
import type { TBanner } from '@mall/contract/catalogue/home-fields';
import type { FirstAnswer, FirstCall } from '../../platform/first-answers.ts';
import type { HeroPicture } from '../../platform/page-preloads.ts';

/** The calls a page makes first and the picture its first screen is measured by. */
export interface FirstCallPlan {
  calls: FirstCall[];
  picture: (answers: readonly FirstAnswer[]) => HeroPicture | undefined;
}

const dataOf = <T>(answers: readonly FirstAnswer[], path: string) => answers.find((a) => a.path === path)?.data as T | undefined;

/**
 * The catalogue pages a visitor most often opens first, with the calls above their fold. Their bodies must be
 * exactly the web app's (features/home/home-queries.ts, features/goods/use-goods-detail.ts), key order included:
 * the app matches an answer by path and body.
 */
export function catalogueFirstCalls(pagePath: string, query: URLSearchParams): FirstCallPlan | undefined {
  if (pagePath === '/' || pagePath === '/pages/index/index') {
    return {
      calls: [
        { path: topnavPath, body: {} },
        { path: bannerPath, body: { position: 'home' } },
        { path: shortcutPath, body: { position: 'home' } },
      ],
      picture: (answers) => {
        const href = dataOf<TBanner[]>(answers, bannerPath)?.[0]?.image;
        return href ? { href, shape: 'banner' } : undefined;
      },
    };
  }
  if (pagePath === '/pages/goods/goodsdetail') {
    const goodsId = query.get('goodsId') ?? '';
    if (!/^[1-9]\d{0,8}$/.test(goodsId)) return undefined;
    return {
      calls: [{ path: goodsDetailPath, body: { goodsId: Number(goodsId) } }],
      picture: (answers) => {
        const goods = dataOf<TQueryGoodsDetailResponse>(answers, goodsDetailPath);
        const href = goods?.images[0] ?? goods?.image;
        return href ? { href, shape: 'square' } : undefined;
      },
    };
  }
  return undefined;
}
