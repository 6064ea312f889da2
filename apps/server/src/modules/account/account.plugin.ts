import { defineModule } from '../../platform/module.ts';
import { registerAccountJobs } from './account-jobs.ts';
import { addressRoutes } from './address.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { userRoutes } from './user.routes.ts';

/** The account module: accounts, sessions, logins, addresses and the me tab. */
export const accountModule = defineModule({
  name: 'account',
  dependsOn: ['decorate', 'location', 'messaging', 'resource', 'wallet'],
  register(app, deps) {
    addressRoutes(app, deps);
    authRoutes(app, deps);
    userRoutes(app, deps);
    registerAccountJobs(app, deps);
  },
});
