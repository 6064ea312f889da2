import { defineModule } from '../../platform/module.ts';
import { registerCartJobs } from './cart-jobs.ts';
import { cartRoutes } from './cart.routes.ts';

/** The cart module: the cart. */
export const cartModule = defineModule({
  name: 'cart',
  dependsOn: ['account', 'shop'],
  register(app, deps) {
    cartRoutes(app, deps);
    registerCartJobs(app, deps);
  },
});
