import { defineModule } from '../../platform/module.ts';
import { deliveryCostRoutes } from './delivery-costs.routes.ts';
import { merchantShopRoutes } from './merchant-shop.routes.ts';
import { platformShopRoutes } from './platform-shop.routes.ts';
import { shopPlusRoutes } from './shop-plus.routes.ts';
import { shopRoutes } from './shop.routes.ts';

/** The shop module: shops, following them, their delivery terms and costs. */
export const shopModule = defineModule({
  name: 'shop',
  dependsOn: ['account', 'location'],
  register(app, deps) {
    deliveryCostRoutes(app, deps);
    shopRoutes(app, deps);
    merchantShopRoutes(app, deps);
    shopPlusRoutes(app, deps);
    platformShopRoutes(app, deps);
  },
});
