import { defineModule } from '../../platform/module.ts';
import { subscribeComplaintEvents } from './complaint-events.ts';
import { platformHelpRoutes } from './platform-help.routes.ts';
import { complaintRoutes } from './complaint.routes.ts';

/** The complaint module: shoppers' complaints to the platform, the help articles, and the platform's answers. */
export const complaintModule = defineModule({
  name: 'complaint',
  dependsOn: ['account', 'messaging', 'resource'],
  register(app, deps) {
    complaintRoutes(app, deps);
    platformHelpRoutes(app, deps);
    subscribeComplaintEvents(deps);
  },
});
