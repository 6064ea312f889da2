import type { Tx } from '../../platform/database.ts';
import type { CheckoutLineInput } from './order.tables.ts';

/**
 * Steps other modules add to the commit's transaction, after the orders are written (a group buy records its
 * participant orders under its listing's lock). The order module calls them without knowing them, so it depends on
 * none of those modules; a step that throws refuses the commit and rolls it back. Registered by name, so an app
 * built twice in one process (the tests) keeps one step per name.
 */
export interface CommittedOrders {
  accountId: number;
  lines: readonly CheckoutLineInput[];
  orders: readonly { id: number; shopId: number }[];
}

const steps = new Map<string, (tx: Tx, committed: CommittedOrders) => Promise<void>>();

export function registerCommitStep(name: string, step: (tx: Tx, committed: CommittedOrders) => Promise<void>): void {
  steps.set(name, step);
}

export async function runCommitSteps(tx: Tx, committed: CommittedOrders): Promise<void> {
  for (const step of steps.values()) await step(tx, committed);
}
