import sharp from 'sharp';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { changeCartGoodsQty } from '@mall/contract/cart/change-cart-goods-qty';
import { readChatRecord } from '@mall/contract/chat/record';
import { demandConversation } from '@mall/contract/health/demand-conversation';
import { findMyMedicineDemands } from '@mall/contract/health/find-my-medicine-demands';
import { queryMerchantMedicineDemands } from '@mall/contract/health/merchant-medicine-demands';
import { merchantMedicineQuote } from '@mall/contract/health/merchant-medicine-quote';
import { queryHealthGoods } from '@mall/contract/health/query-health-goods';
import { queryHealthMedicines } from '@mall/contract/health/query-health-medicines';
import { releaseMedicineDemand, type TReleaseMedicineDemandRequest } from '@mall/contract/health/release-medicine-demand';
import { updateMedicineDemandStatus } from '@mall/contract/health/update-medicine-demand-status';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import { checkoutOrderDetail } from '@mall/contract/order/checkout-order-detail';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestApp } from '../../testing/test-app.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { pay, shopper } from '../../testing/payment-test-kit.ts';
import { cartLine } from '../cart/cart.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop, shopQualification } from '../shop/shop.tables.ts';
import { medicineQuote } from './health.tables.ts';

const t = await createTestApp();
const shopNamed = async (code: string) => (await t.db.select().from(shop).where(eq(shop.code, code)))[0]!;
const pharmacy = await shopNamed('kangjian-xuhui');
const farPharmacy = await shopNamed('kangjian-haidian');
const healthStore = await shopNamed('kangjian-health');
const [mallShop] = await t.db.select().from(shop).where(eq(shop.kind, 'mall')).orderBy(asc(shop.id)).limit(1);
const owner = await merchantOfShop(t, pharmacy.id);
const mallOwner = await merchantOfShop(t, mallShop!.id);
const here = { lat: pharmacy.lat!, lng: pharmacy.lng! };

async function skuOf(drugClass: 'rx' | 'otc') {
  const [row] = await t.db
    .select({ goodsId: goods.id, skuId: goodsSku.id, price: goodsSku.price, limit: goods.purchaseLimit })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .where(and(eq(goods.shopId, pharmacy.id), eq(goods.drugClass, drugClass), eq(goods.status, 'on_sale'), eq(goodsSku.enabled, true)))
    .orderBy(asc(goodsSku.id))
    .limit(1);
  await t.db.update(goodsSku).set({ stock: 10_000 }).where(eq(goodsSku.id, row!.skuId));
  return row!;
}
const rx = await skuOf('rx');
const otc = await skuOf('otc');

let png = 0;
async function uploadPrivate(token: string): Promise<string> {
  const picture = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: png++ % 255, g: 40, b: 90 } } }).png().toBuffer();
  const boundary = `----mall${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nprivate\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rx.png"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `${API_BASE}/${uploadPath}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.token]: token }, payload });
  return (res.json() as { data: { url: string } }).data.url;
}

async function release(user: { token: string }, extra: Partial<TReleaseMedicineDemandRequest> = {}) {
  const photo = await uploadPrivate(user.token);
  const res = await t.call(releaseMedicineDemand, { medicine: 'Amoxicillin', quantity: 2, symptoms: 'Sore throat', prescription: true, photos: [photo], ...here, ...extra }, { token: user.token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}
const quote = (demandId: number, o: { unitPrice?: number; token?: string; shopId?: number; goods?: { goodsId: number; skuId: number } } = {}) =>
  t.call(
    merchantMedicineQuote,
    { shopId: o.shopId ?? pharmacy.id, demandId, goodsId: (o.goods ?? rx).goodsId, skuId: (o.goods ?? rx).skuId, quantity: 2, unitPrice: o.unitPrice ?? 1234 },
    { token: o.token ?? owner.token },
  );
const accept = (user: { token: string }, demandId: number, quoteId: number) => t.call(updateMedicineDemandStatus, { action: 'accept', demandId, quoteId }, { token: user.token });
const expireQuote = (quoteId: number) => t.db.update(medicineQuote).set({ validUntil: sql`now() - interval '1 second'` }).where(eq(medicineQuote.id, quoteId));

async function commitCheckout(user: { token: string }, checkoutId: number, payAmount: number) {
  const number = (await t.call(checkoutNumber, { checkoutId }, { token: user.token })).body.data!.checkoutNumber;
  return t.call(commitOrder, { checkoutId, checkoutNumber: number, payAmount }, { token: user.token });
}

describe('regulated goods', () => {
  it('answers the regulatory facts and the pharmacy’s drug licence', async () => {
    const res = await t.call(queryHealthGoods, { goodsId: rx.goodsId });
    expect(res.body.code).toBe(1000);
    expect(res.body.data!.facts).toMatchObject({ drugClass: 'rx', approvalNumber: expect.stringMatching(/^国药准字H\d{8}$/) });
    // The ordinary goods page learns the class too, so it offers a quote instead of the cart.
    expect((await t.call(queryGoodsDetail, { goodsId: rx.goodsId })).body.data!.drugClass).toBe('rx');
    expect((await t.call(queryGoodsDetail, { goodsId: otc.goodsId })).body.data!.drugClass).toBe('otc');
    expect(res.body.data!.facts.usage).not.toBe('');
    expect(res.body.data!.licence).toMatchObject({ shopId: pharmacy.id, verified: true });
    expect((await t.call(queryHealthGoods, { goodsId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('lists medicines, over the counter or prescription-only', async () => {
    const all = (await t.call(queryHealthMedicines, { pageSize: 50 })).body.data!;
    const otcOnly = (await t.call(queryHealthMedicines, { drugClass: 'otc', pageSize: 50 })).body.data!;
    const rxOnly = (await t.call(queryHealthMedicines, { drugClass: 'rx', pageSize: 50 })).body.data!;
    expect(otcOnly.list.every((m) => m.drugClass === 'otc')).toBe(true);
    expect(rxOnly.list.map((m) => m.goodsId)).toContain(rx.goodsId);
    expect(all.total).toBe(otcOnly.total + rxOnly.total);
    const mine = (await t.call(queryHealthMedicines, { shopId: pharmacy.id, drugClass: 'rx', pageSize: 50 })).body.data!;
    expect(mine.list.every((m) => m.shopId === pharmacy.id)).toBe(true);
    expect(mine.list.find((m) => m.goodsId === rx.goodsId)?.skuId).toEqual(expect.any(Number));
  });

  it('keeps prescription-only goods out of the cart, every checkout and the commit', async () => {
    const user = await shopper(t);
    const added = await t.call(addCartGoods, { goodsId: rx.goodsId, skuId: rx.skuId, quantity: 1 }, { token: user.token });
    expect(added.body.code).toBe(5205);
    expect(await t.db.select().from(cartLine).where(eq(cartLine.accountId, user.userId))).toHaveLength(0);
    expect((await t.call(checkoutOneGoods, { goodsId: rx.goodsId, skuId: rx.skuId, quantity: 1 }, { token: user.token })).body.code).toBe(5205);
    // A line put in the cart before its goods became prescription-only.
    const [line] = await t.db.insert(cartLine).values({ accountId: user.userId, goodsId: rx.goodsId, skuId: rx.skuId, quantity: 1 }).returning();
    expect((await t.call(checkoutCart, { cartIds: [line!.id] }, { token: user.token })).body.code).toBe(5205);
    await t.db.delete(cartLine).where(eq(cartLine.id, line!.id));
    // A checkout opened while the goods was over the counter cannot be committed once it is prescription-only.
    const opened = await t.call(checkoutOneGoods, { goodsId: otc.goodsId, skuId: otc.skuId, quantity: 1 }, { token: user.token });
    expect(opened.body.code, opened.body.message).toBe(1000);
    await t.db.update(goods).set({ drugClass: 'rx' }).where(eq(goods.id, otc.goodsId));
    try {
      const done = await commitCheckout(user, opened.body.data!.checkoutId, opened.body.data!.payAmount);
      expect(done.body.code).toBe(5205);
      expect(await t.db.select().from(saleOrder).where(eq(saleOrder.accountId, user.userId))).toHaveLength(0);
    } finally {
      await t.db.update(goods).set({ drugClass: 'otc' }).where(eq(goods.id, otc.goodsId));
    }
  });

  it('limits the pieces of an OTC medicine per order: the limit passes, one more is refused in the cart and at checkout', async () => {
    const user = await shopper(t);
    const limit = otc.limit!;
    expect(limit).toBe(5);
    const over = await t.call(addCartGoods, { goodsId: otc.goodsId, skuId: otc.skuId, quantity: limit + 1 }, { token: user.token });
    expect(over.body.code).toBe(4005);
    const added = await t.call(addCartGoods, { goodsId: otc.goodsId, skuId: otc.skuId, quantity: limit }, { token: user.token });
    expect(added.body.code).toBe(1000);
    const cartId = added.body.data!.cartId;
    expect((await t.call(changeCartGoodsQty, { cartId, quantity: limit + 1 }, { token: user.token })).body.code).toBe(4005);
    expect((await t.call(changeCartGoodsQty, { cartId, quantity: limit }, { token: user.token })).body.code).toBe(1000);
    const ok = await t.call(checkoutOneGoods, { goodsId: otc.goodsId, skuId: otc.skuId, quantity: limit }, { token: user.token });
    expect(ok.body.data!.problems).toEqual([]);
    const tooMany = await t.call(checkoutOneGoods, { goodsId: otc.goodsId, skuId: otc.skuId, quantity: limit + 1 }, { token: user.token });
    expect(tooMany.body.data!.problems).toEqual([expect.objectContaining({ kind: 'purchase_limit', limit })]);
    expect((await commitCheckout(user, tooMany.body.data!.checkoutId, tooMany.body.data!.payAmount)).body.code).toBe(4203);
    expect((await commitCheckout(user, ok.body.data!.checkoutId, ok.body.data!.payAmount)).body.code).toBe(1000);
  });
});

describe('medicine demands', () => {
  it('needs a prescription photo for a prescription medicine, of the shopper’s own private uploads', async () => {
    const user = await shopper(t);
    const base = { medicine: 'Amoxicillin', quantity: 1, ...here };
    expect((await t.call(releaseMedicineDemand, { ...base, prescription: true }, { token: user.token })).body.code).toBe(5201);
    expect((await t.call(releaseMedicineDemand, { ...base, goodsId: rx.goodsId }, { token: user.token })).body.code).toBe(5201);
    const other = await shopper(t);
    const foreign = await uploadPrivate(other.token);
    expect((await t.call(releaseMedicineDemand, { ...base, prescription: true, photos: [foreign] }, { token: user.token })).body.code).toBe(1001);
    const mine = await t.call(findMyMedicineDemands, {}, { token: user.token });
    expect(mine.body.data!.list).toHaveLength(0);
    const d = await release(user);
    expect(d.status).toBe('open');
    expect(d.pharmaciesShown).toBeGreaterThanOrEqual(1);
    expect(d.photos[0]).toMatch(/^\/private\/.+\?e=\d+&s=/);
  });

  it('shows a demand only to verified pharmacies near it; only they quote; others are refused', async () => {
    const user = await shopper(t);
    const d = await release(user);
    const listed = await t.call(queryMerchantMedicineDemands, { shopId: pharmacy.id }, { token: owner.token });
    expect(listed.body.data!.verified).toBe(true);
    expect(listed.body.data!.list.map((x) => x.demandId)).toContain(d.demandId);
    // A pharmacy in another city was not shown it.
    const far = await t.call(queryMerchantMedicineDemands, { shopId: farPharmacy.id }, { token: owner.token });
    expect(far.body.data!.list.map((x) => x.demandId)).not.toContain(d.demandId);
    expect((await quote(d.demandId, { shopId: farPharmacy.id })).body.code).toBe(1004);
    // A shop that is not a pharmacy.
    expect((await quote(d.demandId, { shopId: mallShop!.id, token: mallOwner.token })).body.code).toBe(5204);
    // A pharmacy whose drug licence expired is no longer verified.
    await t.db.update(shopQualification).set({ validUntil: sql`now() - interval '1 day'` }).where(and(eq(shopQualification.shopId, healthStore.id), eq(shopQualification.kind, 'drug_license')));
    expect((await quote(d.demandId, { shopId: healthStore.id })).body.code).toBe(5204);
    expect((await t.call(queryMerchantMedicineDemands, { shopId: healthStore.id }, { token: owner.token })).body.data).toMatchObject({ verified: false, list: [] });
    // Another shop's goods cannot be quoted.
    const [foreignGoods] = await t.db
      .select({ goodsId: goods.id, skuId: goodsSku.id })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
      .where(ne(goods.shopId, pharmacy.id))
      .limit(1);
    expect((await quote(d.demandId, { goods: foreignGoods! })).body.code).toBe(5206);
    const q = await quote(d.demandId);
    expect(q.body.code, q.body.message).toBe(1000);
    const mine = (await t.call(findMyMedicineDemands, {}, { token: user.token })).body.data!.list[0]!;
    expect(mine).toMatchObject({ demandId: d.demandId, status: 'quoted' });
    expect(mine.quotes).toEqual([expect.objectContaining({ quoteId: q.body.data!.quoteId, status: 'offered', unitPrice: 1234, amount: 2468 })]);
    // The quote is a message of the demand conversation, seen by the shopper.
    const record = await t.call(readChatRecord, { conversationId: q.body.data!.conversationId }, { token: user.token });
    expect(record.body.data!.list).toEqual([expect.objectContaining({ type: 'quote', side: 'shop', quoteId: q.body.data!.quoteId })]);
  });

  it('keeps prescription photos and the demand conversation from strangers', async () => {
    const user = await shopper(t);
    const d = await release(user);
    const stranger = await shopper(t);
    expect((await t.call(demandConversation, { demandId: d.demandId, shopId: pharmacy.id }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(findMyMedicineDemands, {}, { token: stranger.token })).body.data!.list).toHaveLength(0);
    // A merchant of another shop, and the pharmacy the demand was not shown to.
    expect((await t.call(demandConversation, { demandId: d.demandId, shopId: pharmacy.id }, { token: mallOwner.token })).body.code).toBe(1004);
    expect((await t.call(demandConversation, { demandId: d.demandId, shopId: farPharmacy.id }, { token: owner.token })).body.code).toBe(1004);
    // The photo's own address is nothing without a signature; the signed link works.
    const stored = d.photos[0]!.split('?')[0]!;
    expect((await t.app.inject({ method: 'GET', url: stored })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: stored.replace('/private/', '/uploads/') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: d.photos[0]! })).statusCode).toBe(200);
    // The shopper and the pharmacy open one conversation.
    const a = await t.call(demandConversation, { demandId: d.demandId, shopId: pharmacy.id }, { token: user.token });
    const b = await t.call(demandConversation, { demandId: d.demandId, shopId: pharmacy.id }, { token: owner.token });
    expect(a.body.code).toBe(1000);
    expect(b.body.data!.conversationId).toBe(a.body.data!.conversationId);
  });

  it('refuses an expired quote, lets one of two racing accepts win, and orders the quote at its price once', async () => {
    const user = await shopper(t);
    const d = await release(user);
    const q1 = (await quote(d.demandId, { unitPrice: 1500 })).body.data!;
    const q2 = (await quote(d.demandId, { unitPrice: 1400 })).body.data!;
    await expireQuote(q2.quoteId);
    expect((await accept(user, d.demandId, q2.quoteId)).body.code).toBe(5203);
    // Someone else cannot accept it.
    const stranger = await shopper(t);
    expect((await accept(stranger, d.demandId, q1.quoteId)).body.code).toBe(1004);
    const q3 = (await quote(d.demandId, { unitPrice: 1300 })).body.data!;
    const both = await Promise.all([accept(user, d.demandId, q1.quoteId), accept(user, d.demandId, q3.quoteId)]);
    expect(both.map((r) => r.body.code).sort()).toEqual([1000, 5202]);
    const won = both.find((r) => r.body.code === 1000)!.body.data!;
    expect(won.demand.status).toBe('accepted');
    const winner = won.demand.quotes.find((x) => x.status === 'accepted')!;
    expect(won.demand.quotes.filter((x) => x.status === 'accepted')).toHaveLength(1);
    // The same goods outside the quote stays refused.
    expect((await t.call(checkoutOneGoods, { goodsId: rx.goodsId, skuId: rx.skuId, quantity: 2 }, { token: user.token })).body.code).toBe(5205);
    expect((await t.call(findMyMedicineDemands, {}, { token: user.token })).body.data!.list[0]!.status).toBe('accepted');
    // Accepting the accepted quote again (a retry) answers a checkout of it; commit it: one order at the quoted price,
    // its pay deadline no later than the quote's validity.
    const retried = await accept(user, d.demandId, winner.quoteId);
    expect(retried.body.code, retried.body.message).toBe(1000);
    const again = retried.body.data!.checkoutId!;
    expect(won.checkoutId).not.toBeNull();
    const detail = await commitWithPrice(user, again);
    expect(detail.code, detail.message).toBe(1000);
    const [order] = await t.db.select().from(saleOrder).where(eq(saleOrder.id, detail.data!.orderIds[0]!));
    expect(order!.goodsAmount).toBe(winner.unitPrice * 2);
    const [q] = await t.db.select().from(medicineQuote).where(eq(medicineQuote.id, winner.quoteId));
    expect(q!.orderId).toBe(order!.id);
    expect(order!.payDeadline.getTime()).toBeLessThanOrEqual(q!.validUntil.getTime());
    // The quote is ordered once.
    const third = await t.call(updateMedicineDemandStatus, { action: 'accept', demandId: d.demandId, quoteId: winner.quoteId }, { token: user.token });
    expect(third.body.code).toBe(5202);
  });

  it('cannot commit or pay a quote once it has expired', async () => {
    const user = await shopper(t);
    const d = await release(user);
    const q = (await quote(d.demandId)).body.data!;
    const accepted = await accept(user, d.demandId, q.quoteId);
    expect(accepted.body.code).toBe(1000);
    await expireQuote(q.quoteId);
    expect((await commitWithPrice(user, accepted.body.data!.checkoutId!)).code).toBe(5203);
    expect((await accept(user, d.demandId, q.quoteId)).body.code).toBe(5203);

    // Committed in time, then the quote (and with it the order's deadline) runs out before paying.
    const d2 = await release(user);
    const q2 = (await quote(d2.demandId)).body.data!;
    const a2 = await accept(user, d2.demandId, q2.quoteId);
    const done = await commitWithPrice(user, a2.body.data!.checkoutId!);
    expect(done.code, done.message).toBe(1000);
    await expireQuote(q2.quoteId);
    await t.db.update(saleOrder).set({ payDeadline: sql`now() - interval '1 second'` }).where(eq(saleOrder.id, done.data!.orderIds[0]!));
    expect((await pay(t, user, done.data!.orderIds, 4)).body.code).toBe(4304);
  });

  it('opens one demand conversation however many open it at once, answers a retried quote once, and quotes Rx goods only with a photo', async () => {
    const user = await shopper(t);
    const d = await release(user);
    const opens = await Promise.all(Array.from({ length: 6 }, (_, i) => t.call(demandConversation, { demandId: d.demandId, shopId: pharmacy.id }, { token: i % 2 ? owner.token : user.token })));
    expect(new Set(opens.map((r) => r.body.data!.conversationId)).size).toBe(1);
    const key = `quote-${d.demandId}-retry`;
    const body = { shopId: pharmacy.id, demandId: d.demandId, goodsId: rx.goodsId, skuId: rx.skuId, quantity: 1, unitPrice: 999, requestKey: key };
    const sent = await Promise.all([1, 2, 3].map(() => t.call(merchantMedicineQuote, body, { token: owner.token })));
    expect(sent.map((r) => r.body.code)).toEqual([1000, 1000, 1000]);
    expect(new Set(sent.map((r) => r.body.data!.quoteId)).size).toBe(1);
    const record = await t.call(readChatRecord, { conversationId: opens[0]!.body.data!.conversationId }, { token: user.token });
    expect(record.body.data!.list.filter((m) => m.type === 'quote')).toHaveLength(1);
    // A demand without a prescription photo can be answered with OTC medicine only.
    const plain = await t.call(releaseMedicineDemand, { medicine: 'Something for a headache', quantity: 1, ...here }, { token: user.token });
    expect(plain.body.code).toBe(1000);
    expect((await quote(plain.body.data!.demandId)).body.code).toBe(5201);
    expect((await quote(plain.body.data!.demandId, { goods: otc })).body.code).toBe(1000);
  });

  it('lets the shopper cancel an open demand once; nobody else', async () => {
    const user = await shopper(t);
    const d = await release(user);
    const stranger = await shopper(t);
    expect((await t.call(updateMedicineDemandStatus, { action: 'cancel', demandId: d.demandId }, { token: stranger.token })).body.code).toBe(1004);
    const both = await Promise.all([1, 2].map(() => t.call(updateMedicineDemandStatus, { action: 'cancel', demandId: d.demandId }, { token: user.token })));
    expect(both.map((r) => r.body.code).sort()).toEqual([1000, 5202]);
    expect((await quote(d.demandId)).body.code).toBe(5202);
  });
});

/** Commits a checkout at the total it is priced at now. */
async function commitWithPrice(user: { token: string }, checkoutId: number) {
  const priced = await t.call(checkoutOrderDetail, { checkoutId }, { token: user.token });
  const { body } = await t.call(checkoutNumber, { checkoutId }, { token: user.token });
  const res = await t.call(commitOrder, { checkoutId, checkoutNumber: body.data!.checkoutNumber, payAmount: priced.body.data?.payAmount ?? 0 }, { token: user.token });
  return res.body;
}
