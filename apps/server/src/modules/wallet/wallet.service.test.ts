import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { AppError } from '../../platform/errors.ts';
import { account } from '../account/account.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../order/order-test-data.ts';
import { placeOrder } from '../order/order-test-orders.ts';
import { payment, paymentRefund } from '../payment/payment.tables.ts';
import { creditWallet, debitWallet, ensureWallet, walletBalance } from './wallet.service.ts';
import { wallet, walletEntry } from './wallet.tables.ts';

const t = await createTestApp();
const DEMO = 5000;

const entriesOf = (accountId: number) => t.db.select().from(walletEntry).where(eq(walletEntry.accountId, accountId)).orderBy(walletEntry.id);

/** A payment row to hang ledger entries on (the ledger ties each debit to what caused it). */
async function paymentFor(accountId: number, amount: number): Promise<number> {
  const [row] = await t.db
    .insert(payment)
    .values({ paymentNo: `P2026${Math.floor(Math.random() * 1e15)}`, accountId, channel: 1, amount, nonce: 'n', expiresAt: sql`now() + interval '1 hour'` })
    .returning({ id: payment.id });
  return row!.id;
}

describe('the wallet ledger', () => {
  it('opens a wallet once, on first use, with the register gift plus the demo amount as one opening entry', async () => {
    const user = await createTestUser(t.db);
    await t.db.update(account).set({ registerGiftAmount: 1000 }).where(eq(account.id, user.userId));
    await Promise.all(Array.from({ length: 5 }, () => ensureWallet(t.db, user.userId, DEMO)));
    expect(await walletBalance(t.db, user.userId, DEMO)).toBe(6000);
    const entries = await entriesOf(user.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 6000, kind: 'opening', balanceAfter: 6000 });
  });

  it('opens an empty wallet without an entry (the ledger has no zero entries)', async () => {
    const user = await createTestUser(t.db);
    expect(await walletBalance(t.db, user.userId, 0)).toBe(0);
    expect(await entriesOf(user.userId)).toHaveLength(0);
    expect((await t.db.select().from(wallet).where(eq(wallet.accountId, user.userId))).length).toBe(1);
  });

  it('debits with an entry carrying the balance after, refuses a short balance (4350) and changes nothing', async () => {
    const user = await createTestUser(t.db);
    await ensureWallet(t.db, user.userId, DEMO);
    const p1 = await paymentFor(user.userId, 3000);
    expect(await t.db.transaction((tx) => debitWallet(tx, user.userId, 3000, p1))).toBe(2000);
    const p2 = await paymentFor(user.userId, 2001);
    const short = await t.db.transaction((tx) => debitWallet(tx, user.userId, 2001, p2)).catch((e: unknown) => e);
    expect(short).toBeInstanceOf(AppError);
    expect((short as AppError).code).toBe(4350);
    // The same payment cannot be debited twice (unique entry per payment).
    await expect(t.db.transaction((tx) => debitWallet(tx, user.userId, 10, p1))).rejects.toThrow();
    expect(await walletBalance(t.db, user.userId, DEMO)).toBe(2000);
    expect((await entriesOf(user.userId)).map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['opening', 5000, 5000],
      ['payment', -3000, 2000],
    ]);
  });

  it('credits a refund once, and the entries always sum to the balance', async () => {
    const user = await createTestUser(t.db);
    await ensureWallet(t.db, user.userId, DEMO);
    const p = await paymentFor(user.userId, 1500);
    await t.db.transaction((tx) => debitWallet(tx, user.userId, 1500, p));
    const [[sku]] = await shippingGoods(t.db, 1, 0);
    await addAddress(t.db, user.userId);
    const orderId = await placeOrder(t, user, sku);
    const [refund] = await t.db.insert(paymentRefund).values({ paymentId: p, orderId, amount: 1500, channel: 1, requestKey: `test:${p}` }).returning({ id: paymentRefund.id });
    expect(await t.db.transaction((tx) => creditWallet(tx, user.userId, 1500, refund!.id))).toBe(5000);
    // The same refund cannot be credited twice (unique entry per refund).
    await expect(t.db.transaction((tx) => creditWallet(tx, user.userId, 1500, refund!.id))).rejects.toThrow();
    const [sum] = await t.db.select({ sum: sql<number>`sum(${walletEntry.amount})::int` }).from(walletEntry).where(eq(walletEntry.accountId, user.userId));
    expect(sum!.sum).toBe(await walletBalance(t.db, user.userId, DEMO));
  });

  it('refuses non-positive amounts before touching the database', async () => {
    const user = await createTestUser(t.db);
    await expect(t.db.transaction((tx) => debitWallet(tx, user.userId, 0, 1))).rejects.toThrow(/positive/);
    await expect(t.db.transaction((tx) => creditWallet(tx, user.userId, -5, 1))).rejects.toThrow(/positive/);
  });
});
