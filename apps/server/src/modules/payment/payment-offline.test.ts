import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cancelPayment } from '@mall/contract/payment/cancel-payment';
import { queryPaymentContext } from '@mall/contract/payment/query-payment-context';
import { reviewPaymentVoucher } from '@mall/contract/payment/review-payment-voucher';
import { submitPaymentVoucher } from '@mall/contract/payment/submit-payment-voucher';
import { createTestApp } from '../../testing/test-app.ts';
import { cancelOverdueOrders } from '../order/order-cancel.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { saleOrder, saleOrderEvent } from '../order/order.tables.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { execute, movesInto, orderStatus, pay, shopper, signedPayment } from '../../testing/payment-test-kit.ts';
import { payment, shopBankAccount } from './payment.tables.ts';
import { upload } from '../resource/upload.tables.ts';

const t = await createTestApp();
const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 500, price: 1000 });
const HOUR = 3_600_000;
const deadlineOf = async (id: number) => (await t.db.select({ at: saleOrder.payDeadline }).from(saleOrder).where(eq(saleOrder.id, id)))[0]!.at.getTime();

/** Pictures of a transfer receipt as if the shopper had uploaded them (`resource/cos/upload` has its own tests). */
async function uploaded(accountId: number, ...names: string[]): Promise<string[]> {
  const urls = names.map((n) => `/uploads/2026/11/${accountId}-${n}.webp`);
  await t.db.insert(upload).values(urls.map((url) => ({ accountId, url, mime: 'image/webp', width: 800, height: 600, size: 1000 })));
  return urls;
}

/** A shopper's offline payment of one new order of shop `a`, with its voucher sent. */
async function underReview() {
  const user = await shopper(t);
  const id = await placeOrder(t, user, a);
  const created = await pay(t, user, [id], 6);
  expect(created.body.code, created.body.message).toBe(1000);
  const paymentNo = created.body.data!.orderInfo.paymentNo;
  const sent = await t.call(submitPaymentVoucher, { paymentNo, images: await uploaded(user.userId, 'v1'), note: 'sent from my bank app' }, { token: user.token });
  expect(sent.body.code, sent.body.message).toBe(1000);
  return { user, id, paymentNo };
}

describe('offline transfer', () => {
  it("answers the shop's bank account, and takes a voucher: reviewing, the orders' deadline pushed out", async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const created = await pay(t, user, [id], 6);
    expect(created.body.code, created.body.message).toBe(1000);
    const [account] = await t.db.select().from(shopBankAccount).where(eq(shopBankAccount.shopId, a.shopId));
    expect(created.body.data).toMatchObject({ isPayed: false, data: null, orderInfo: { bankAccount: { bankName: account!.bankName, accountNumber: account!.accountNumber } } });
    const paymentNo = created.body.data!.orderInfo.paymentNo;

    const images = await uploaded(user.userId, 'a', 'b');
    const res = await t.call(submitPaymentVoucher, { paymentNo, images, note: 'ref 123' }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'reviewing', voucher: { images, note: 'ref 123', reviewNote: null } });
    expect(await deadlineOf(id)).toBeGreaterThan(Date.now() + 71 * HOUR);
    // The sweep leaves it alone while the merchant looks.
    expect(await cancelOverdueOrders(t.db)).toBe(0);
    expect(await orderStatus(t, id)).toBe('paying');
    // The payment page resumes it.
    const ctx = (await t.call(queryPaymentContext, { orderId: id }, { token: user.token })).body.data!;
    expect(ctx.openPayment).toMatchObject({ paymentNo, status: 'reviewing' });
  });

  it("refuses pictures that are not the shopper's own uploads (1001), changing nothing", async () => {
    const user = await shopper(t);
    const other = await shopper(t);
    const id = await placeOrder(t, user, a);
    const created = await pay(t, user, [id], 6);
    const paymentNo = created.body.data!.orderInfo.paymentNo;
    const mine = await uploaded(user.userId, 'mine');
    const theirs = await uploaded(other.userId, 'theirs');
    for (const images of [theirs, [...mine, ...theirs], ['https://elsewhere.example/receipt.png'], ['/uploads/2026/11/never-uploaded.webp']]) {
      const res = await t.call(submitPaymentVoucher, { paymentNo, images }, { token: user.token });
      expect(res.body.code, images.join()).toBe(1001);
      expect(res.body.message).toContain('images');
    }
    const [row] = await t.db.select({ status: payment.status, voucherImages: payment.voucherImages }).from(payment).where(eq(payment.paymentNo, paymentNo));
    expect(row).toEqual({ status: 'pending', voucherImages: null });
    // The same picture twice is still the shopper's own.
    expect((await t.call(submitPaymentVoucher, { paymentNo, images: [...mine, ...mine] }, { token: user.token })).body.code).toBe(1000);
  });

  it('refuses a voucher for a sandbox payment or a closed one (4309)', async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, a);
    const p = await signedPayment(t, user, [id]);
    expect((await t.call(submitPaymentVoucher, { paymentNo: p.paymentNo, images: ['/x.jpg'] }, { token: user.token })).body.code).toBe(4309);
    const off = await pay(t, user, [id], 6);
    const paymentNo = off.body.data!.orderInfo.paymentNo;
    await t.call(cancelPayment, { paymentNo }, { token: user.token });
    expect((await t.call(submitPaymentVoucher, { paymentNo, images: ['/x.jpg'] }, { token: user.token })).body.code).toBe(4309);
  });

  it("lets only the merchant of the orders' shop review (others 1004), and approving settles once as the merchant", async () => {
    const { id, paymentNo } = await underReview();
    // The merchant of a shop of another merchant.
    const [other] = await t.db.execute<{ id: number }>(
      sql`select s2.id from shop s1 join shop s2 on s2.merchant_id <> s1.merchant_id where s1.id = ${a.shopId}::int order by s2.id limit 1`,
    ).then((r) => r.rows);
    const stranger = await merchantOfShop(t, other!.id);
    expect((await t.call(reviewPaymentVoucher, { paymentNo, approve: true }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(reviewPaymentVoucher, { paymentNo: 'P2026010100000000', approve: true }, { token: stranger.token })).body.code).toBe(1004);
    expect(await orderStatus(t, id)).toBe('paying');
    const owner = await merchantOfShop(t, a.shopId);
    const results = await Promise.all([1, 2, 3].map(() => t.call(reviewPaymentVoucher, { paymentNo, approve: true, note: 'received' }, { token: owner.token })));
    for (const res of results) {
      expect(res.body.code, res.body.message).toBe(1000);
      expect(res.body.data).toMatchObject({ status: 'paid', voucher: { reviewNote: 'received' } });
    }
    expect(await orderStatus(t, id)).toBe('shipping');
    expect(await movesInto(t, id, 'shipping')).toBe(1);
    const [event] = await t.db.select().from(saleOrderEvent).where(eq(saleOrderEvent.orderId, id)).orderBy(sql`id desc`).limit(1);
    expect(event).toMatchObject({ actor: 'merchant', actorId: owner.accountId });
    // Refusing it now is too late.
    expect((await t.call(reviewPaymentVoucher, { paymentNo, approve: false }, { token: owner.token })).body.code).toBe(4308);
  });

  it('refusing fails the payment with the note and gives the orders a fresh short deadline to pay another way', async () => {
    const { user, id, paymentNo } = await underReview();
    const owner = await merchantOfShop(t, a.shopId);
    const res = await t.call(reviewPaymentVoucher, { paymentNo, approve: false, note: 'no such transfer arrived' }, { token: owner.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'failed', failReason: 'voucher_refused', voucher: { reviewNote: 'no such transfer arrived' } });
    const deadline = await deadlineOf(id);
    expect(deadline).toBeLessThanOrEqual(Date.now() + t.config.orderPayMinutes * 60_000 + 5_000);
    expect(deadline).toBeGreaterThan(Date.now());
    expect(await orderStatus(t, id)).toBe('paying');
    // Paid another way, it settles.
    const p = await signedPayment(t, user, [id]);
    expect((await execute(t, p)).body.code).toBe(1000);
    // A second review finds nothing under review.
    expect((await t.call(reviewPaymentVoucher, { paymentNo, approve: true }, { token: owner.token })).body.code).toBe(4308);
  });

  it('cancelling a payment under review brings the short deadline back', async () => {
    const { user, id, paymentNo } = await underReview();
    const res = await t.call(cancelPayment, { paymentNo }, { token: user.token });
    expect(res.body.data!.status).toBe('cancelled');
    expect(await deadlineOf(id)).toBeLessThanOrEqual(Date.now() + t.config.orderPayMinutes * 60_000 + 5_000);
    const [row] = await t.db.select().from(payment).where(eq(payment.paymentNo, paymentNo));
    expect(row!.failReason).toBe('shopper_cancel');
  });
});
