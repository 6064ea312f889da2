import { defineModule } from '../../platform/module.ts';
import { registerOrderJobs } from './order-jobs.ts';
import { orderRoutes } from './order.routes.ts';

/** The order module: checkouts and orders. */
export const orderModule = defineModule({
  name: 'order',
  dependsOn: ['account', 'cart', 'catalogue', 'coupon', 'location', 'shop', 'wallet'],
  register(app, deps) {
    orderRoutes(app, deps);
    registerOrderJobs(app, deps);
  },
});
