import PgBoss from 'pg-boss';
import { applicationName } from './database.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one waiting job with this key per queue (the queues' 'short' policy): a retried request does not schedule twice. */
  singletonKey?: string;
}

/**
 * Background work that must survive a restart and run once even with many instances (unpaid-order cancel,
 * auto-confirm receipt, coupon expiry, carrier events): a PostgreSQL-backed queue in the `pgboss` schema.
 */
export interface JobQueue {
  define<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
}

const WORKERS = 2;
const BATCH = 100;
const CONCURRENCY = 4;

/** Runs `work` over the items, at most `width` at a time. */
async function inTurns<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function startJobQueue(
  url: string,
  options: { work: boolean; pollingSeconds?: number; onError?: (err: unknown) => void },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 2 + WORKERS * CONCURRENCY, application_name: applicationName() });
  boss.on('error', options.onError ?? (() => {}));
  await boss.start();
  const created = new Set<string>();

  // The 'short' policy keeps at most one waiting job per singletonKey (pg-boss's unique index), so a retried
  // request or a sweep does not schedule the same work twice; the standard policy did not, and a batch worker
  // then ran both copies. Every job of ours carries a key; a queue without keys holds one waiting job at a time.
  async function ensureQueue(name: string): Promise<void> {
    if (created.has(name)) return;
    await boss.createQueue(name, { name, policy: 'short' });
    await boss.updateQueue(name, { name, policy: 'short' });
    created.add(name);
  }

  return {
    async define(name, handler) {
      await ensureQueue(name);
      if (!options.work) return;
      // pg-boss fetches a batch per poll and waits out the polling interval between fetches; one job per poll (the
      // old setting) ran half a job a second. Each worker here takes up to BATCH jobs a poll and runs them
      // CONCURRENCY at a time; a job that fails is failed alone (retried by pg-boss), the rest complete.
      for (let w = 0; w < WORKERS; w++) {
        await boss.work<Parameters<typeof handler>[0]>(
          name,
          { pollingIntervalSeconds: options.pollingSeconds ?? 0.5, batchSize: BATCH },
          async (jobs) => {
            await inTurns(jobs, CONCURRENCY, async (job) => {
              try {
                await handler(job.data);
              } catch (err) {
                options.onError?.(err);
                await boss.fail(name, job.id, { message: String(err) }).catch((failErr: unknown) => options.onError?.(failErr));
              }
            });
          },
        );
      }
    },
    async send(name, data, opts = {}) {
      await ensureQueue(name);
      const sendOptions: PgBoss.SendOptions = { retryLimit: 5, retryBackoff: true };
      if (opts.startAfter !== undefined) sendOptions.startAfter = opts.startAfter;
      if (opts.singletonKey !== undefined) sendOptions.singletonKey = opts.singletonKey;
      return boss.send(name, data, sendOptions);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
