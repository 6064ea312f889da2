import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { agreeOverdueReturns } from './return-steps.service.ts';

/** Every minute, on instances that run jobs: requests a shop left unanswered past RETURN_RESPOND_HOURS are agreed to. */
const SILENCE_SWEEP_EVERY_MS = 60_000;

export function registerAftersaleJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, SILENCE_SWEEP_EVERY_MS, 'agreed to after-sales requests left unanswered', (bg) => agreeOverdueReturns(bg.db));
  });
}
