import { defineModule } from '../../platform/module.ts';
import { subscribeApplicationEvents } from './application-events.ts';
import { merchantApplicationRoutes } from './merchant-application.routes.ts';
import { merchantConsoleRoutes } from './merchant-console.routes.ts';
import { merchantShopProfileRoutes } from './merchant-shop-profile.routes.ts';
import { subscribeShopStatusEvents } from './shop-status-events.ts';

/** The merchant module: applications to sell and their review, and the merchant console's calls. */
export const merchantModule = defineModule({
  name: 'merchant',
  dependsOn: ['account', 'catalogue', 'location', 'logistics', 'messaging', 'order', 'payment', 'resource', 'shop'],
  register(app, deps) {
    merchantApplicationRoutes(app, deps);
    merchantConsoleRoutes(app, deps);
    merchantShopProfileRoutes(app, deps);
    subscribeApplicationEvents(deps);
    subscribeShopStatusEvents(deps);
  },
});
