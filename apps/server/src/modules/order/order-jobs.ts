import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { runPeriodically } from '../../platform/periodic.ts';
import { cancelOverdueOrders, deleteStaleCheckouts } from './order-cancel.ts';
import { receiveOverdueOrders } from './order-receive.ts';

/**
 * The order domain's background work, on instances that run jobs:
 * - every ORDER_SWEEP_SECONDS (2), the overdue sweep cancels the unpaid orders whose pay deadline has passed. The
 *   deadline is a column and its partial index (`sale_order_pay_deadline_idx`, paying orders only) is the queue: a
 *   sweep that finds nothing is one index probe, and a deadline moved (an offline voucher under review, refused)
 *   needs nothing rescheduled. It replaced a job per commit, which cost every commit a queue insert and, under load,
 *   left thousands of waiting jobs (docs/decisions.md). The cancel is a conditional update, so instances sweeping
 *   at once cancel each order once;
 * - every minute, checkouts that expired more than a day ago are deleted, and orders shipped ORDER_RECEIVE_DAYS ago
 *   that the shopper has not confirmed are completed (automatic receipt).
 */

const DAILY_CHORES_EVERY_MS = 60_000;

export function registerOrderJobs(app: FastifyInstance, deps: Deps): void {
  app.addHook('onReady', async () => {
    if (!deps.config.jobs) return;
    runPeriodically(app, deps, deps.config.orderSweepSeconds * 1000, 'cancelled overdue unpaid orders', (bg) => cancelOverdueOrders(bg.db));
    runPeriodically(app, deps, DAILY_CHORES_EVERY_MS, 'deleted stale checkouts and completed orders shipped ORDER_RECEIVE_DAYS ago', async (bg) => {
      const [deleted, received] = await Promise.all([deleteStaleCheckouts(bg.db), receiveOverdueOrders(bg.db, bg.config.orderReceiveDays)]);
      return deleted + received;
    });
  });
}
