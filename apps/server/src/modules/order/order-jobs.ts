import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { cancelOverdueOrders, cancelUnpaidOrder, deleteStaleCheckouts } from './order-cancel.ts';
import { receiveOverdueOrders } from './order-receive.ts';

/**
 * The order domain's background work. Each commit schedules one job at its orders' pay deadline that cancels
 * those still unpaid; a sweep on start and every minute cancels any overdue order a lost job would have left
 * (a crash between the commit and the scheduling, a job that ran early). Both go through the same idempotent
 * conditional update, so several instances doing it at once cancel each order once. The sweep also deletes
 * checkouts that expired more than a day ago, and completes orders shipped ORDER_RECEIVE_DAYS ago that the
 * shopper has not confirmed (automatic receipt).
 */

export const UNPAID_CANCEL_JOB = 'order-unpaid-cancel';
const SWEEP_EVERY_MS = 60_000;

interface UnpaidCancelJob {
  orderIds: number[];
}

/** Schedules the cancel of a commit's orders at their pay deadline (once per commit number). */
export async function scheduleUnpaidCancel(jobs: JobQueue, checkoutNumber: string, orderIds: number[], deadline: Date): Promise<void> {
  await jobs.send<UnpaidCancelJob>(UNPAID_CANCEL_JOB, { orderIds }, { startAfter: deadline, singletonKey: `unpaid:${checkoutNumber}` });
}

/** Defines the unpaid-cancel job when the app is ready and, on instances that run jobs, starts the sweep. */
export function registerOrderJobs(app: FastifyInstance, deps: Deps): void {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  const sweep = () => {
    if (sweeping) return;
    sweeping = Promise.all([cancelOverdueOrders(deps.db), deleteStaleCheckouts(deps.db), receiveOverdueOrders(deps.db, deps.config.orderReceiveDays)])
      .then(([cancelled, deleted, received]) => {
        if (cancelled > 0) deps.log.info({ cancelled }, 'cancelled overdue unpaid orders');
        if (deleted > 0) deps.log.info({ deleted }, 'deleted stale checkouts');
        if (received > 0) deps.log.info({ received }, 'completed orders shipped ORDER_RECEIVE_DAYS ago');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'the overdue-order sweep failed; it runs again in a minute'))
      .finally(() => {
        sweeping = undefined;
      });
  };

  app.addHook('onReady', async () => {
    await deps.jobs.define<UnpaidCancelJob>(UNPAID_CANCEL_JOB, async ({ orderIds }) => {
      for (const id of orderIds) {
        await cancelUnpaidOrder(deps.db, id, { actor: 'system', actorId: null, reason: 'unpaid_timeout', overdueOnly: true });
      }
    });
    if (!deps.config.jobs) return;
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}
