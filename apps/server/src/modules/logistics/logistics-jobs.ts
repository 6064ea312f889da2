import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { advanceDueShipments } from './carrier-steps.ts';
import { shipDueDemoOrders } from './demo-merchant.ts';

/**
 * The logistics domain's background work, on instances that run jobs: every second the carrier-step sweep runs
 * the parcels' steps that have come due (carrier-steps.ts), and with DEMO_AUTO_SHIP_SECONDS set the demo
 * merchant's sweep ships the seeded shops' paid orders every two seconds, so a demo order ships soon after its
 * delay.
 */

// A parcel's step runs at most this long after it is due (bench/background.ts holds the lag's p99 under 5 s); a
// sweep that finds nothing is one probe of the partial index.
const CARRIER_SWEEP_EVERY_MS = 1_000;
// An order is shipped at most this long after it is due; a sweep that finds nothing is one indexed query per demo
// shop.
const DEMO_SWEEP_EVERY_MS = 2_000;

/** On instances that run jobs, starts the sweeps when the app is ready. */
export function registerLogisticsJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, CARRIER_SWEEP_EVERY_MS, 'the carrier moved parcels', (bg) => advanceDueShipments(bg));
    const delay = deps.config.demoAutoShipSeconds;
    if (delay > 0) {
      runPeriodically(app, deps, DEMO_SWEEP_EVERY_MS, 'the demo merchant shipped paid orders', (bg) => shipDueDemoOrders(bg, delay));
    }
  });
}
