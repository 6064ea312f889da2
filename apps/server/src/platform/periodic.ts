import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';

/**
 * Runs `work` now and every `everyMs` (one run at a time), logging what it did (`work` answers how many rows) and
 * its failures; stops when the app closes. For the sweeps of instances that run jobs: call it from an onReady hook.
 */
export function runPeriodically(app: FastifyInstance, deps: Deps, everyMs: number, what: string, work: () => Promise<number>): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = work()
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
