import { defineModule } from '../../platform/module.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { registerCommitStep } from '../order/order.api.ts';
import { recordGroupBuyOrders } from './groupbuy-commit.ts';
import { runGroupbuyCutOff } from './groupbuy-settle.ts';
import { subscribeGroupbuyEvents } from './groupbuy-subscribers.ts';
import { groupbuyRoutes } from './groupbuy.routes.ts';

/**
 * The groupbuy module: community group buying (house goods for a pickup date at the shops' pickup points), its calls,
 * its step in the order commit, its order subscribers, and the cut-off sweep (every ORDER_SWEEP_SECONDS).
 */
export const groupbuyModule = defineModule({
  name: 'groupbuy',
  dependsOn: ['catalogue', 'order'],
  register(app, deps) {
    groupbuyRoutes(app, deps);
    registerCommitStep('groupbuy', recordGroupBuyOrders);
    subscribeGroupbuyEvents(deps);
    app.addHook('onReady', async () => {
      if (!deps.config.jobs) return;
      runPeriodically(app, deps, deps.config.orderSweepSeconds * 1000, 'settled group buys at their cut-off', (bg) => runGroupbuyCutOff(bg.db));
    });
  },
});
