import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveAddress, type TSaveAddressRequest } from '@mall/contract/account/address-save';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { cartDeliveryFee } from '@mall/contract/cart/cart-delivery-fee';
import { pickCartGoods } from '@mall/contract/cart/pick-cart-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import { deliveryFeeRule, shop } from '../shop/shop.tables.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import { defaultTemplateOf } from '../../testing/cart-test-data.ts';

const t = await createTestApp();

const [cn] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'CN'));
const [jp] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'JP'));
const areaId = async (code: string) => (await t.db.select({ id: area.id }).from(area).where(and(eq(area.nationId, cn!.id), eq(area.code, code))))[0]!.id;
const guangdong = await areaId('440000');
const shenzhen = await areaId('440300');
const tibet = await areaId('540000');

async function addressOf(token: string, over: Partial<TSaveAddressRequest> = {}): Promise<number> {
  const body: TSaveAddressRequest = { receiverName: 'Li Lei', mobile: '13812345678', nationId: cn!.id, provinceId: guangdong, cityId: shenzhen, detail: 'Keyuan Road 1', ...over };
  const res = await t.call(saveAddress, body, { token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.id;
}

async function add(token: string, sku: TestSku, quantity: number): Promise<number> {
  const res = await t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.cartId;
}

const fees = (token: string, body: unknown = {}) => t.call(cartDeliveryFee, body, { token });
async function ok(token: string, body: unknown = {}) {
  const res = await fees(token, body);
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}

// Four shops of this file's own, each priced 800 + 200 a further piece, free from 10000 (see shippingGoods).
const [[a, a2], [b], [c], [d]] = await shippingGoods(t.db, 4, 0, { freeOverAmount: 10_000 });

describe('cart/goods/deliveryFee', () => {
  it('says the fees are not known while the shopper has no address', async () => {
    const user = await createTestUser(t.db);
    await add(user.token, a, 1);
    expect(await ok(user.token)).toEqual({ address: null, feesKnown: false, shops: [], totalFee: null });
  });

  it('prices each shop\'s picked lines to the default address, with what more makes delivery free', async () => {
    const user = await createTestUser(t.db);
    const home = await addressOf(user.token);
    const la = await add(user.token, a, 2);
    const la2 = await add(user.token, a2, 1);
    await add(user.token, b, 10);

    const data = await ok(user.token);
    expect(data.feesKnown).toBe(true);
    expect(data.address).toMatchObject({ id: home, isDefault: true, provinceId: guangdong });
    // Shops in the order of the cart page: the shop of the latest added line first.
    expect(data.shops).toEqual([
      { shopId: b.shopId, method: 'template', deliverable: true, undeliverableCartIds: [], fee: 0, goodsAmount: 10000, freeOverAmount: 10000, moreForFree: null, minOrderAmount: 0 },
      // Three pieces in one parcel: 800 for the first, 200 for each further one; 7000 more ships free.
      { shopId: a.shopId, method: 'template', deliverable: true, undeliverableCartIds: [], fee: 1200, goodsAmount: 3000, freeOverAmount: 10000, moreForFree: 7000, minOrderAmount: 0 },
    ]);
    expect(data.totalFee).toBe(1200);

    // Only picked lines count: unpicking one line of shop a lowers its fee, unpicking the shop drops it.
    await t.call(pickCartGoods, { cartId: la2, picked: false }, { token: user.token });
    expect((await ok(user.token)).shops.find((s) => s.shopId === a.shopId)).toMatchObject({ fee: 1000, goodsAmount: 2000, moreForFree: 8000 });
    await t.call(pickCartGoods, { cartId: la, picked: false }, { token: user.token });
    expect((await ok(user.token)).shops.map((s) => s.shopId)).toEqual([b.shopId]);
    await t.call(pickCartGoods, { picked: false }, { token: user.token });
    expect(await ok(user.token)).toMatchObject({ feesKnown: true, shops: [], totalFee: 0 });
  });

  it('prices to a named address of the caller, and answers a shop that does not deliver there', async () => {
    const user = await createTestUser(t.db);
    await addressOf(user.token);
    const far = await addressOf(user.token, { provinceId: tibet, cityId: null });
    const lc = await add(user.token, c, 1);
    await add(user.token, d, 3);
    // Shop c delivers to Japan only (this test database).
    const template = await defaultTemplateOf(t.db, c.shopId);
    await t.db.update(deliveryFeeRule).set({ nationId: jp!.id }).where(eq(deliveryFeeRule.templateId, template));
    // Shop d charges more to Tibet.
    const dTemplate = await defaultTemplateOf(t.db, d.shopId);
    await t.db.insert(deliveryFeeRule).values({ templateId: dTemplate, nationId: cn!.id, areaId: tibet, firstUnits: 1, firstFee: 2000, extraUnits: 1, extraFee: 500, freeOverAmount: null });

    const toFar = await ok(user.token, { addressId: far });
    expect(toFar.address).toMatchObject({ id: far, isDefault: false });
    expect(toFar.shops).toEqual([
      { shopId: d.shopId, method: 'template', deliverable: true, undeliverableCartIds: [], fee: 3000, goodsAmount: 3000, freeOverAmount: null, moreForFree: null, minOrderAmount: 0 },
      { shopId: c.shopId, method: 'template', deliverable: false, undeliverableCartIds: [lc], fee: 0, goodsAmount: 1000, freeOverAmount: null, moreForFree: null, minOrderAmount: 0 },
    ]);
    expect(toFar.totalFee).toBe(3000);
    // The default address (Guangdong) takes the everywhere rule of d.
    expect((await ok(user.token)).shops.find((s) => s.shopId === d.shopId)).toMatchObject({ fee: 1200, moreForFree: 7000 });
  });

  it('leaves out lines that cannot be bought, and brings takeaway goods at the flat fee in the shop\'s city', async () => {
    const user = await createTestUser(t.db);
    const [takeaway] = await t.db
      .select({ goodsId: goods.id, skuId: goodsSku.id, fee: sql<number>`${shop.deliveryFee} + ${shop.packingFee}`.mapWith(Number), provinceId: shop.provinceId, cityId: shop.cityId, nationId: shop.nationId, shopId: shop.id })
      .from(goods)
      .innerJoin(shop, eq(shop.id, goods.shopId))
      .innerJoin(goodsSku, and(eq(goodsSku.goodsId, goods.id), eq(goodsSku.enabled, true)))
      .where(and(eq(shop.kind, 'takeaway'), eq(shop.status, 'open'), eq(goods.status, 'on_sale'), isNotNull(shop.cityId), isNotNull(shop.provinceId)))
      .limit(1);
    expect(takeaway).toBeDefined();
    await t.db.update(goodsSku).set({ stock: 20 }).where(eq(goodsSku.id, takeaway!.skuId));
    await addressOf(user.token, { nationId: takeaway!.nationId, provinceId: takeaway!.provinceId, cityId: takeaway!.cityId });
    await add(user.token, { id: takeaway!.skuId, goodsId: takeaway!.goodsId, shopId: takeaway!.shopId, price: 0 }, 2);
    await add(user.token, a2, 1);
    await t.db.update(goodsSku).set({ stock: 0 }).where(eq(goodsSku.id, a2.id));

    const data = await ok(user.token);
    expect(data.shops).toHaveLength(1);
    expect(data.shops[0]).toMatchObject({ shopId: takeaway!.shopId, method: 'takeaway', deliverable: true, fee: takeaway!.fee, freeOverAmount: null, moreForFree: null });
    await t.db.update(goodsSku).set({ stock: 50 }).where(eq(goodsSku.id, a2.id));
  });

  it('answers 1004 for another shopper\'s address or an unknown one, and 1001 for bad input, changing nothing', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    await addressOf(user.token);
    const theirs = await addressOf(other.token);
    await add(user.token, b, 1);
    expect((await fees(user.token, { addressId: theirs })).body.code).toBe(1004);
    expect((await fees(user.token, { addressId: 2_000_000_000 })).body.code).toBe(1004);
    for (const addressId of [0, -1, 1.5, '1', null, true, 2 ** 31, 1e20, [1], { id: 1 }]) {
      expect((await fees(user.token, { addressId })).body.code).toBe(1001);
    }
    expect((await fees(user.token, { addressId: theirs, extra: 1 })).body.code).toBe(1001);
    expect((await fees(user.token, { shopId: b.shopId })).body.code).toBe(1001);
    expect((await ok(user.token)).shops).toHaveLength(1);
  });

  it('answers 1002 to visitors and stale tokens', async () => {
    expect((await t.call(cartDeliveryFee, {})).body.code).toBe(1002);
    expect((await t.call(cartDeliveryFee, {}, { token: 'stale-token-0000000000000000' })).body.code).toBe(1002);
  });
});
