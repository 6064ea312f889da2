import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addGoodsComplaint } from '@mall/contract/complaint/add-goods-complaint';
import { answerComplaint } from '@mall/contract/complaint/answer-complaint';
import { closeComplaint } from '@mall/contract/complaint/close-complaint';
import { queryGoodsComplaint } from '@mall/contract/complaint/query-goods-complaint';
import { queryGoodsComplaints } from '@mall/contract/complaint/query-goods-complaints';
import { queryHelpArticles } from '@mall/contract/complaint/query-help-articles';
import { queryPlatformComplaint } from '@mall/contract/complaint/query-platform-complaint';
import { queryPlatformComplaints } from '@mall/contract/complaint/query-platform-complaints';
import { selectComplaintType } from '@mall/contract/complaint/select-complaint-type';
import { selectComplaints } from '@mall/contract/complaint/select-complaints';
import { queryUserMessages } from '@mall/contract/messaging/query-user-messages';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { insertOrder } from '../../testing/cart-test-data.ts';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { returnOrder } from '../aftersale/aftersale.tables.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { complaint } from './complaint.tables.ts';

const t = await createTestApp();
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const finance = await createTestOperator(t.db, 'finance');

/** SKUs of goods on sale in open shops, the first of two different shops. */
const onSale = () =>
  t.db
    .select({ id: goodsSku.id, goodsId: goodsSku.goodsId, shopId: goods.shopId })
    .from(goodsSku)
    .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.id, goods.shopId))
    .orderBy(goodsSku.id)
    .limit(1);
const open = and(eq(goods.status, 'on_sale'), eq(shop.status, 'open'), eq(goodsSku.enabled, true));
const [firstSku] = await onSale().where(open);
const [secondSku] = await onSale().where(and(open, ne(goods.shopId, firstSku!.shopId)));
if (!firstSku || !secondSku) throw new Error('the seed has goods on sale in two shops');
const skuA = firstSku;
const skuB = secondSku;
const seller = await merchantOfShop(t, skuA.shopId);

const newKey = () => `k_${randomBytes(8).toString('hex')}`;

/** A completed, paid order of the shopper for one unit of a SKU (written as the commit stores it). */
async function paidOrder(accountId: number, sku = skuA, status: 'completed' | 'paying' = 'completed'): Promise<number> {
  const orderId = await insertOrder(t.db, accountId, [{ sku, quantity: 1 }], status);
  if (status !== 'paying') await t.db.update(saleOrder).set({ paidAt: sql`now()`, receivedAt: sql`now()` }).where(eq(saleOrder.id, orderId));
  return orderId;
}

/** An after-sales request of the order's shopper, in a status (the after-sales module's rows, written as it stores them). */
async function returnOf(orderId: number, status: 'refused' | 'requested' | 'approved' = 'refused'): Promise<number> {
  const [order] = await t.db.select({ accountId: saleOrder.accountId, shopId: saleOrder.shopId }).from(saleOrder).where(eq(saleOrder.id, orderId));
  const [row] = await t.db
    .insert(returnOrder)
    .values({
      returnNo: `R${randomBytes(6).toString('hex')}`,
      orderId,
      accountId: order!.accountId,
      shopId: order!.shopId,
      kind: 'return',
      status,
      reason: 'damaged',
      description: 'The box was crushed',
      requestKey: newKey(),
      refuseReason: status === 'refused' ? 'Damage caused by the buyer' : null,
    })
    .returning({ id: returnOrder.id });
  return row!.id;
}

let shade = 0;
/** Uploads a small public picture as the user (each one different). */
async function upload(token: string): Promise<string> {
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade++ % 255, g: 90, b: 40 } } }).png().toBuffer();
  const boundary = `----mall${randomBytes(6).toString('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/${uploadPath}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.token]: token },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  const body = res.json() as { success: boolean; data: { url: string } };
  expect(body.success).toBe(true);
  return body.data.url;
}

function file(token: string, body: Record<string, unknown>, lang = 'en') {
  return t.call(addGoodsComplaint, { type: 'service', content: 'The shop never answered my messages.', requestKey: newKey(), ...body }, { token, lang });
}

async function filed(token: string, body: Record<string, unknown>) {
  const res = await file(token, body);
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}

describe('complaint/selectComplaintType and complaint/kmsArtical', () => {
  it('offers the complaint types of the dictionary in the caller language', async () => {
    const res = await t.call(selectComplaintType, {}, { lang: 'zh' });
    expect(res.body.code).toBe(1000);
    expect(res.body.data!.map((e) => e.value)).toEqual(['counterfeit', 'misleading', 'prohibited', 'service']);
    expect(res.body.data![0]!.label).toBe('假冒商品');
  });

  it('answers the seeded help articles in each language, and one by its code', async () => {
    for (const lang of ['en', 'zh', 'ja']) {
      const res = await t.call(queryHelpArticles, {}, { lang });
      expect(res.body.code).toBe(1000);
      expect(res.body.data!.length).toBeGreaterThanOrEqual(5);
      expect(res.body.data![0]!.code).toBe('before-you-complain');
    }
    const zh = await t.call(queryHelpArticles, { code: 'how-to-complain' }, { lang: 'zh' });
    expect(zh.body.data).toHaveLength(1);
    expect(zh.body.data![0]!.title).toBe('如何提交投诉');
    expect(zh.body.data![0]!.body).toContain('\n\n');
    expect((await t.call(queryHelpArticles, { code: 'no-such-article' })).body.code).toBe(1004);
    expect((await t.call(queryHelpArticles, { code: 'Bad Code' })).body.code).toBe(1001);
  });
});

describe('complaint/add/goodsComplaint', () => {
  it('files a complaint about an own order with photos, and a retry with the same key answers the same complaint', async () => {
    const user = await createTestUser(t.db);
    const orderId = await paidOrder(user.userId);
    const photos = [await upload(user.token), await upload(user.token)];
    const body = { subject: 'order', orderId, goodsId: skuA.goodsId, type: 'misleading', content: 'Not as described.\nThe colour is different.', images: photos, requestKey: newKey() };
    const first = await t.call(addGoodsComplaint, body, { token: user.token });
    expect(first.body.code, first.body.message).toBe(1000);
    const c = first.body.data!;
    expect(c).toMatchObject({ status: 'open', type: 'misleading', typeLabel: 'Misleading description', images: photos, answer: null, content: 'Not as described.\nThe colour is different.' });
    expect(c.complaintNo).toMatch(/^C\d{18}$/);
    expect(c.about).toMatchObject({ subject: 'order', shop: { shopId: skuA.shopId }, goods: { goodsId: skuA.goodsId }, order: { orderId, status: 'completed' }, return: null });
    expect(c.about.order!.goods[0]!.goodsId).toBe(skuA.goodsId);

    const again = await t.call(addGoodsComplaint, body, { token: user.token });
    expect(again.body.data!.complaintId).toBe(c.complaintId);
    const reused = await t.call(addGoodsComplaint, { ...body, content: 'Something else entirely.' }, { token: user.token });
    expect(reused.body.code).toBe(4772);
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from complaint where account_id = ${user.userId}`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it('files about a goods or a shop without having bought anything', async () => {
    const user = await createTestUser(t.db);
    const aboutGoods = await filed(user.token, { subject: 'goods', goodsId: skuB.goodsId, type: 'counterfeit' });
    expect(aboutGoods.about).toMatchObject({ subject: 'goods', goods: { goodsId: skuB.goodsId }, shop: { shopId: skuB.shopId }, order: null });
    expect(aboutGoods.about.goods!.title.length).toBeGreaterThan(0);
    const aboutShop = await filed(user.token, { subject: 'shop', shopId: skuB.shopId });
    expect(aboutShop.about).toMatchObject({ subject: 'shop', goods: null, shop: { shopId: skuB.shopId } });
    expect((await file(user.token, { subject: 'goods', goodsId: 2_000_000_000 })).body.code).toBe(1004);
    expect((await file(user.token, { subject: 'shop', shopId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('refuses bad input with a clear error', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const orderId = await paidOrder(user.userId);
    const mine = await Promise.all(Array.from({ length: 7 }, () => upload(user.token)));
    const theirs = await upload(other.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'order', orderId, content: 'bad\u0007bell in the text' }, 'content'],
      [{ subject: 'order', orderId, content: 'x'.repeat(501) }, 'content'],
      [{ subject: 'order', orderId, content: 'hey' }, 'content'],
      [{ subject: 'order', orderId, images: mine }, 'images'],
      [{ subject: 'order', orderId, images: [theirs] }, 'images'],
      [{ subject: 'order', orderId, images: [mine[0], mine[0]] }, 'images'],
      [{ subject: 'order', orderId, images: ['https://elsewhere.example/a.png'] }, 'images'],
      [{ subject: 'order', orderId, type: 'rude' }, 'type'],
      [{ subject: 'order' }, 'orderId'],
      [{ subject: 'shop', shopId: skuA.shopId, orderId }, 'orderId'],
      [{ subject: 'return', orderId }, 'returnId'],
      [{ subject: 'order', orderId, goodsId: skuB.goodsId }, 'goodsId'],
      [{ subject: 'planet', orderId }, 'subject'],
      [{ subject: 'order', orderId, requestKey: 'short' }, 'requestKey'],
      [{ subject: 'order', orderId, extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await file(user.token, body);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe(1001);
      expect(res.body.message, JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    // Several lines are fine; six photos too.
    expect((await file(user.token, { subject: 'order', orderId, content: 'Line one\nLine two', images: mine.slice(0, 6) })).body.code).toBe(1000);
    expect((await file(other.token, { subject: 'order', orderId })).body.code).toBe(1004);
    expect((await t.call(addGoodsComplaint, { subject: 'order', orderId, type: 'service', content: 'No login here', requestKey: newKey() })).body.code).toBe(1002);
  });

  it("answers 1004 for another shopper's order or after-sales request", async () => {
    const owner = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const orderId = await paidOrder(owner.userId);
    const returnId = await returnOf(orderId);
    expect((await file(stranger.token, { subject: 'order', orderId })).body.code).toBe(1004);
    expect((await file(stranger.token, { subject: 'return', returnId })).body.code).toBe(1004);
    expect((await file(stranger.token, { subject: 'return', returnId: 2_000_000_000 })).body.code).toBe(1004);
  });

  it('escalates a refused after-sales request once, even when asked twice at once', async () => {
    const user = await createTestUser(t.db);
    const orderId = await paidOrder(user.userId);
    const pending = await returnOf(orderId, 'requested');
    const notRefused = await file(user.token, { subject: 'return', returnId: pending });
    expect(notRefused.body.code).toBe(4770);
    expect(notRefused.body.message).toMatch(/refused/);

    const refused = await returnOf(orderId, 'refused');
    const answers = await Promise.all(Array.from({ length: 5 }, () => file(user.token, { subject: 'return', returnId: refused })));
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([1000, 4771, 4771, 4771, 4771]);
    const won = answers.find((a) => a.body.code === 1000)!.body.data!;
    expect(won.about).toMatchObject({ subject: 'return', order: { orderId }, return: { returnId: refused, status: 'refused', reason: 'Arrived damaged', refuseReason: 'Damage caused by the buyer', complaintId: won.complaintId } });
    expect((await file(user.token, { subject: 'return', returnId: refused })).body.code).toBe(4771);
    const rows = await t.db.select({ id: complaint.id }).from(complaint).where(eq(complaint.returnId, refused));
    expect(rows).toHaveLength(1);

    // The same key sent twice at once is one complaint, answered to both.
    const another = await returnOf(orderId, 'refused');
    const key = newKey();
    const same = await Promise.all([0, 1, 2].map(() => file(user.token, { subject: 'return', returnId: another, requestKey: key })));
    expect(same.map((a) => a.body.code)).toEqual([1000, 1000, 1000]);
    expect(new Set(same.map((a) => a.body.data!.complaintId)).size).toBe(1);
  });
});

describe("the shopper's complaints", () => {
  it('reads one own complaint, never another shopper’s, and lists them newest first by page', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const orderId = await paidOrder(user.userId);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await filed(user.token, { subject: 'order', orderId, content: `Complaint number ${i}` })).complaintId);

    const one = await t.call(queryGoodsComplaint, { complaintId: ids[0] }, { token: user.token, lang: 'ja' });
    expect(one.body.data).toMatchObject({ complaintId: ids[0], content: 'Complaint number 0', typeLabel: '対応が悪い' });
    expect((await t.call(queryGoodsComplaint, { complaintId: ids[0] }, { token: other.token })).body.code).toBe(1004);
    expect((await t.call(queryGoodsComplaint, { complaintId: 0 }, { token: user.token })).body.code).toBe(1001);

    const first = await t.call(queryGoodsComplaints, { pageNum: 1, pageSize: 2 }, { token: user.token });
    expect(first.body.data).toMatchObject({ total: 3, hasMore: true });
    expect(first.body.data!.list.map((c) => c.complaintId)).toEqual([ids[2], ids[1]]);
    const second = await t.call(queryGoodsComplaints, { pageNum: 2, pageSize: 2 }, { token: user.token });
    expect(second.body.data!.list.map((c) => c.complaintId)).toEqual([ids[0]]);
    expect((await t.call(queryGoodsComplaints, { status: 'answered' }, { token: user.token })).body.data!.total).toBe(0);
    expect((await t.call(queryGoodsComplaints, {}, { token: other.token })).body.data!.total).toBe(0);
  });

  it('offers recent paid orders with their refused requests, and the subject a page names', async () => {
    const user = await createTestUser(t.db);
    const stranger = await createTestUser(t.db);
    const older = await paidOrder(user.userId, skuB);
    const orderId = await paidOrder(user.userId);
    await paidOrder(user.userId, skuA, 'paying');
    const refused = await returnOf(orderId, 'refused');
    await returnOf(orderId, 'requested');

    const res = await t.call(selectComplaints, {}, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    const page = res.body.data!;
    expect(page.picked).toBeNull();
    expect(page.list.map((o) => o.orderId)).toEqual([orderId, older]);
    expect(page.list[0]).toMatchObject({ shop: { shopId: skuA.shopId }, goods: [{ goodsId: skuA.goodsId }], refusedReturns: [{ returnId: refused, complaintId: null }] });
    expect(page.list[1]!.refusedReturns).toEqual([]);

    const escalation = await filed(user.token, { subject: 'return', returnId: refused });
    const after = await t.call(selectComplaints, { returnId: refused }, { token: user.token });
    expect(after.body.data!.list[0]!.refusedReturns[0]!.complaintId).toBe(escalation.complaintId);
    expect(after.body.data!.picked).toMatchObject({ subject: 'return', return: { returnId: refused, complaintId: escalation.complaintId } });

    const picked = await t.call(selectComplaints, { orderId, goodsId: skuA.goodsId }, { token: user.token });
    expect(picked.body.data!.picked).toMatchObject({ subject: 'order', order: { orderId }, goods: { goodsId: skuA.goodsId } });
    const goodsOnly = await t.call(selectComplaints, { goodsId: skuB.goodsId }, { token: stranger.token });
    expect(goodsOnly.body.data).toMatchObject({ total: 0, picked: { subject: 'goods', goods: { goodsId: skuB.goodsId } } });
    expect((await t.call(selectComplaints, { orderId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(selectComplaints, { returnId: refused }, { token: stranger.token })).body.code).toBe(1004);
  });
});

describe('the platform answers complaints', () => {
  it('keeps a queue of open complaints oldest first, by keyset pages', async () => {
    const user = await createTestUser(t.db);
    const orderId = await paidOrder(user.userId);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await filed(user.token, { subject: 'order', orderId, content: `Queue item ${i}` })).complaintId);
    const open: number[] = [];
    let after: string | undefined;
    do {
      const res = await t.call(queryPlatformComplaints, { pageSize: 2, ...(after ? { after } : {}) }, { token: support.token });
      expect(res.body.code, res.body.message).toBe(1000);
      open.push(...res.body.data!.list.map((c) => c.complaintId));
      after = res.body.data!.next ?? undefined;
    } while (after);
    expect(open.filter((id) => ids.includes(id))).toEqual(ids);
    expect(open).toEqual([...open].sort((a, b) => a - b));
    const first = await t.call(queryPlatformComplaints, { pageSize: 50 }, { token: support.token });
    expect(first.body.data!.list.find((c) => c.complaintId === ids[0])).toMatchObject({ status: 'open', subject: 'order', typeLabel: 'Poor service', complainant: expect.any(String) });
    expect((await t.call(queryPlatformComplaints, { after: 'not-a-cursor' }, { token: support.token })).body.code).toBe(1001);
  });

  it('answers once (a second answer, even at the same moment, is told 4773), tells the shopper, and closes', async () => {
    const user = await createTestUser(t.db);
    const orderId = await paidOrder(user.userId);
    const returnId = await returnOf(orderId);
    const photo = await upload(user.token);
    const c = await filed(user.token, { subject: 'return', returnId, images: [photo] });

    const detail = await t.call(queryPlatformComplaint, { complaintId: c.complaintId }, { token: support.token });
    expect(detail.body.data).toMatchObject({
      complaintId: c.complaintId,
      images: [photo],
      complainant: { accountId: user.userId },
      answeredBy: null,
      about: { subject: 'return', return: { returnId, refuseReason: 'Damage caused by the buyer' }, order: { orderId } },
    });
    expect((await t.call(closeComplaint, { complaintId: c.complaintId }, { token: support.token })).body.code).toBe(4774);

    const answers = await Promise.all(
      [support, admin, support].map((op, i) => t.call(answerComplaint, { complaintId: c.complaintId, answer: `We asked the shop to accept the return. (${i})` }, { token: op.token })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([1000, 4773, 4773]);
    const won = answers.find((a) => a.body.code === 1000)!.body.data!;
    expect(won).toMatchObject({ status: 'answered', answeredBy: expect.any(String) });
    expect((await t.call(answerComplaint, { complaintId: c.complaintId, answer: 'Again' }, { token: support.token })).body.code).toBe(4773);

    while ((await t.domainEvents.drain()) > 0);
    const messages = await t.call(queryUserMessages, {}, { token: user.token });
    const told = messages.body.data!.list.filter((m) => m.link === `/pages/complaint/reportdetail?complaintId=${c.complaintId}`);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain(c.complaintNo);

    const seen = await t.call(queryGoodsComplaint, { complaintId: c.complaintId }, { token: user.token });
    expect(seen.body.data).toMatchObject({ status: 'answered', answer: won.answer });
    expect(seen.body.data!.answeredAt).not.toBeNull();

    const closed = await t.call(closeComplaint, { complaintId: c.complaintId }, { token: support.token });
    expect(closed.body.data).toMatchObject({ status: 'closed', answer: won.answer });
    expect((await t.call(closeComplaint, { complaintId: c.complaintId }, { token: support.token })).body.data!.status).toBe('closed');
    const listed = await t.call(queryPlatformComplaints, { status: 'closed', pageSize: 50 }, { token: support.token });
    expect(listed.body.data!.list.some((x) => x.complaintId === c.complaintId)).toBe(true);
  });

  it('answers and closes at once, and refuses a bad answer', async () => {
    const user = await createTestUser(t.db);
    const c = await filed(user.token, { subject: 'shop', shopId: skuA.shopId });
    expect((await t.call(answerComplaint, { complaintId: c.complaintId, answer: 'x' }, { token: support.token })).body.code).toBe(1001);
    expect((await t.call(answerComplaint, { complaintId: c.complaintId, answer: 'a\u0000b' }, { token: support.token })).body.code).toBe(1001);
    expect((await t.call(answerComplaint, { complaintId: c.complaintId, answer: 'y'.repeat(1001) }, { token: support.token })).body.code).toBe(1001);
    expect((await t.call(answerComplaint, { complaintId: 2_000_000_000, answer: 'Fine answer' }, { token: support.token })).body.code).toBe(1004);
    const done = await t.call(answerComplaint, { complaintId: c.complaintId, answer: 'The shop was warned.\nThank you.', close: true }, { token: support.token });
    expect(done.body.data).toMatchObject({ status: 'closed', answer: 'The shop was warned.\nThank you.' });
    expect(done.body.data!.closedAt).not.toBeNull();
  });

  it('is only for operators with the support role (or admin): shoppers, merchants and finance are told 1003', async () => {
    const user = await createTestUser(t.db);
    const c = await filed(user.token, { subject: 'shop', shopId: skuA.shopId });
    for (const token of [user.token, seller.token, finance.token]) {
      expect((await t.call(queryPlatformComplaints, {}, { token })).body.code).toBe(1003);
      expect((await t.call(queryPlatformComplaint, { complaintId: c.complaintId }, { token })).body.code).toBe(1003);
      expect((await t.call(answerComplaint, { complaintId: c.complaintId, answer: 'Not mine to answer' }, { token })).body.code).toBe(1003);
      expect((await t.call(closeComplaint, { complaintId: c.complaintId }, { token })).body.code).toBe(1003);
    }
    expect((await t.call(queryPlatformComplaints, {})).body.code).toBe(1002);
    expect((await t.call(queryPlatformComplaint, { complaintId: c.complaintId }, { token: admin.token })).body.code).toBe(1000);
    const [row] = await t.db.select({ status: complaint.status }).from(complaint).where(and(eq(complaint.id, c.complaintId), ne(complaint.status, 'closed')));
    expect(row!.status).toBe('open');
  });
});
