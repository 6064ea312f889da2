import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueMerchantInvoice } from '@mall/contract/invoice/issue-merchant-invoice';
import { queryInvoices } from '@mall/contract/invoice/query-invoices';
import { createTestApp } from '../../testing/test-app.ts';
import { completedOrder, requestCompanyInvoice } from '../../testing/invoice-test-kit.ts';
import { settleEvents, shopper } from '../../testing/payment-test-kit.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { saleOrderGoods } from '../order/order.tables.ts';
import { requestRefund } from '../payment/payment-refund.ts';
import { paymentRefund } from '../payment/payment.tables.ts';
import { creditRefund } from './invoice-issue.service.ts';
import { invoice, invoiceCounter } from './invoice.tables.ts';

const t = await createTestApp();
const [[manySku], [sku]] = await shippingGoods(t.db, 2, 0, { price: 1000, stock: 1000 });
const manyOwner = await merchantOfShop(t, manySku.shopId);
const owner = await merchantOfShop(t, sku.shopId);
const by = { actor: 'merchant' as const, actorId: null };

const counterOf = async (shopId: number) => (await t.db.select({ lastNo: invoiceCounter.lastNo }).from(invoiceCounter).where(eq(invoiceCounter.shopId, shopId)))[0]?.lastNo ?? 0;
const lineOf = async (orderId: number) => (await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId)))[0]!;
const creditNotesOf = (orderId: number) => t.db.select().from(invoice).where(and(eq(invoice.orderId, orderId), eq(invoice.kind, 'credit_note')));

/** A completed order of `quantity` units with a requested company invoice; answers both. */
async function requested(quantity = 1, forSku = sku) {
  const user = await shopper(t);
  const order = await completedOrder(t, user, forSku, quantity);
  const res = await requestCompanyInvoice(t, user, order.orderId);
  expect(res.body.code, res.body.message).toBe(1000);
  return { user, ...order, invoiceId: res.body.data!.invoiceId };
}

describe('numbers', () => {
  it('gives 20 invoices of one shop issued at once distinct numbers 1 to 20, with no gap', async () => {
    const before = await counterOf(manySku.shopId);
    const made = [];
    for (let i = 0; i < 20; i++) made.push(await requested(1, manySku));
    const answers = await Promise.all(made.map((m) => t.call(issueMerchantInvoice, { invoiceId: m.invoiceId }, { token: manyOwner.token })));
    expect(answers.map((a) => a.body.code)).toEqual(answers.map(() => 1000));
    const rows = await t.db.select({ invoiceNo: invoice.invoiceNo }).from(invoice).where(eq(invoice.shopId, manySku.shopId));
    expect(rows.map((r) => r.invoiceNo).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(new Set(answers.map((a) => a.body.data!.invoiceNo)).size).toBe(20);
    expect(await counterOf(manySku.shopId)).toBe(before + 20);
  });

  it('uses one number when the same invoice is issued five times at once', async () => {
    const { invoiceId } = await requested();
    const before = await counterOf(sku.shopId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(issueMerchantInvoice, { invoiceId }, { token: owner.token })));
    expect(answers.map((a) => a.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(new Set(answers.map((a) => a.body.data!.invoiceNo)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.data!.pdfUrl?.split('?')[0])).size).toBe(1);
    expect(await counterOf(sku.shopId)).toBe(before + 1);
  });
});

describe('amounts and refunds', () => {
  it('waits for a refund under way, then invoices what was paid less what was refunded, with no credit note for that refund', async () => {
    const { orderId, paid, invoiceId } = await requested(2);
    const line = await lineOf(orderId);
    const refund = await t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'one back', requestKey: `inv-r1:${orderId}`, by }));
    const before = await counterOf(sku.shopId);
    // The refund's row held, so that it is still under way when the invoice is issued: the app delivers its events in
    // the background too, and on a busy machine that delivery once settled the refund first.
    const holder = await t.db.$client.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from payment_refund where id = $1 for update', [refund!.refundId]);
      expect((await t.call(issueMerchantInvoice, { invoiceId }, { token: owner.token })).body.code).toBe(4834);
      expect(await counterOf(sku.shopId)).toBe(before);
    } finally {
      await holder.query('commit');
      holder.release();
    }
    await settleEvents(t);
    const issued = await t.call(issueMerchantInvoice, { invoiceId }, { token: owner.token });
    expect(issued.body.code, issued.body.message).toBe(1000);
    expect(issued.body.data).toMatchObject({ status: 'issued', amount: paid - refund!.amount });
    await settleEvents(t);
    expect(await creditNotesOf(orderId)).toEqual([]);
  });

  it('makes one credit note for a refund after issue, numbered from the same counter, even when its event is delivered again', async () => {
    const { user, orderId, paid, invoiceId } = await requested(3);
    const issued = (await t.call(issueMerchantInvoice, { invoiceId }, { token: owner.token })).body.data!;
    expect(issued.amount).toBe(paid);
    const line = await lineOf(orderId);
    const refund = await t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'one back', requestKey: `inv-r2:${orderId}`, by }));
    const before = await counterOf(sku.shopId);
    await settleEvents(t);
    const [settled] = await t.db.select({ status: paymentRefund.status }).from(paymentRefund).where(eq(paymentRefund.id, refund!.refundId));
    expect(settled!.status).toBe('settled');
    const notes = await creditNotesOf(orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ status: 'issued', amount: refund!.amount, creditOf: invoiceId, refundId: refund!.refundId, invoiceNo: before + 1 });
    // The same event again, three deliveries at once: still one note, no number used.
    await Promise.all([1, 2, 3].map(() => t.db.transaction((tx) => creditRefund(t, tx, refund!.refundId))));
    expect(await creditNotesOf(orderId)).toHaveLength(1);
    expect(await counterOf(sku.shopId)).toBe(before + 1);

    // The shopper sees it beside the invoice, with its own PDF that names the invoice it corrects.
    const mine = (await t.call(queryInvoices, { orderId }, { token: user.token })).body.data!.list;
    expect(mine.map((i) => [i.kind, i.status])).toEqual([
      ['credit_note', 'issued'],
      ['invoice', 'issued'],
    ]);
    expect(mine[0]).toMatchObject({ creditOfNo: issued.invoiceNo, amount: refund!.amount, editable: false });
    expect(mine[0]!.invoiceNo).toMatch(/^CN-/);
    const pdf = await t.app.inject({ method: 'GET', url: mine[0]!.pdfUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toContain(`(Credit note ${mine[0]!.invoiceNo})`);

    // A second refund gets its own note; the two never exceed the invoice.
    const rest = await t.db.transaction((tx) => requestRefund(tx, { orderId, reason: 'the rest', requestKey: `inv-r3:${orderId}`, by }));
    await settleEvents(t);
    const all = await creditNotesOf(orderId);
    expect(all).toHaveLength(2);
    expect(all.reduce((s, n) => s + n.amount, 0)).toBe(refund!.amount + rest!.amount);
    expect(refund!.amount + rest!.amount).toBe(paid);
  });

  it('makes no credit note for a refund that settled before the issue, and refuses an order refunded in full', async () => {
    const { orderId, paid, invoiceId } = await requested(2);
    const line = await lineOf(orderId);
    const refund = await t.db.transaction((tx) => requestRefund(tx, { orderId, lines: [{ orderLineId: line.id, quantity: 1 }], reason: 'early', requestKey: `inv-r4:${orderId}`, by }));
    await settleEvents(t);
    const issued = (await t.call(issueMerchantInvoice, { invoiceId }, { token: owner.token })).body.data!;
    expect(issued.amount).toBe(paid - refund!.amount);
    // Delivered late (after the issue), the refund's event still makes no note: the invoice left it out.
    await t.db.transaction((tx) => creditRefund(t, tx, refund!.refundId));
    expect(await creditNotesOf(orderId)).toEqual([]);

    const full = await requested(1);
    await t.db.transaction((tx) => requestRefund(tx, { orderId: full.orderId, reason: 'all', requestKey: `inv-r5:${full.orderId}`, by }));
    await settleEvents(t);
    expect((await t.call(issueMerchantInvoice, { invoiceId: full.invoiceId }, { token: owner.token })).body.code).toBe(4835);
    const other = await shopper(t);
    const refunded = await completedOrder(t, other, sku);
    await t.db.transaction((tx) => requestRefund(tx, { orderId: refunded.orderId, reason: 'all', requestKey: `inv-r6:${refunded.orderId}`, by }));
    await settleEvents(t);
    expect((await requestCompanyInvoice(t, other, refunded.orderId)).body.code).toBe(4835);
  });
});
