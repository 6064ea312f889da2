import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { expirePoints } from './ledger.ts';

/** The wallet's background work: on instances that run jobs, an hourly sweep that expires points lots whose time came. */
export function registerWalletJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, 3_600_000, 'expired points lots', (bg) => expirePoints(bg.db));
  });
}
