import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { sandboxPayout } from './withdraw.tables.ts';

/**
 * The sandbox payout provider, as a real one behaves: one payout per idempotency key, recorded on its own connection
 * (not in the caller's transaction, which may still roll back); asked again with a key it knows, it answers what it
 * did then. Tests steer it (`sandboxPayoutFaults`): `refuseNext` makes the next new payouts refused (an account the
 * provider will not pay), `timeoutsAfterPayout` makes it pay and then not answer, as after a network failure.
 */
export const sandboxPayoutFaults = { refuseNext: 0, timeoutsAfterPayout: 0 };

export type PayoutAnswer = { outcome: 'paid'; ref: string } | { outcome: 'refused'; reason: string };

export class PayoutTimeout extends Error {
  constructor() {
    super('the payout provider did not answer in time');
  }
}

export async function sandboxPay(db: Db, payout: { idempotencyKey: string; amount: number; receiveAccount: string }): Promise<PayoutAnswer> {
  const outcome = sandboxPayoutFaults.refuseNext > 0 ? 'refused' : 'paid';
  const [made] = await db.insert(sandboxPayout).values({ ...payout, outcome }).onConflictDoNothing().returning({ outcome: sandboxPayout.outcome });
  if (made && outcome === 'refused') sandboxPayoutFaults.refuseNext -= 1;
  const [row] = await db.select().from(sandboxPayout).where(eq(sandboxPayout.idempotencyKey, payout.idempotencyKey));
  if (row!.amount !== payout.amount) throw new Error(`the sandbox payout ${payout.idempotencyKey} was made for another amount`);
  if (row!.outcome === 'paid' && sandboxPayoutFaults.timeoutsAfterPayout > 0) {
    sandboxPayoutFaults.timeoutsAfterPayout -= 1;
    throw new PayoutTimeout();
  }
  return row!.outcome === 'paid' ? { outcome: 'paid', ref: `sandbox:${payout.idempotencyKey}` } : { outcome: 'refused', reason: 'The receiving account refused the payout' };
}
