import type { FastifyInstance } from 'fastify';
import { inBackground, type Deps } from './deps.ts';

/**
 * Runs `work` now and every `everyMs` (one run at a time), logging what it did (`work` answers how many rows) and
 * its failures; stops when the app closes. `work` gets the dependencies with the background pool as `db`. For the
 * sweeps of instances that run jobs: call it from an onReady hook.
 */
export function runPeriodically(app: FastifyInstance, deps: Deps, everyMs: number, what: string, work: (bg: Deps) => Promise<number>): void {
  const bg = inBackground(deps);
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = work(bg)
      .then((n) => {
        if (n > 0) deps.log.info({ n }, what);
      })
      .catch((err: unknown) => deps.log.warn({ err }, `${what}: failed; it runs again shortly`))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
