import { defineModule } from '../../platform/module.ts';
import { withdrawRoutes } from './withdraw.routes.ts';

/** The withdraw module: withdrawals from the wallet, frozen in the ledger until the platform pays or rejects them. */
export const withdrawModule = defineModule({
  name: 'withdraw',
  dependsOn: ['account', 'messaging', 'wallet'],
  register(app, deps) {
    withdrawRoutes(app, deps);
  },
});
