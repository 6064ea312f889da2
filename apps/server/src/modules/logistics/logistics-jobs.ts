import type { FastifyInstance } from 'fastify';
import { inBackground, type Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { advanceShipment, CARRIER_STEP_JOB, resumeStalledShipments, type CarrierStepJob } from './carrier-steps.ts';
import { shipDueDemoOrders } from './demo-merchant.ts';

/**
 * The logistics domain's background work: the carrier-step job (one event of a parcel each), and on instances
 * that run jobs a minute sweep resuming parcels whose step job was lost. With DEMO_AUTO_SHIP_SECONDS set, the
 * demo merchant's sweep ships the seeded shops' paid orders every two seconds, so a demo order ships soon after its
 * delay.
 */

const SWEEP_EVERY_MS = 60_000;
// An order is shipped at most this long after it is due (bench/background.ts holds the lag's p99 under 5 s); a
// sweep that finds nothing is one indexed query per demo shop.
const DEMO_SWEEP_EVERY_MS = 2_000;

/** Defines the carrier-step job when the app is ready and, on instances that run jobs, starts the sweeps. */
export function registerLogisticsJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    const bg = inBackground(deps);
    await deps.jobs.define<CarrierStepJob>(CARRIER_STEP_JOB, async (job) => {
      await advanceShipment(bg, job);
    });
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, SWEEP_EVERY_MS, 'resumed stalled shipments', (b) => resumeStalledShipments(b.db, b.jobs, b.config.logisticsSimStepSeconds));
    const delay = deps.config.demoAutoShipSeconds;
    if (delay > 0) {
      runPeriodically(app, deps, DEMO_SWEEP_EVERY_MS, 'the demo merchant shipped paid orders', (b) => shipDueDemoOrders(b, delay));
    }
  });
}
