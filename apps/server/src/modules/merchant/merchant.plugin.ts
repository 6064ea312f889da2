import { defineModule } from '../../platform/module.ts';
import { merchantConsoleRoutes } from './merchant-console.routes.ts';

/** The merchant module: the merchant console's calls. */
export const merchantModule = defineModule({
  name: 'merchant',
  dependsOn: ['logistics', 'order', 'payment'],
  register(app, deps) {
    merchantConsoleRoutes(app, deps);
  },
});
