import { defineModule } from '../../platform/module.ts';
import { subscribeTakeawayEvents } from './takeaway-subscribers.ts';
import { takeawayRoutes } from './takeaway.routes.ts';

/** The takeaway module: takeaway shops' pages, the stages of a paid takeaway order, the console's moves. */
export const takeawayModule = defineModule({
  name: 'takeaway',
  dependsOn: ['coupon', 'order', 'shop'],
  register(app, deps) {
    takeawayRoutes(app, deps);
    subscribeTakeawayEvents(deps);
  },
});
