import { queryOperatorActions as queryCall } from '@mall/contract/audit/query-operator-actions';
import { defineModule } from '../../platform/module.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryOperatorActions } from '../../read-models/operator-actions.ts';
import { platformOrderRoutes } from './platform-orders.routes.ts';

/**
 * The audit module: what the platform console reads to oversee the marketplace. The log of operator actions (written
 * by every platform call that is an action: platform/route.ts, operator-actions.ts), read out to admins; and any
 * order with its events, for support.
 */
export const auditModule = defineModule({
  name: 'audit',
  dependsOn: [],
  register(app, deps) {
    registerEndpoint(app, deps, queryCall, ({ body }) => queryOperatorActions(deps.db, body));
    platformOrderRoutes(app, deps);
  },
});
