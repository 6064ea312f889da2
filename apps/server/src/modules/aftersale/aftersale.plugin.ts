import { defineModule } from '../../platform/module.ts';
import { subscribeAftersaleEvents } from './aftersale-events.ts';
import { registerAftersaleJobs } from './aftersale-jobs.ts';
import { aftersaleRoutes } from './aftersale.routes.ts';
import { merchantReturnRoutes } from './merchant-return.routes.ts';

/** The after-sales module: refunds, returns and exchanges per order line, and the merchant's answers. */
export const aftersaleModule = defineModule({
  name: 'aftersale',
  dependsOn: ['catalogue', 'logistics', 'messaging', 'order', 'payment', 'resource', 'shop'],
  register(app, deps) {
    aftersaleRoutes(app, deps);
    merchantReturnRoutes(app, deps);
    subscribeAftersaleEvents(deps);
    registerAftersaleJobs(app, deps);
  },
});
