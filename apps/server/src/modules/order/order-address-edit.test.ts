import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { editOrderAddress } from '@mall/contract/order/edit-order-address';
import { quoteOrderAddress } from '@mall/contract/order/quote-order-address';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { nation } from '../location/location.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate } from '../shop/shop.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder } from './order.tables.ts';
import { address } from '../account/address.tables.ts';

const t = await createTestApp();
const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 500, price: 1000 });

// The shop delivers in China at 800 for the first piece (200 each further), in Japan at 1500, and nowhere else.
const nationId = async (code: string) => (await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, code)))[0]!.id;
const [template] = await t.db
  .select({ id: deliveryFeeTemplate.id })
  .from(deliveryFeeTemplate)
  .where(and(eq(deliveryFeeTemplate.shopId, a.shopId), eq(deliveryFeeTemplate.isDefault, true)));
await t.db.delete(deliveryFeeRule).where(and(eq(deliveryFeeRule.templateId, template!.id), isNull(deliveryFeeRule.nationId)));
const rule = { templateId: template!.id, areaId: null, firstUnits: 1, extraUnits: 1, extraFee: 200, freeOverAmount: null };
await t.db.insert(deliveryFeeRule).values([
  { ...rule, nationId: await nationId('CN'), firstFee: 800 },
  { ...rule, nationId: await nationId('JP'), firstFee: 1500 },
]);

async function shopper(): Promise<TestShopper> {
  const user = await createTestUser(t.db);
  await addAddress(t.db, user.userId);
  return user;
}
const orderRow = async (id: number) => (await t.db.select().from(saleOrder).where(eq(saleOrder.id, id)))[0]!;
const edit = (user: TestShopper, body: unknown) => t.call(editOrderAddress, body, { token: user.token });
const quote = (user: TestShopper, body: unknown) => t.call(quoteOrderAddress, body, { token: user.token });
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2 ** 31, 1e12, null];

describe('saleorder/orderaddress/edit', () => {
  it('moves an unpaid order to another address, its delivery fee and pay amount priced afresh', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 2);
    expect(await orderRow(id)).toMatchObject({ goodsAmount: 2000, deliveryFee: 1000, payAmount: 3000 });
    const japan = await addAddress(t.db, user.userId, { nationCode: 'JP', isDefault: false });

    const res = await edit(user, { orderId: id, addressId: japan });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ orderId: id, status: 'paying', deliveryFee: 1700, payAmount: 3700 });
    expect(res.body.data!.address).toMatchObject({ addressId: japan, nationId: await nationId('JP') });
    const row = await orderRow(id);
    expect(row).toMatchObject({ deliveryFee: 1700, payAmount: 3700, goodsAmount: 2000 });
    expect(row.address.addressId).toBe(japan);
  });

  it('moves a paid order to an address of the same fee, fee and amounts unchanged', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    await putOrderIn(t, id, 'shipping');
    const other = await addAddress(t.db, user.userId, { isDefault: false });
    const res = await edit(user, { orderId: id, addressId: other });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ status: 'shipping', deliveryFee: 800, payAmount: 1800 });
    expect((await orderRow(id)).address.addressId).toBe(other);
  });

  it('refuses a paid order whose fee would change (4215), changing nothing', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    await putOrderIn(t, id, 'shipping');
    const japan = await addAddress(t.db, user.userId, { nationCode: 'JP', isDefault: false });
    const before = await orderRow(id);
    const res = await edit(user, { orderId: id, addressId: japan });
    expect(res.body.code).toBe(4215);
    expect(res.body.data).toEqual({ deliveryFee: 800, newDeliveryFee: 1500 });
    expect(await orderRow(id)).toEqual(before);
  });

  it('refuses shipped and finished orders (4213), changing nothing', async () => {
    const user = await shopper();
    const other = await addAddress(t.db, user.userId, { isDefault: false });
    for (const status of ['receiving', 'completed', 'terminated'] as const) {
      const id = await placeOrder(t, user, a, 1);
      await putOrderIn(t, id, status);
      const before = await orderRow(id);
      const res = await edit(user, { orderId: id, addressId: other });
      expect(res.body.code, status).toBe(4213);
      expect(res.body.data).toEqual({ status });
      expect(await orderRow(id)).toEqual(before);
    }
  });

  it('refuses an address the shop does not deliver to (4214), changing nothing', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const usa = await addAddress(t.db, user.userId, { nationCode: 'US', isDefault: false });
    const before = await orderRow(id);
    expect((await edit(user, { orderId: id, addressId: usa })).body.code).toBe(4214);
    expect(await orderRow(id)).toEqual(before);
  });

  it('refuses bad inputs (1001), another shopper\'s order or address (1004) and visitors (1002), changing nothing', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const mine = await addAddress(t.db, user.userId, { isDefault: false });
    const theirs = await addAddress(t.db, other.userId, { isDefault: false });
    const before = await orderRow(id);
    for (const bad of BAD_IDS) {
      expect((await edit(user, { orderId: bad, addressId: mine })).body.code).toBe(1001);
      expect((await edit(user, { orderId: id, addressId: bad })).body.code).toBe(1001);
    }
    expect((await edit(user, { orderId: id })).body.code).toBe(1001);
    expect((await edit(user, { addressId: mine })).body.code).toBe(1001);
    expect((await edit(user, { orderId: id, addressId: mine, extra: 1 })).body.code).toBe(1001);
    expect((await edit(other, { orderId: id, addressId: theirs })).body.code).toBe(1004);
    expect((await edit(user, { orderId: id, addressId: theirs })).body.code).toBe(1004);
    expect((await edit(user, { orderId: 2_147_483_647, addressId: mine })).body.code).toBe(1004);
    expect((await edit(user, { orderId: id, addressId: 2_147_483_647 })).body.code).toBe(1004);
    expect((await t.call(editOrderAddress, { orderId: id, addressId: mine })).body.code).toBe(1002);
    expect(await orderRow(id)).toEqual(before);
  });
});

describe('saleorder/orderaddress/quote', () => {
  it('prices an unpaid order to every address of the book, default first, as the edit then does', async () => {
    const user = await shopper();
    const home = (await t.db.select({ id: address.id }).from(address).where(eq(address.accountId, user.userId)))[0]!.id;
    const id = await placeOrder(t, user, a, 2);
    const japan = await addAddress(t.db, user.userId, { nationCode: 'JP', isDefault: false });
    const usa = await addAddress(t.db, user.userId, { nationCode: 'US', isDefault: false });

    const res = await quote(user, { orderId: id });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toEqual({
      orderId: id,
      options: [
        { addressId: home, deliveryFee: 1000, payAmount: 3000, refusal: null, refusalCode: null },
        { addressId: usa, deliveryFee: null, payAmount: null, refusal: 'undeliverable', refusalCode: 4214 },
        { addressId: japan, deliveryFee: 1700, payAmount: 3700, refusal: null, refusalCode: null },
      ],
    });
    expect((await edit(user, { orderId: id, addressId: japan })).body.data).toMatchObject({ deliveryFee: 1700, payAmount: 3700 });
    expect((await edit(user, { orderId: id, addressId: usa })).body.code).toBe(4214);
  });

  it('marks the addresses a paid order cannot move to because the fee would change', async () => {
    const user = await shopper();
    const id = await placeOrder(t, user, a, 1);
    await putOrderIn(t, id, 'shipping');
    const other = await addAddress(t.db, user.userId, { isDefault: false });
    const japan = await addAddress(t.db, user.userId, { nationCode: 'JP', isDefault: false });
    const options = (await quote(user, { orderId: id })).body.data!.options;
    expect(options.find((o) => o.addressId === other)).toEqual({ addressId: other, deliveryFee: 800, payAmount: 1800, refusal: null, refusalCode: null });
    expect(options.find((o) => o.addressId === japan)).toEqual({ addressId: japan, deliveryFee: 1500, payAmount: 2500, refusal: 'fee_changed', refusalCode: 4215 });
    expect((await edit(user, { orderId: id, addressId: japan })).body.code).toBe(4215);
  });

  it('refuses shipped orders (4213), bad inputs (1001), another shopper\'s order (1004) and visitors (1002), changing nothing', async () => {
    const user = await shopper();
    const other = await shopper();
    const id = await placeOrder(t, user, a, 1);
    const before = await orderRow(id);
    for (const bad of BAD_IDS) expect((await quote(user, { orderId: bad })).body.code).toBe(1001);
    expect((await quote(user, {})).body.code).toBe(1001);
    expect((await quote(user, { orderId: id, addressId: 1 })).body.code).toBe(1001);
    expect((await quote(other, { orderId: id })).body.code).toBe(1004);
    expect((await quote(user, { orderId: 2_147_483_647 })).body.code).toBe(1004);
    expect((await t.call(quoteOrderAddress, { orderId: id })).body.code).toBe(1002);
    expect(await orderRow(id)).toEqual(before);
    await putOrderIn(t, id, 'receiving');
    const shipped = await quote(user, { orderId: id });
    expect(shipped.body.code).toBe(4213);
    expect(shipped.body.data).toEqual({ status: 'receiving' });
  });
});
