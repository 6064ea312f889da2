import { defineModule } from '../../platform/module.ts';
import { registerLogisticsJobs } from './logistics-jobs.ts';
import { logisticsRoutes } from './logistics.routes.ts';

/** The logistics module: shipping companies, parcels and the carriers' steps. */
export const logisticsModule = defineModule({
  name: 'logistics',
  dependsOn: ['order'],
  register(app, deps) {
    logisticsRoutes(app, deps);
    registerLogisticsJobs(app, deps);
  },
});
