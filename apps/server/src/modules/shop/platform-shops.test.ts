import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { queryMerchantGoods } from '@mall/contract/catalogue/query-merchant-goods';
import { searchGoods } from '@mall/contract/catalogue/search-goods';
import { queryShopOrders } from '@mall/contract/logistics/query-shop-orders';
import { queryUseAccount } from '@mall/contract/merchant/query-use-account';
import { queryUserMessages } from '@mall/contract/messaging/query-user-messages';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { shipOrder } from '@mall/contract/logistics/ship-order';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { commitOrder } from '@mall/contract/order/commit-order';
import { PAY_CHANNELS } from '@mall/contract/payment/payment-fields';
import { queryShopDetails } from '@mall/contract/shop/query-shop-details';
import { queryPlatformShop, queryPlatformShops, reinstatePlatformShop, suspendPlatformShop } from '@mall/contract/shop/platform-shops';
import { createTestOperator, createTestUser } from '../../testing/fixtures.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { newKey, orderStatus, pay, settleEvents, shopper as shopperWithAddress } from '../../testing/payment-test-kit.ts';
import { writeTrackingNo } from '../logistics/tracking-numbers.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop } from '../../testing/test-merchants.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { operatorAction } from '../../platform/operator-actions.tables.ts';
import { goods } from '../catalogue/catalogue.tables.ts';
import { shop, shopStatusEvent } from './shop.tables.ts';

const t = await createTestApp();
const support = await createTestOperator(t.db, 'support');
const admin = await createTestOperator(t.db, 'admin');
const finance = await createTestOperator(t.db, 'finance');
const shopper = await createTestUser(t.db);
const [[sku]] = await shippingGoods(t.db, 1, 0);
const shopId = sku.shopId;
const seller = await merchantOfShop(t, shopId);
// The goods leads its category and every search of its title: the lists are checked on their first page.
await t.db.update(goods).set({ salesCount: 9_999_999 }).where(eq(goods.id, sku.goodsId));
const [item] = await t.db.select({ categoryId: goods.categoryId, title: goods.title }).from(goods).where(eq(goods.id, sku.goodsId));

const suspend = (token: string, body: Record<string, unknown>) => t.call(suspendPlatformShop, body as never, { token });
const reinstate = (token: string, id = shopId) => t.call(reinstatePlatformShop, { shopId: id }, { token });

async function visibleToShoppers() {
  const category = await t.call(queryCategoryGoods, { categoryId: item!.categoryId, pageSize: 50 });
  const search = await t.call(searchGoods, { keyword: item!.title.en! });
  return {
    category: category.body.data!.list.some((g) => g.id === sku.goodsId),
    search: search.body.data!.list.some((g) => g.id === sku.goodsId),
    shopPage: (await t.call(queryShopDetails, { shopId })).body.code,
    goodsPage: (await t.call(queryGoodsDetail, { goodsId: sku.goodsId })).body.code,
  };
}

describe('who may call', () => {
  it('refuses no token, a shopper, a merchant and a finance operator; lets support and admin', async () => {
    for (const call of [
      () => t.call(queryPlatformShops, {}),
      () => t.call(queryPlatformShop, { shopId }),
      () => t.call(suspendPlatformShop, { shopId, reason: 'x' }),
      () => t.call(reinstatePlatformShop, { shopId }),
    ]) {
      expect([1002, 1003]).toContain((await call()).body.code);
    }
    for (const who of [shopper, seller, finance]) {
      expect((await t.call(queryPlatformShops, {}, { token: who.token })).body.code).toBe(1003);
      expect((await t.call(queryPlatformShop, { shopId }, { token: who.token })).body.code).toBe(1003);
      expect((await suspend(who.token, { shopId, reason: 'Not allowed' })).body.code).toBe(1003);
      expect((await reinstate(who.token)).body.code).toBe(1003);
    }
    const [row] = await t.db.select({ status: shop.status }).from(shop).where(eq(shop.id, shopId));
    expect(row!.status).toBe('open');
    for (const who of [support, admin]) {
      expect((await t.call(queryPlatformShops, {}, { token: who.token })).body.code).toBe(1000);
      expect((await t.call(queryPlatformShop, { shopId }, { token: who.token })).body.code).toBe(1000);
    }
  });
});

describe('the list', () => {
  it('pages newest first by id with a cursor, narrows by name and status, refuses a bad cursor', async () => {
    const first = (await t.call(queryPlatformShops, { pageSize: 3 }, { token: support.token })).body.data!;
    expect(first.list).toHaveLength(3);
    expect(first.next).not.toBeNull();
    const second = (await t.call(queryPlatformShops, { pageSize: 3, after: first.next! }, { token: support.token })).body.data!;
    const ids = [...first.list, ...second.list].map((s) => s.shopId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(6);
    expect(first.list[0]).toMatchObject({ merchantName: expect.any(String), owner: expect.any(String), goodsCount: expect.any(Number) });

    const [named] = await t.db.select({ name: shop.name }).from(shop).where(eq(shop.id, shopId));
    const found = (await t.call(queryPlatformShops, { keyword: named!.name.en!.slice(0, 12) }, { token: support.token })).body.data!;
    expect(found.list.map((s) => s.shopId)).toContain(shopId);
    expect((await t.call(queryPlatformShops, { keyword: 'no such shop 100%_' }, { token: support.token })).body.data!.list).toEqual([]);

    expect((await t.call(queryPlatformShops, { after: 'bm90IGEgY3Vyc29y' }, { token: support.token })).body.code).toBe(1001);
    expect((await t.call(queryPlatformShops, { status: 'gone' } as never, { token: support.token })).body.code).toBe(1001);
    expect((await t.call(queryPlatformShop, { shopId: 2_000_000 }, { token: support.token })).body.code).toBe(1004);
  });
});

describe('suspending and reinstating', () => {
  it('refuses a bad reason and an unknown shop, changing nothing', async () => {
    for (const reason of ['', '   ', 'x'.repeat(201), 'line\nbreak', 'bell\u0007', 42, null]) {
      expect((await suspend(support.token, { shopId, reason })).body.code, JSON.stringify(reason)).toBe(1001);
    }
    expect((await suspend(support.token, { shopId })).body.code).toBe(1001);
    expect((await suspend(support.token, { shopId: 2_000_000, reason: 'Fake goods' })).body.code).toBe(1004);
    expect((await reinstate(support.token, 2_000_000)).body.code).toBe(1004);
    expect(await t.db.select().from(shopStatusEvent).where(eq(shopStatusEvent.shopId, shopId))).toEqual([]);
    expect((await suspend(support.token, { shopId, reason: 'x'.repeat(200) })).body.code).toBe(1000);
    expect((await reinstate(support.token)).body.code).toBe(1000);
    await t.domainEvents.drain();
  });

  it('hides the shop and its goods from shoppers, refuses buying them, keeps the merchant console; reinstating brings them back', async () => {
    expect(await visibleToShoppers()).toEqual({ category: true, search: true, shopPage: 1000, goodsPage: 1000 });

    const res = await suspend(support.token, { shopId, reason: 'Selling fake goods' });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ shopId, status: 'suspended', suspendReason: 'Selling fake goods' });
    expect(res.body.data!.history.at(-1)).toMatchObject({ action: 'suspended', reason: 'Selling fake goods', operatorId: support.userId });
    await t.domainEvents.drain();

    expect(await visibleToShoppers()).toEqual({ category: false, search: false, shopPage: 1004, goodsPage: 1004 });
    const add = await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 1, requestKey: newKey() }, { token: shopper.token });
    expect(add.body.code).toBe(5301);
    const buy = await t.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 1 } as never, { token: shopper.token });
    expect(buy.body.code).toBe(5301);

    // The merchant still signs in, sees why, and may work the orders; not the goods.
    const account = (await t.call(queryUseAccount, {}, { token: seller.token })).body.data!;
    const mine = account.shops.find((s) => s.shopId === shopId)!;
    expect(mine.suspension).toMatchObject({ reason: 'Selling fake goods' });
    expect(mine.rights).not.toContain('goods');
    expect((await t.call(queryShopOrders, { shopId }, { token: seller.token })).body.code).toBe(1000);
    expect((await t.call(queryMerchantGoods, { shopId }, { token: seller.token })).body.code).toBe(1004);
    const inbox = (await t.call(queryUserMessages, { pageNum: 1, pageSize: 10 }, { token: seller.token })).body.data!;
    expect(inbox.list.filter((m) => m.title === 'Your shop is suspended' && m.content.includes('Selling fake goods'))).toHaveLength(1);

    // The audit log holds the action with the shop before it.
    const [logged] = await t.db.select().from(operatorAction).where(eq(operatorAction.action, 'platform/shop/suspend')).orderBy(desc(operatorAction.id)).limit(1);
    expect(logged).toMatchObject({ operatorId: support.userId });
    expect(logged!.before).toMatchObject({ shopId, status: 'open' });

    const back = await reinstate(admin.token);
    expect(back.body.data).toMatchObject({ status: 'open', suspendReason: null, suspendedAt: null });
    expect(back.body.data!.history.map((h) => h.action)).toEqual(['suspended', 'reinstated', 'suspended', 'reinstated']);
    await t.domainEvents.drain();
    expect(await visibleToShoppers()).toEqual({ category: true, search: true, shopPage: 1000, goodsPage: 1000 });
    expect((await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 1, requestKey: newKey() }, { token: shopper.token })).body.code).toBe(1000);
    expect((await t.call(queryMerchantGoods, { shopId }, { token: seller.token })).body.code).toBe(1000);
    const after = (await t.call(queryUserMessages, { pageNum: 1, pageSize: 10 }, { token: seller.token })).body.data!;
    expect(after.list.filter((m) => m.title === 'Your shop is open again')).toHaveLength(2);
  });

  it('is idempotent: five suspensions at once make one move, one history row, one event; a closed shop goes back closed', async () => {
    await t.db.update(shop).set({ status: 'closed' }).where(eq(shop.id, shopId));
    const before = await t.db.select().from(shopStatusEvent).where(eq(shopStatusEvent.shopId, shopId));
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => suspend(i % 2 ? admin.token : support.token, { shopId, reason: `Complaints ${i}` })));
    expect(answers.map((a) => a.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    const rows = await t.db.select().from(shopStatusEvent).where(and(eq(shopStatusEvent.shopId, shopId), eq(shopStatusEvent.action, 'suspended')));
    expect(rows.length - before.filter((r) => r.action === 'suspended').length).toBe(1);
    const reasons = new Set(answers.map((a) => a.body.data!.suspendReason));
    expect(reasons.size).toBe(1);
    const events = await t.db.execute<{ n: number }>(
      `select count(*)::int as n from domain_event where type = 'shop.suspended' and subject = '${shopId}'` as never,
    );
    expect(events.rows[0]!.n).toBe(before.filter((r) => r.action === 'suspended').length + 1);

    const again = await Promise.all([reinstate(support.token), reinstate(admin.token), reinstate(support.token)]);
    expect(again.map((a) => a.body.data!.status)).toEqual(['closed', 'closed', 'closed']);
    const reinstated = await t.db.select().from(shopStatusEvent).where(and(eq(shopStatusEvent.shopId, shopId), eq(shopStatusEvent.action, 'reinstated')));
    expect(reinstated.length - before.filter((r) => r.action === 'reinstated').length).toBe(1);
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, shopId));
  });

  it('narrows the list to suspended shops', async () => {
    await suspend(support.token, { shopId, reason: 'Review pending' });
    try {
      const list = (await t.call(queryPlatformShops, { status: 'suspended' }, { token: support.token })).body.data!.list;
      expect(list.map((s) => s.shopId)).toEqual([shopId]);
      const open = (await t.call(queryPlatformShops, { status: 'open', pageSize: 50 }, { token: support.token })).body.data!.list;
      expect(open.every((s) => s.status === 'open')).toBe(true);
      expect(open.map((s) => s.shopId)).not.toContain(shopId);
    } finally {
      await reinstate(support.token);
    }
  });
});

describe('orders of a suspended shop', () => {
  it('refuses committing and paying new ones (5301) but ships and refunds the paid ones', async () => {
    const buyer = await shopperWithAddress(t);
    const [toShip, toCancel, unpaid] = [await placeOrder(t, buyer, sku), await placeOrder(t, buyer, sku), await placeOrder(t, buyer, sku)];
    for (const id of [toShip, toCancel]) expect((await pay(t, buyer, [id], PAY_CHANNELS.wallet)).body.code).toBe(1000);
    // A checkout opened and numbered before the suspension, committed after it.
    const opened = (await t.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 1 }, { token: buyer.token })).body.data!;
    const number = (await t.call(checkoutNumber, { checkoutId: opened.checkoutId }, { token: buyer.token })).body.data!.checkoutNumber;

    expect((await suspend(support.token, { shopId, reason: 'Unsafe chargers' })).body.code).toBe(1000);
    try {
      await settleEvents(t);
      const commit = await t.call(commitOrder, { checkoutId: opened.checkoutId, checkoutNumber: number, payAmount: opened.payAmount }, { token: buyer.token });
      expect(commit.body.code).toBe(5301);
      const paying = await pay(t, buyer, [unpaid], PAY_CHANNELS.wallet);
      expect(paying.body.code).toBe(5301);
      expect(await orderStatus(t, unpaid)).toBe('paying');

      const shipped = await t.call(shipOrder, { orderId: toShip, companyCode: 'SF', trackingNo: writeTrackingNo('^SF\\d{13}$') }, { token: seller.token });
      expect(shipped.body.code, shipped.body.message).toBe(1000);
      expect(await orderStatus(t, toShip)).toBe('receiving');
      const cancelled = await t.call(cancelOrder, { orderId: toCancel }, { token: buyer.token });
      expect(cancelled.body.code, cancelled.body.message).toBe(1000);
      await settleEvents(t);
      expect(await orderStatus(t, toCancel)).toBe('terminated');
      const refunds = await t.db.execute<{ status: string }>(
        sql`select status from payment_refund where order_id = ${toCancel}`,
      );
      expect(refunds.rows.map((r) => r.status)).toContain('settled');
    } finally {
      await reinstate(support.token);
      await settleEvents(t);
    }
  });
});
