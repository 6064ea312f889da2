import { defineModule } from '../../platform/module.ts';
import { registerWalletJobs } from './wallet-jobs.ts';

/** The wallet module: the ledger of wallet money, points and stored value. */
export const walletModule = defineModule({
  name: 'wallet',
  dependsOn: [],
  register(app, deps) {
    registerWalletJobs(app, deps);
  },
});
