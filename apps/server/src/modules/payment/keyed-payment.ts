import { PAY_CHANNELS, type PayChannel } from '@mall/contract/payment/payment-fields';
import type { Tx } from '../../platform/database.ts';
import type { PaymentDeps } from './payment-methods.service.ts';
import { makeNonce, makePaymentNo } from './payment-numbers.ts';
import { payment } from './payment.tables.ts';

export type PaymentRow = typeof payment.$inferSelect;

/** What pays for money going in (a wallet recharge, a shop top-up): a provider only, never a balance or a transfer. */
export const PROVIDER_CHANNELS: readonly PayChannel[] = [PAY_CHANNELS.sandbox, PAY_CHANNELS.scan, PAY_CHANNELS.wxpay, PAY_CHANNELS.alipay];

class KeyTaken extends Error {}

/**
 * A payment without orders (a recharge, a shop top-up) and the record it pays for, made once per request key. In
 * one transaction: the payment (its number drawn again if taken), then `attach` writes the record with
 * `on conflict do nothing` on the request key and answers it, or undefined when the key is taken. A key taken by a
 * call at the same moment rolls this payment back and answers that call's record (`find`), so two calls with one
 * key make one payment.
 */
export async function takeKeyedPayment<Made, Found>(
  deps: PaymentDeps,
  values: { accountId: number; channel: PayChannel; amount: number; minutes: number },
  attach: (tx: Tx, p: PaymentRow) => Promise<Made | undefined>,
  find: () => Promise<Found | undefined>,
): Promise<{ made: Made } | { found: Found }> {
  for (let attempt = 0; ; attempt++) {
    const created = await deps.db
      .transaction(async (tx) => {
        const [p] = await tx
          .insert(payment)
          .values({ paymentNo: makePaymentNo(), accountId: values.accountId, channel: values.channel, amount: values.amount, nonce: makeNonce(), expiresAt: new Date(Date.now() + values.minutes * 60_000) })
          .onConflictDoNothing()
          .returning();
        if (!p) return null;
        const made = await attach(tx, p);
        if (made === undefined) throw new KeyTaken();
        return { made };
      })
      .catch((err: unknown) => {
        if (err instanceof KeyTaken) return 'key' as const;
        throw err;
      });
    if (created !== 'key' && created !== null) return created;
    const found = await find();
    if (found) return { found };
    if (attempt >= 3) throw new Error('could not draw a free payment number');
  }
}
