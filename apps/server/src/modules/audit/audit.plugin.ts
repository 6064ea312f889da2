import { queryOperatorActions as queryCall } from '@mall/contract/audit/query-operator-actions';
import { defineModule } from '../../platform/module.ts';
import { registerEndpoint } from '../../platform/route.ts';
import { queryOperatorActions } from '../../read-models/operator-actions.ts';

/**
 * The audit module: the platform console's log of operator actions. The log is written by every platform call that
 * is an action (platform/route.ts, operator-actions.ts); this module only reads it out, to admins.
 */
export const auditModule = defineModule({
  name: 'audit',
  dependsOn: ['account'],
  register(app, deps) {
    registerEndpoint(app, deps, queryCall, ({ body }) => queryOperatorActions(deps.db, body));
  },
});
