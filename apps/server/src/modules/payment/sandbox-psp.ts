import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { sandboxRefund as sandboxRefundTable } from './payment.tables.ts';

/**
 * The sandbox provider's side of a refund, as a real provider would keep it: its own record per idempotency key,
 * written on its own connection (not in the transaction that asked, which may still roll back or die). Asked again
 * with a key it knows, it answers the refund it made. Tests can make it lose its answers (`sandboxFaults`): the
 * refund is made, and the caller gets a timeout, as after a network failure.
 */

export const sandboxFaults = { timeoutsAfterRefund: 0, refusals: 0 };

/** The sandbox refused a refund for good (as a provider refuses one of a closed account): nothing was refunded. */
export class SandboxRefundRefused extends Error {
  constructor(readonly reason: string) {
    super(`the sandbox refused the refund: ${reason}`);
  }
}

/**
 * Refunds `amount` of a sandbox payment once per key; answers the sandbox's reference of the refund. Tests can make
 * it refuse the next refunds it has not made yet (`sandboxFaults.refusals`): SandboxRefundRefused, nothing written.
 */
export async function sandboxRefund(db: Db, refund: { idempotencyKey: string; paymentNo: string; amount: number }): Promise<string> {
  if (sandboxFaults.refusals > 0) {
    const [known] = await db.select({ key: sandboxRefundTable.idempotencyKey }).from(sandboxRefundTable).where(eq(sandboxRefundTable.idempotencyKey, refund.idempotencyKey));
    if (!known) {
      sandboxFaults.refusals -= 1;
      throw new SandboxRefundRefused('sandbox_refused');
    }
  }
  await db.insert(sandboxRefundTable).values(refund).onConflictDoNothing();
  const [made] = await db.select({ amount: sandboxRefundTable.amount }).from(sandboxRefundTable).where(eq(sandboxRefundTable.idempotencyKey, refund.idempotencyKey));
  if (made!.amount !== refund.amount) throw new Error(`the sandbox refund ${refund.idempotencyKey} was made for another amount`);
  if (sandboxFaults.timeoutsAfterRefund > 0) {
    sandboxFaults.timeoutsAfterRefund -= 1;
    throw new Error('the sandbox did not answer in time');
  }
  return `sandbox:${refund.idempotencyKey}`;
}
