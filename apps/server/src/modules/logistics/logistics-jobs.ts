import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { advanceShipment, CARRIER_STEP_JOB, resumeStalledShipments, type CarrierStepJob } from './carrier-steps.ts';
import { shipDueDemoOrders } from './demo-merchant.ts';

/**
 * The logistics domain's background work: the carrier-step job (one event of a parcel each), and on instances
 * that run jobs a minute sweep resuming parcels whose step job was lost. With DEMO_AUTO_SHIP_SECONDS set, the
 * demo merchant's sweep ships the seeded shops' paid orders; it runs as often as the delay (at most every
 * minute, at least every 5 seconds) so a demo order ships soon after its delay.
 */

const SWEEP_EVERY_MS = 60_000;

/** Defines the carrier-step job when the app is ready and, on instances that run jobs, starts the sweeps. */
export function registerLogisticsJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    await deps.jobs.define<CarrierStepJob>(CARRIER_STEP_JOB, async (job) => {
      await advanceShipment(deps, job);
    });
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, SWEEP_EVERY_MS, 'resumed stalled shipments', () => resumeStalledShipments(deps.db, deps.jobs, deps.config.logisticsSimStepSeconds));
    const delay = deps.config.demoAutoShipSeconds;
    if (delay > 0) {
      runPeriodically(app, deps, Math.min(60, Math.max(5, delay)) * 1000, 'the demo merchant shipped paid orders', () => shipDueDemoOrders(deps, delay));
    }
  });
}
