import { defineModule } from '../../platform/module.ts';
import { messagingRoutes } from './messaging.routes.ts';

/** The messaging module: the shopper's messages. */
export const messagingModule = defineModule({
  name: 'messaging',
  dependsOn: [],
  register(app, deps) {
    messagingRoutes(app, deps);
  },
});
