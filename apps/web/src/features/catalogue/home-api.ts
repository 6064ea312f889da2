import { path as queryActivityBannerByPositionPath, type queryActivityBannerByPosition } from '@mall/contract/catalogue/query-activity-banner-by-position';
import { path as queryActivityBannerPath, type queryActivityBanner } from '@mall/contract/catalogue/query-activity-banner';
import { path as queryBannerPath, type queryBanner } from '@mall/contract/catalogue/query-banner';
import { path as queryHomeCategoryShortcutPath, type queryHomeCategoryShortcut } from '@mall/contract/catalogue/query-home-category-shortcut';
import { path as queryHomeGroupShortcutPath, type queryHomeGroupShortcut } from '@mall/contract/catalogue/query-home-group-shortcut';
import { path as queryHomeGroupPath, type queryHomeGroup } from '@mall/contract/catalogue/query-home-group';
import { path as queryHomeShortcutPath, type queryHomeShortcut } from '@mall/contract/catalogue/query-home-shortcut';
import { path as queryHomeTopnavPath, type queryHomeTopnav } from '@mall/contract/catalogue/query-home-topnav';
import { path as queryLightningDealsPath, type queryLightningDeals } from '@mall/contract/catalogue/query-lightning-deals';
import { path as queryRecommendGoodsPath, type queryRecommendGoods } from '@mall/contract/catalogue/query-recommend-goods';
import { path as queryShopBannerByPositionPath, type queryShopBannerByPosition } from '@mall/contract/catalogue/query-shop-banner-by-position';
import { path as queryShopBannerPath, type queryShopBanner } from '@mall/contract/catalogue/query-shop-banner';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The home page calls: shortcuts, navigation, groups, banners, deals, recommendations. */
export const HOME_API = {
  queryActivityBannerByPosition: endpointRef<typeof queryActivityBannerByPosition>(queryActivityBannerByPositionPath),
  queryActivityBanner: endpointRef<typeof queryActivityBanner>(queryActivityBannerPath),
  queryBanner: endpointRef<typeof queryBanner>(queryBannerPath),
  queryHomeCategoryShortcut: endpointRef<typeof queryHomeCategoryShortcut>(queryHomeCategoryShortcutPath),
  queryHomeGroupShortcut: endpointRef<typeof queryHomeGroupShortcut>(queryHomeGroupShortcutPath),
  queryHomeGroup: endpointRef<typeof queryHomeGroup>(queryHomeGroupPath),
  queryHomeShortcut: endpointRef<typeof queryHomeShortcut>(queryHomeShortcutPath),
  queryHomeTopnav: endpointRef<typeof queryHomeTopnav>(queryHomeTopnavPath),
  queryLightningDeals: endpointRef<typeof queryLightningDeals>(queryLightningDealsPath),
  queryRecommendGoods: endpointRef<typeof queryRecommendGoods>(queryRecommendGoodsPath),
  queryShopBannerByPosition: endpointRef<typeof queryShopBannerByPosition>(queryShopBannerByPositionPath),
  queryShopBanner: endpointRef<typeof queryShopBanner>(queryShopBannerPath),
} as const;
