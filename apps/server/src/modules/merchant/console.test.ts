import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryShopOrders } from '@mall/contract/logistics/query-shop-orders';
import { queryReviewingPayments } from '@mall/contract/payment/query-reviewing-payments';
import { submitPaymentVoucher } from '@mall/contract/payment/submit-payment-voucher';
import { inviteStaff, queryShopStaff, revokeStaff, setStaffRights } from '@mall/contract/shop/shop-staff';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { placeOrder, putOrderIn } from '../../testing/order-test-orders.ts';
import { pay, shopper } from '../../testing/payment-test-kit.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { account } from '../account/account.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { upload } from '../resource/upload.tables.ts';

const t = await createTestApp();
const [[sku]] = await shippingGoods(t.db, 1, 5, { price: 900, stock: 500 });
const owner = await merchantOfShop(t, sku.shopId);
const stranger = await otherMerchant(t, sku.shopId);

describe('merchant/saleorder/shop/query', () => {
  it("pages one shop's orders newest first by keyset, by status, and finds them by number, phone or name", async () => {
    const user = await shopper(t);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await placeOrder(t, user, sku, 1));
    for (const id of ids.slice(0, 3)) await putOrderIn(t, id, 'shipping');

    const seen: number[] = [];
    let after: string | undefined;
    do {
      const page = await t.call(queryShopOrders, { shopId: sku.shopId, pageSize: 2, ...(after ? { after } : {}) }, { token: owner.token });
      expect(page.body.code, page.body.message).toBe(1000);
      seen.push(...page.body.data!.list.map((o) => o.orderId));
      after = page.body.data!.next ?? undefined;
    } while (after);
    expect(seen.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);

    const toShip = await t.call(queryShopOrders, { shopId: sku.shopId, status: 'shipping', pageSize: 50 }, { token: owner.token });
    expect(toShip.body.data!.list.every((o) => o.status === 'shipping')).toBe(true);
    const first = toShip.body.data!.list.find((o) => o.orderId === ids[0])!;
    expect(first.lines).toEqual([expect.objectContaining({ goodsId: sku.goodsId, quantity: 1, unitPrice: 900 })]);

    const [row] = await t.db.select({ orderNo: saleOrder.orderNo, address: saleOrder.address }).from(saleOrder).where(eq(saleOrder.id, ids[1]!));
    const byNo = await t.call(queryShopOrders, { shopId: sku.shopId, search: row!.orderNo }, { token: owner.token });
    expect(byNo.body.data!.list.map((o) => o.orderId)).toEqual([ids[1]]);
    const byPhone = await t.call(queryShopOrders, { shopId: sku.shopId, search: row!.address.mobile.slice(-4) }, { token: owner.token });
    expect(byPhone.body.data!.list.map((o) => o.orderId)).toEqual(expect.arrayContaining(ids));
    const byName = await t.call(queryShopOrders, { shopId: sku.shopId, search: row!.address.receiverName.slice(1, 4) }, { token: owner.token });
    expect(byName.body.data!.list.map((o) => o.orderId)).toEqual(expect.arrayContaining(ids));
    expect((await t.call(queryShopOrders, { shopId: sku.shopId, search: '%' }, { token: owner.token })).body.data!.list).toEqual([]);
  });

  it('answers only the shop’s staff, and refuses bad input', async () => {
    const user = await createTestUser(t.db);
    expect((await t.call(queryShopOrders, { shopId: sku.shopId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryShopOrders, { shopId: sku.shopId }, { token: user.token })).body.code).toBe(1003);
    for (const body of [{ shopId: sku.shopId, after: 'x' }, { shopId: sku.shopId, search: '' }, { shopId: sku.shopId, pageSize: 51 }, { shopId: 'a' }]) {
      expect((await t.call(queryShopOrders, body, { token: owner.token })).body.code).toBe(1001);
    }
  });
});

describe('merchant/payment/offline/query', () => {
  it("lists the shop's transfers waiting for review with their voucher, to the finance right only", async () => {
    const user = await shopper(t);
    const id = await placeOrder(t, user, sku);
    const created = await pay(t, user, [id], 6);
    expect(created.body.code, created.body.message).toBe(1000);
    const paymentNo = created.body.data!.orderInfo.paymentNo;
    const image = `/uploads/2026/11/${user.userId}-console-voucher.webp`;
    await t.db.insert(upload).values({ accountId: user.userId, url: image, mime: 'image/webp', width: 10, height: 10, size: 10 });
    expect((await t.call(submitPaymentVoucher, { paymentNo, images: [image], note: 'paid' }, { token: user.token })).body.code).toBe(1000);

    const list = await t.call(queryReviewingPayments, { shopId: sku.shopId }, { token: owner.token });
    expect(list.body.data!.list).toContainEqual(expect.objectContaining({ paymentNo, images: [image], note: 'paid' }));
    expect((await t.call(queryReviewingPayments, { shopId: sku.shopId }, { token: stranger.token })).body.code).toBe(1004);
  });
});

describe('merchant/shop/staff/*', () => {
  it('lets the owner add staff by phone or email, change their rights and remove them, each change at once', async () => {
    const clerk = await createTestUser(t.db);
    const [clerkRow] = await t.db.select({ mobile: account.mobile }).from(account).where(eq(account.id, clerk.userId));
    const added = await t.call(inviteStaff, { shopId: sku.shopId, phoneCode: '86', mobile: clerkRow!.mobile!, rights: ['orders'] }, { token: owner.token });
    expect(added.body.code, added.body.message).toBe(1000);
    expect(added.body.data!.list).toContainEqual(expect.objectContaining({ accountId: clerk.userId, role: 'staff', rights: ['orders'] }));
    expect((await t.call(inviteStaff, { shopId: sku.shopId, phoneCode: '86', mobile: clerkRow!.mobile!, rights: ['orders'] }, { token: owner.token })).body.code).toBe(4507);

    // The clerk handles orders now, but neither finance nor the staff.
    expect((await t.call(queryShopOrders, { shopId: sku.shopId }, { token: clerk.token })).body.code).toBe(1000);
    expect((await t.call(queryReviewingPayments, { shopId: sku.shopId }, { token: clerk.token })).body.code).toBe(1004);
    expect((await t.call(inviteStaff, { shopId: sku.shopId, email: 'x@example.com', rights: ['goods'] }, { token: clerk.token })).body.code).toBe(4508);
    expect((await t.call(revokeStaff, { shopId: sku.shopId, accountId: owner.accountId }, { token: clerk.token })).body.code).toBe(4508);

    expect((await t.call(setStaffRights, { shopId: sku.shopId, accountId: clerk.userId, rights: ['finance'] }, { token: owner.token })).body.code).toBe(1000);
    expect((await t.call(queryReviewingPayments, { shopId: sku.shopId }, { token: clerk.token })).body.code).toBe(1000);
    expect((await t.call(queryShopOrders, { shopId: sku.shopId }, { token: clerk.token })).body.code).toBe(1004);

    expect((await t.call(revokeStaff, { shopId: sku.shopId, accountId: clerk.userId }, { token: owner.token })).body.code).toBe(1000);
    expect((await t.call(queryReviewingPayments, { shopId: sku.shopId }, { token: clerk.token })).body.code).toBe(1003);
    expect((await t.call(revokeStaff, { shopId: sku.shopId, accountId: clerk.userId }, { token: owner.token })).body.code).toBe(1004);
  });

  it('refuses unknown accounts, the owner’s own row, bad rights and foreign shops', async () => {
    expect((await t.call(inviteStaff, { shopId: sku.shopId, email: 'nobody-here@example.com', rights: ['goods'] }, { token: owner.token })).body.code).toBe(4506);
    expect((await t.call(setStaffRights, { shopId: sku.shopId, accountId: owner.accountId, rights: ['goods'] }, { token: owner.token })).body.code).toBe(1004);
    expect((await t.call(revokeStaff, { shopId: sku.shopId, accountId: owner.accountId }, { token: owner.token })).body.code).toBe(1004);
    for (const rights of [[], ['goods', 'goods'], ['admin']]) {
      expect((await t.call(inviteStaff, { shopId: sku.shopId, email: 'a@example.com', rights }, { token: owner.token })).body.code).toBe(1001);
    }
    expect((await t.call(queryShopStaff, { shopId: sku.shopId }, { token: stranger.token })).body.code).toBe(1004);
    const staff = await t.call(queryShopStaff, { shopId: sku.shopId }, { token: owner.token });
    expect(staff.body.data!.list[0]).toMatchObject({ accountId: owner.accountId, role: 'owner' });
  });
});
