import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { deleteEndedThrottles } from './throttle.ts';

/** The account domain's background work: on instances that run jobs, an hourly sweep of ended throttle counters. */
export function registerAccountJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, 3_600_000, 'deleted ended throttle counters', (bg) => deleteEndedThrottles(bg.db));
  });
}
