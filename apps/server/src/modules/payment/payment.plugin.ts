import { defineModule } from '../../platform/module.ts';
import { paymentRoutes } from './payment.routes.ts';
import { platformRefundRoutes } from './platform-refunds.routes.ts';
import { subscribePaymentEvents } from './payment-subscribers.ts';

/** The payment module: paying orders and refunding them. */
export const paymentModule = defineModule({
  name: 'payment',
  dependsOn: ['account', 'order', 'resource', 'shop', 'wallet'],
  register(app, deps) {
    paymentRoutes(app, deps);
    platformRefundRoutes(app, deps);
    subscribePaymentEvents(deps);
  },
});
