import { defineModule } from '../../platform/module.ts';
import { activityRoutes } from './activity.routes.ts';
import { artworkRoutes } from './artwork.routes.ts';
import { categoryRoutes } from './category.routes.ts';
import { goodsRoutes } from './goods.routes.ts';
import { merchantGoodsRoutes } from './merchant-goods.routes.ts';
import { platformCategoryRoutes } from './platform-category.routes.ts';
import { platformHomeRoutes } from './platform-home.routes.ts';
import { reviewMerchantRoutes } from './review-merchant.routes.ts';
import { reviewUserRoutes } from './review-user.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { subscribeShopListing } from './shop-listing-events.ts';
import { shortcutRoutes } from './shortcut.routes.ts';

/** The catalogue module: goods, categories, the home page, search, landings and activities, the shoppers' reviews and the shop's replies, and the merchant's goods management. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  dependsOn: ['resource', 'shop'],
  register(app, deps) {
    artworkRoutes(app);
    goodsRoutes(app, deps);
    categoryRoutes(app, deps);
    searchRoutes(app, deps);
    shortcutRoutes(app, deps);
    activityRoutes(app, deps);
    merchantGoodsRoutes(app, deps);
    reviewUserRoutes(app, deps);
    reviewMerchantRoutes(app, deps);
    platformCategoryRoutes(app, deps);
    subscribeShopListing(deps);
    platformHomeRoutes(app, deps);
  },
});
