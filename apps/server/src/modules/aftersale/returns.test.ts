import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyReturn as applyCall, type TApplyReturnRequest } from '@mall/contract/aftersale/apply-return';
import { approveReturn, receiveReturn, refuseReturn, shipExchange } from '@mall/contract/aftersale/answer-merchant-return';
import { cancelReturn } from '@mall/contract/aftersale/cancel-return';
import { deliverReturnGoods } from '@mall/contract/aftersale/deliver-return-goods';
import { queryMerchantReturns } from '@mall/contract/aftersale/query-merchant-returns';
import { queryOrderReturns } from '@mall/contract/aftersale/query-order-returns';
import { queryReturnDetail } from '@mall/contract/aftersale/query-return-detail';
import { queryReturns } from '@mall/contract/aftersale/query-returns';
import { createTestApp } from '../../testing/test-app.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { execute, newKey, orderStatus, settleEvents, shopper, signedPayment } from '../../testing/payment-test-kit.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { publishEvent } from '../../platform/domain-events.ts';
import { goodsSku } from '../catalogue/catalogue.tables.ts';
import { writeTrackingNo } from '../logistics/tracking-numbers.ts';
import { moveOrder } from '../order/order-state.ts';
import { saleOrder, saleOrderGoods } from '../order/order.tables.ts';
import { paymentRefund, sandboxRefund } from '../payment/payment.tables.ts';
import { sandboxFaults } from '../payment/sandbox-psp.ts';
import { userMessage } from '../messaging/messaging.tables.ts';
import { returnOrder, returnOrderEvent } from './aftersale.tables.ts';
import { agreeOverdueReturns } from './return-steps.service.ts';

const t = await createTestApp();
const [[a, a2], [b]] = await shippingGoods(t.db, 2, 6, { stock: 1000, price: 1000 });
const merchantA = await merchantOfShop(t, a.shopId);
const strangerMerchant = await otherMerchant(t, a.shopId);
const sf = () => writeTrackingNo('^SF\\d{13}$');

type Shopper = Awaited<ReturnType<typeof shopper>>;

/** An order of `quantity` units of a SKU, paid through the sandbox and moved on to `status` (as the platform). */
async function orderIn(user: Shopper, status: 'shipping' | 'receiving' | 'completed', quantity = 3, sku: TestSku = a) {
  const orderId = await placeOrder(t, user, sku, quantity);
  const p = await signedPayment(t, user, [orderId]);
  expect((await execute(t, p)).body.code).toBe(1000);
  await t.db.transaction(async (tx) => {
    if (status !== 'shipping') await moveOrder(tx, orderId, { from: 'shipping', to: 'receiving', actor: 'platform', actorId: null });
    if (status === 'completed') await moveOrder(tx, orderId, { from: 'receiving', to: 'completed', actor: 'platform', actorId: null });
  });
  const [line] = await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, orderId));
  return { orderId, line: line!, paid: p.amount };
}

function apply(user: Shopper, body: Partial<TApplyReturnRequest> & Pick<TApplyReturnRequest, 'orderId' | 'kind' | 'lines'>) {
  return t.call(applyCall, { reason: 'damaged', requestKey: newKey(), ...body }, { token: user.token });
}

async function applied(user: Shopper, body: Parameters<typeof apply>[1]) {
  const res = await apply(user, body);
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.returnId;
}

const statusOf = async (returnId: number) => (await t.db.select({ s: returnOrder.status }).from(returnOrder).where(eq(returnOrder.id, returnId)))[0]!.s;
const stockOf = async (skuId: number) => (await t.db.select({ s: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.id, skuId)))[0]!.s;
const refundsOf = (orderId: number) => t.db.select().from(paymentRefund).where(eq(paymentRefund.orderId, orderId));

describe('refund only', () => {
  it('refunds a paid order not yet shipped when the merchant agrees, once, and closes the order refunded in full', async () => {
    const user = await shopper(t);
    const { orderId, line, paid } = await orderIn(user, 'shipping', 2);
    const returnId = await applied(user, { orderId, kind: 'refund', lines: [{ orderLineId: line.id, quantity: 2 }], description: 'Ordered twice\nby mistake' });
    expect(await statusOf(returnId)).toBe('requested');
    // The same approval twice at once: one refund.
    const [first, second] = await Promise.all([1, 2].map(() => t.call(approveReturn, { returnId }, { token: merchantA.token })));
    expect([first!.body.code, second!.body.code]).toEqual([1000, 1000]);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await statusOf(returnId)).toBe('refunding');
    await settleEvents(t);
    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({ status: 'settled', amount: paid, requestKey: `return:${returnId}` });
    expect(await statusOf(returnId)).toBe('refunded');
    expect(await orderStatus(t, orderId)).toBe('terminated');
    const detail = await t.call(queryReturnDetail, { returnId }, { token: user.token });
    expect(detail.body.data).toMatchObject({ status: 'refunded', refundAmount: paid, refundStatus: 'settled', canCancel: false });
    expect(detail.body.data!.events.map((e) => [e.from, e.to, e.actor])).toEqual([
      [null, 'requested', 'shopper'],
      ['requested', 'approved', 'merchant'],
      ['approved', 'refunding', 'merchant'],
      ['refunding', 'refunded', 'system'],
    ]);
  });

  it('pays once when the provider times out after refunding and the refund is sent again', async () => {
    const user = await shopper(t);
    const { orderId, line, paid } = await orderIn(user, 'shipping', 1);
    const returnId = await applied(user, { orderId, kind: 'refund', lines: [{ orderLineId: line.id, quantity: 1 }] });
    sandboxFaults.timeoutsAfterRefund = 2;
    try {
      expect((await t.call(approveReturn, { returnId }, { token: merchantA.token })).body.code).toBe(1000);
      for (let i = 0; i < 5 && (await statusOf(returnId)) !== 'refunded'; i++) {
        await settleEvents(t);
        await t.db.execute(sql`update event_delivery set due_at = now() where done_at is null`);
      }
    } finally {
      sandboxFaults.timeoutsAfterRefund = 0;
    }
    expect(await statusOf(returnId)).toBe('refunded');
    const [refund] = await refundsOf(orderId);
    const paidBack = await t.db.select().from(sandboxRefund).where(eq(sandboxRefund.idempotencyKey, `refund-${refund!.id}`));
    expect(paidBack).toEqual([expect.objectContaining({ amount: paid })]);
  });

  it('refunds part of a shipped order and leaves it open; a silent merchant is taken as agreeing', async () => {
    const user = await shopper(t);
    const { orderId, line, paid } = await orderIn(user, 'receiving', 3);
    const returnId = await applied(user, { orderId, kind: 'refund', lines: [{ orderLineId: line.id, quantity: 1 }] });
    expect(await agreeOverdueReturns(t.db)).toBe(0);
    await t.db.update(returnOrder).set({ respondBy: sql`now() - interval '1 second'` }).where(eq(returnOrder.id, returnId));
    expect(await agreeOverdueReturns(t.db)).toBe(1);
    expect(await agreeOverdueReturns(t.db)).toBe(0);
    await settleEvents(t);
    expect(await statusOf(returnId)).toBe('refunded');
    const [refund] = await refundsOf(orderId);
    expect(refund!.amount).toBe(Math.floor(paid / 3));
    expect(await orderStatus(t, orderId)).toBe('receiving');
    const moves = await t.db.select().from(returnOrderEvent).where(eq(returnOrderEvent.returnId, returnId)).orderBy(returnOrderEvent.id);
    expect(moves[1]).toMatchObject({ toStatus: 'approved', actor: 'system', note: 'no answer in time' });
  });
});

describe('return and refund', () => {
  it('refunds only what came back, puts it back in stock, and the units asked for are held', async () => {
    const user = await shopper(t);
    const { orderId, line, paid } = await orderIn(user, 'completed', 3);
    const returnId = await applied(user, { orderId, kind: 'return', reason: 'quality', lines: [{ orderLineId: line.id, quantity: 2 }] });
    // The same line again: only one unit is left to ask for.
    expect((await apply(user, { orderId, kind: 'return', lines: [{ orderLineId: line.id, quantity: 2 }] })).body.code).toBe(4703);
    const byOrder = await t.call(queryOrderReturns, { orderId }, { token: user.token });
    expect(byOrder.body.data).toMatchObject({ kinds: ['return', 'exchange'], lines: [{ orderLineId: line.id, quantity: 3, available: 1 }] });

    expect((await t.call(approveReturn, { returnId }, { token: merchantA.token })).body.data).toMatchObject({ status: 'approved' });
    const approved = await t.call(queryReturnDetail, { returnId }, { token: user.token });
    expect(approved.body.data!.returnAddress).toMatchObject({ phone: expect.any(String), address: expect.any(String) });
    // Nothing can be received before it is sent back.
    expect((await t.call(receiveReturn, { returnId, lines: [{ orderLineId: line.id, receivedQuantity: 2 }] }, { token: merchantA.token })).body.code).toBe(4702);

    const sent = await t.call(deliverReturnGoods, { returnId, companyCode: 'SF', trackingNo: sf() }, { token: user.token });
    expect(sent.body.data).toMatchObject({ status: 'returning', returnParcel: { companyCode: 'SF', status: 'InfoReceived' } });
    const stockBefore = await stockOf(a.id);
    // A receipt must name every line once, within what was asked.
    for (const lines of [[{ orderLineId: line.id, receivedQuantity: 3 }], [{ orderLineId: line.id + 100000, receivedQuantity: 1 }]]) {
      expect((await t.call(receiveReturn, { returnId, lines }, { token: merchantA.token })).body.code).toBe(4707);
    }
    const received = await t.call(receiveReturn, { returnId, lines: [{ orderLineId: line.id, receivedQuantity: 1 }] }, { token: merchantA.token });
    expect(received.body.data).toMatchObject({ status: 'refunding', refundAmount: Math.floor(paid / 3) });
    expect(await stockOf(a.id)).toBe(stockBefore + 1);
    await settleEvents(t);
    expect(await statusOf(returnId)).toBe('refunded');
    // One unit came back: the other was never sent, so it may still be asked for (with the one left before).
    const again = await t.call(queryOrderReturns, { orderId }, { token: user.token });
    expect(again.body.data!.lines[0]!.available).toBe(2);
    expect(await orderStatus(t, orderId)).toBe('completed');
  });

  it('refuses after-sales the order does not allow, changing nothing', async () => {
    const user = await shopper(t);
    const receiving = await orderIn(user, 'receiving', 1);
    const completed = await orderIn(user, 'completed', 1);
    // A return of goods not received, a refund-only request of goods received.
    expect((await apply(user, { orderId: receiving.orderId, kind: 'return', lines: [{ orderLineId: receiving.line.id, quantity: 1 }] })).body.code).toBe(4701);
    expect((await apply(user, { orderId: completed.orderId, kind: 'refund', lines: [{ orderLineId: completed.line.id, quantity: 1 }] })).body.code).toBe(4701);
    // An unpaid order.
    const unpaid = await placeOrder(t, user, a, 1);
    const [unpaidLine] = await t.db.select().from(saleOrderGoods).where(eq(saleOrderGoods.orderId, unpaid));
    expect((await apply(user, { orderId: unpaid, kind: 'refund', lines: [{ orderLineId: unpaidLine!.id, quantity: 1 }] })).body.code).toBe(4701);
    // Received longer ago than the window.
    await t.db.update(saleOrder).set({ receivedAt: sql`now() - interval '16 days'` }).where(eq(saleOrder.id, completed.orderId));
    expect((await apply(user, { orderId: completed.orderId, kind: 'return', lines: [{ orderLineId: completed.line.id, quantity: 1 }] })).body.code).toBe(4704);
    // Someone else's order, and a line of another order.
    const other = await shopper(t);
    expect((await apply(other, { orderId: receiving.orderId, kind: 'refund', lines: [{ orderLineId: receiving.line.id, quantity: 1 }] })).body.code).toBe(1004);
    expect((await apply(user, { orderId: receiving.orderId, kind: 'refund', lines: [{ orderLineId: completed.line.id, quantity: 1 }] })).body.code).toBe(1004);
    expect(await t.db.select().from(returnOrder).where(eq(returnOrder.accountId, user.userId))).toHaveLength(0);
  });

  it('refuses bad input with a clear error', async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'receiving', 2);
    const lines = [{ orderLineId: line.id, quantity: 1 }];
    const cases: [Record<string, unknown>, number][] = [
      [{ reason: 'nope' }, 4705],
      [{ lines: [{ orderLineId: line.id, quantity: 3 }] }, 4703],
      [{ lines: [{ orderLineId: line.id, quantity: 0 }] }, 1001],
      [{ lines: [{ orderLineId: line.id, quantity: -1 }] }, 1001],
      [{ lines: [{ orderLineId: line.id, quantity: 1.5 }] }, 1001],
      [{ lines: [lines[0], lines[0]] }, 1001],
      [{ lines: [] }, 1001],
      [{ lines: [{ orderLineId: line.id, quantity: 1, exchangeSkuId: a2.id }] }, 4706],
      [{ description: 'x'.repeat(501) }, 1001],
      [{ description: 'bad\u0000text' }, 1001],
      [{ images: ['https://elsewhere.example/a.png'] }, 1001],
      [{ images: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.png`) }, 1001],
      [{ requestKey: 'short' }, 1001],
      [{ kind: 'steal' }, 1001],
      [{ orderId: 'one' }, 1001],
    ];
    for (const [change, code] of cases) {
      const res = await t.call(applyCall, { orderId, kind: 'refund', lines, reason: 'damaged', requestKey: newKey(), ...change }, { token: user.token });
      expect(res.body.code, JSON.stringify(change)).toBe(code);
    }
    expect(await t.db.select().from(returnOrder).where(eq(returnOrder.orderId, orderId))).toHaveLength(0);
  });

  it('answers the same request for the same key, and of five requests at once for the units of a line of three, stores three', async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'receiving', 3);
    const requestKey = newKey();
    const twins = await Promise.all([1, 2].map(() => apply(user, { orderId, kind: 'refund', requestKey, lines: [{ orderLineId: line.id, quantity: 1 }] })));
    expect(twins.map((r) => r.body.code)).toEqual([1000, 1000]);
    expect(twins[0]!.body.data).toEqual(twins[1]!.body.data);
    const five = await Promise.all(Array.from({ length: 5 }, () => apply(user, { orderId, kind: 'refund', lines: [{ orderLineId: line.id, quantity: 1 }] })));
    expect(five.filter((r) => r.body.code === 1000)).toHaveLength(2);
    expect(five.filter((r) => r.body.code === 4703)).toHaveLength(3);
    expect(await t.db.select().from(returnOrder).where(eq(returnOrder.orderId, orderId))).toHaveLength(3);
  });
});

describe('the merchant and the shopper, each on their own', () => {
  it('lets only the shop act on its requests and only the shopper read theirs', async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'receiving', 1);
    const returnId = await applied(user, { orderId, kind: 'refund', lines: [{ orderLineId: line.id, quantity: 1 }] });
    expect((await t.call(approveReturn, { returnId }, { token: strangerMerchant.token })).body.code).toBe(1004);
    expect((await t.call(refuseReturn, { returnId, reason: 'no' }, { token: strangerMerchant.token })).body.code).toBe(1004);
    expect((await t.call(approveReturn, { returnId }, { token: user.token })).body.code).toBe(1003);
    expect((await t.call(queryMerchantReturns, { shopId: a.shopId, queue: 'answer' }, { token: strangerMerchant.token })).body.code).toBe(1004);
    const other = await shopper(t);
    expect((await t.call(queryReturnDetail, { returnId }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(cancelReturn, { returnId }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryReturns, {}, { token: other.token })).body.data!.list).toEqual([]);
    expect(await statusOf(returnId)).toBe('requested');
    const queue = await t.call(queryMerchantReturns, { shopId: a.shopId, queue: 'answer', pageSize: 50 }, { token: merchantA.token });
    expect(queue.body.data!.list.some((r) => r.returnId === returnId)).toBe(true);
  });

  it('refuses with a reason the shopper reads; a refused request can be escalated, not approved', async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'completed', 1);
    const returnId = await applied(user, { orderId, kind: 'return', lines: [{ orderLineId: line.id, quantity: 1 }] });
    expect((await t.call(refuseReturn, { returnId, reason: '' }, { token: merchantA.token })).body.code).toBe(1001);
    expect((await t.call(refuseReturn, { returnId, reason: 'Worn and washed' }, { token: merchantA.token })).body.data).toMatchObject({ status: 'refused' });
    expect((await t.call(approveReturn, { returnId }, { token: merchantA.token })).body.code).toBe(4702);
    const detail = await t.call(queryReturnDetail, { returnId }, { token: user.token });
    expect(detail.body.data).toMatchObject({ status: 'refused', refuseReason: 'Worn and washed', canEscalate: true, canCancel: false });
    // The shopper hears of it, with the shop's reason.
    await settleEvents(t);
    const [notice] = await t.db.select().from(userMessage).where(and(eq(userMessage.accountId, user.userId), eq(userMessage.kind, 'order')));
    expect(notice).toMatchObject({ link: `/pages/order/orderreturndetail?returnId=${returnId}` });
    expect(notice!.content.en).toContain('Worn and washed');
    // A refused request holds nothing: the unit may be asked for again.
    expect((await t.call(queryOrderReturns, { orderId }, { token: user.token })).body.data!.lines[0]!.available).toBe(1);
  });

  it('lets the shopper cancel before sending back (twice answers the same), not after', async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'completed', 2);
    const first = await applied(user, { orderId, kind: 'return', lines: [{ orderLineId: line.id, quantity: 1 }] });
    expect((await t.call(cancelReturn, { returnId: first }, { token: user.token })).body.data).toMatchObject({ status: 'cancelled' });
    expect((await t.call(cancelReturn, { returnId: first }, { token: user.token })).body.data).toMatchObject({ status: 'cancelled' });
    expect((await t.call(approveReturn, { returnId: first }, { token: merchantA.token })).body.code).toBe(4702);
    const second = await applied(user, { orderId, kind: 'return', lines: [{ orderLineId: line.id, quantity: 2 }] });
    await t.call(approveReturn, { returnId: second }, { token: merchantA.token });
    await t.call(deliverReturnGoods, { returnId: second, companyCode: 'SF', trackingNo: sf() }, { token: user.token });
    expect((await t.call(cancelReturn, { returnId: second }, { token: user.token })).body.code).toBe(4702);
    // A parcel number of the wrong shape, or sent back twice.
    expect((await t.call(deliverReturnGoods, { returnId: second, companyCode: 'SF', trackingNo: sf() }, { token: user.token })).body.code).toBe(4702);
  });
});

describe('exchange', () => {
  it('takes the units back, sends the wanted SKU from stock, and completes when it is delivered', async () => {
    const user = await shopper(t);
    const { orderId, line, paid } = await orderIn(user, 'completed', 2);
    expect((await apply(user, { orderId, kind: 'exchange', lines: [{ orderLineId: line.id, quantity: 1, exchangeSkuId: a.id }] })).body.code).toBe(4706);
    expect((await apply(user, { orderId, kind: 'exchange', lines: [{ orderLineId: line.id, quantity: 1, exchangeSkuId: b.id }] })).body.code).toBe(4706);
    expect((await apply(user, { orderId, kind: 'exchange', lines: [{ orderLineId: line.id, quantity: 1 }] })).body.code).toBe(4706);
    const returnId = await applied(user, { orderId, kind: 'exchange', reason: 'wrong_item', lines: [{ orderLineId: line.id, quantity: 1, exchangeSkuId: a2.id }] });
    await t.call(approveReturn, { returnId }, { token: merchantA.token });
    await t.call(deliverReturnGoods, { returnId, companyCode: 'SF', trackingNo: sf() }, { token: user.token });
    const [aBefore, a2Before] = [await stockOf(a.id), await stockOf(a2.id)];
    expect((await t.call(receiveReturn, { returnId, lines: [{ orderLineId: line.id, receivedQuantity: 1 }] }, { token: merchantA.token })).body.data).toMatchObject({ status: 'received' });
    expect(await stockOf(a.id)).toBe(aBefore + 1);
    const shipped = await t.call(shipExchange, { returnId, companyCode: 'SF', trackingNo: sf() }, { token: merchantA.token });
    expect(shipped.body.data).toMatchObject({ status: 'exchanging' });
    expect(await stockOf(a2.id)).toBe(a2Before - 1);
    // The carrier reports the exchange parcel delivered.
    const [parcel] = (await t.db.execute<{ id: number }>(sql`select id from shipment where return_id = ${returnId} and kind = 'exchange'`)).rows;
    await t.db.transaction((tx) =>
      publishEvent(tx, { type: 'shipment.moved', subject: parcel!.id, payload: { shipmentId: parcel!.id, kind: 'exchange', returnId, orderId, shopId: a.shopId, status: 'Delivered', step: 5 } }),
    );
    await settleEvents(t);
    expect(await statusOf(returnId)).toBe('completed');
    expect(await refundsOf(orderId)).toEqual([]);
    const detail = await t.call(queryReturnDetail, { returnId }, { token: user.token });
    expect(detail.body.data).toMatchObject({ kind: 'exchange', amount: 0, lines: [{ exchangeSkuId: a2.id, receivedQuantity: 1 }], exchangeParcel: { companyCode: 'SF' } });
    expect(paid).toBeGreaterThan(0);
  });

  it('refuses to send an exchange when the wanted SKU is out of stock', async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'completed', 1);
    const returnId = await applied(user, { orderId, kind: 'exchange', lines: [{ orderLineId: line.id, quantity: 1, exchangeSkuId: a2.id }] });
    await t.call(approveReturn, { returnId }, { token: merchantA.token });
    await t.call(deliverReturnGoods, { returnId, companyCode: 'SF', trackingNo: sf() }, { token: user.token });
    await t.call(receiveReturn, { returnId, lines: [{ orderLineId: line.id, receivedQuantity: 1 }] }, { token: merchantA.token });
    const stock = await stockOf(a2.id);
    await t.db.update(goodsSku).set({ stock: 0 }).where(eq(goodsSku.id, a2.id));
    expect((await t.call(shipExchange, { returnId, companyCode: 'SF', trackingNo: sf() }, { token: merchantA.token })).body.code).toBe(4708);
    expect(await statusOf(returnId)).toBe('received');
    await t.db.update(goodsSku).set({ stock }).where(and(eq(goodsSku.id, a2.id)));
  });
});

describe('lists', () => {
  it("pages the shopper's requests newest first by keyset", async () => {
    const user = await shopper(t);
    const { orderId, line } = await orderIn(user, 'receiving', 3);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await applied(user, { orderId, kind: 'refund', lines: [{ orderLineId: line.id, quantity: 1 }] }));
    const first = await t.call(queryReturns, { pageSize: 2 }, { token: user.token });
    expect(first.body.data!.list.map((r) => r.returnId)).toEqual([ids[2], ids[1]]);
    const second = await t.call(queryReturns, { pageSize: 2, after: first.body.data!.next! }, { token: user.token });
    expect(second.body.data).toMatchObject({ list: [{ returnId: ids[0], kind: 'refund', status: 'requested', lines: [{ orderLineId: line.id, quantity: 1 }] }], next: null });
    expect((await t.call(queryReturns, { after: 'garbage' }, { token: user.token })).body.code).toBe(1001);
  });
});
