import PgBoss from 'pg-boss';

export type JobHandler<T> = (data: T) => Promise<void>;

export interface SendOptions {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one waiting job with this key per queue: a retried request does not schedule twice. */
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

export async function startJobQueue(
  url: string,
  options: { work: boolean; pollingSeconds?: number; onError?: (err: unknown) => void },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4 });
  boss.on('error', options.onError ?? (() => {}));
  await boss.start();
  const created = new Set<string>();

  async function ensureQueue(name: string): Promise<void> {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  }

  return {
    async define(name, handler) {
      await ensureQueue(name);
      if (!options.work) return;
      await boss.work<Parameters<typeof handler>[0]>(
        name,
        { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job.data);
        },
      );
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
