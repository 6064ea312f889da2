import { path as queryActivityPortPath, type queryActivityPort } from '@mall/contract/catalogue/query-activity-port';
import { path as queryBannerPath, type queryBanner } from '@mall/contract/catalogue/query-banner';
import { path as queryHomeGroupPath, type queryHomeGroup } from '@mall/contract/catalogue/query-home-group';
import { path as queryHomeShortcutPath, type queryHomeShortcut } from '@mall/contract/catalogue/query-home-shortcut';
import { path as queryHomeTopnavPath, type queryHomeTopnav } from '@mall/contract/catalogue/query-home-topnav';
import { path as queryLightningDealsPath, type queryLightningDeals } from '@mall/contract/catalogue/query-lightning-deals';
import { path as queryRecommendGoodsPath, type queryRecommendGoods } from '@mall/contract/catalogue/query-recommend-goods';
import { path as queryRecommendShopsPath, type queryRecommendShops } from '@mall/contract/shop/query-recommend-shops';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/**
 * The calls of the home page (navigation, banners, shortcuts, deals, groups, recommended goods and shops) and of the
 * activity page. Only those the web makes: this list loads with the first screen.
 */
export const HOME_API = {
  queryActivityPort: endpointRef<typeof queryActivityPort>(queryActivityPortPath),
  queryBanner: endpointRef<typeof queryBanner>(queryBannerPath),
  queryHomeGroup: endpointRef<typeof queryHomeGroup>(queryHomeGroupPath),
  queryHomeShortcut: endpointRef<typeof queryHomeShortcut>(queryHomeShortcutPath),
  queryHomeTopnav: endpointRef<typeof queryHomeTopnav>(queryHomeTopnavPath),
  queryLightningDeals: endpointRef<typeof queryLightningDeals>(queryLightningDealsPath),
  queryRecommendGoods: endpointRef<typeof queryRecommendGoods>(queryRecommendGoodsPath),
  queryRecommendShops: endpointRef<typeof queryRecommendShops>(queryRecommendShopsPath),
} as const;
