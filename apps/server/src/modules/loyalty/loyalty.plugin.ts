import { defineModule } from '../../platform/module.ts';
import { subscribeLoyaltyEvents } from './loyalty-subscribers.ts';
import { loyaltyRoutes } from './loyalty.routes.ts';

/** The loyalty module: score points earned by completed orders, taken back by refunds, and their calls. */
export const loyaltyModule = defineModule({
  name: 'loyalty',
  dependsOn: ['catalogue', 'decorate', 'logistics', 'order', 'payment', 'wallet'],
  register(app, deps) {
    loyaltyRoutes(app, deps);
    subscribeLoyaltyEvents(deps);
  },
});
