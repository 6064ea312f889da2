import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { deleteOldCartRequests } from './cart-request-keys.ts';

/** The cart's background work: on instances that run jobs, an hourly sweep of request keys older than a day. */
export function registerCartJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, 3_600_000, 'deleted old cart request keys', (bg) => deleteOldCartRequests(bg.db));
  });
}
