import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryOrderLogistics } from '@mall/contract/logistics/query-order-logistics';
import type { Lang } from '@mall/contract/platform/languages';
import { editOrderAddress } from '@mall/contract/order/edit-order-address';
import { queryOrderAddress } from '@mall/contract/order/query-order-address';
import { queryOrderDetail } from '@mall/contract/order/query-order-detail';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { address } from '../account/address.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { placeOrder, putOrderIn, type TestShopper } from '../../testing/order-test-orders.ts';
import { saleOrder } from './order.tables.ts';

/**
 * The shopper's order views name the address's areas in the caller's language (T-lang), while the snapshot's
 * `areaText` stays as it was saved: an address saved on an English page reads "北京市 北京市 朝阳区" on a zh page.
 */

const t = await createTestApp();
const [[a]] = await shippingGoods(t.db, 1, 0, { stock: 500, price: 1000 });

const [cn] = await t.db.select({ id: nation.id }).from(nation).where(eq(nation.code, 'CN'));
const areas = await t.db.select({ id: area.id, code: area.code }).from(area).where(and(eq(area.nationId, cn!.id), inArray(area.code, ['110000', '110100', '110105'])));
const idOf = (code: string) => areas.find((r) => r.code === code)!.id;

/** A shopper whose default address is in Beijing, Chaoyang, saved on an English page. */
async function beijingShopper(): Promise<TestShopper & { addressId: number }> {
  const user = await createTestUser(t.db);
  const [row] = await t.db
    .insert(address)
    .values({
      accountId: user.userId,
      receiverName: 'Han Meimei',
      phoneCode: '86',
      mobile: '13900001111',
      nationId: cn!.id,
      provinceId: idOf('110000'),
      cityId: idOf('110100'),
      districtId: idOf('110105'),
      areaText: 'Beijing Beijing Chaoyang',
      detail: 'Jianguo Road 88',
      postcode: '100022',
      isDefault: true,
    })
    .returning({ id: address.id });
  return { ...user, addressId: row!.id };
}

const NAMES: Record<Lang, { nationName: string; provinceName: string; cityName: string; districtName: string }> = {
  en: { nationName: 'China', provinceName: 'Beijing', cityName: 'Beijing', districtName: 'Chaoyang' },
  zh: { nationName: '中国', provinceName: '北京市', cityName: '北京市', districtName: '朝阳区' },
  ja: { nationName: '中国', provinceName: '北京市', cityName: '北京市', districtName: '朝陽区' },
};

describe('the order address in the caller\'s language', () => {
  it('names the areas in T-lang in the detail and saleorder/orderaddress; areaText stays as saved', async () => {
    const user = await beijingShopper();
    const id = await placeOrder(t, user, a!);
    for (const lang of ['en', 'zh', 'ja'] as const) {
      const detail = await t.call(queryOrderDetail, { orderId: id }, { token: user.token, lang });
      expect(detail.body.code, detail.body.message).toBe(1000);
      expect(detail.body.data!.address).toMatchObject({ ...NAMES[lang], areaText: 'Beijing Beijing Chaoyang', receiverName: 'Han Meimei' });
      const alone = await t.call(queryOrderAddress, { orderId: id }, { token: user.token, lang });
      expect(alone.body.data).toMatchObject({ ...NAMES[lang], areaText: 'Beijing Beijing Chaoyang' });
    }
    // The stored snapshot is not touched by the views: no names are written into it.
    const [stored] = await t.db.select({ address: saleOrder.address }).from(saleOrder).where(eq(saleOrder.id, id));
    expect(stored!.address).not.toHaveProperty('provinceName');
    expect(stored!.address).not.toHaveProperty('nationName');
  });

  it('names them in saleorder/logistics too, before and after shipping', async () => {
    const user = await beijingShopper();
    const id = await placeOrder(t, user, a!);
    await putOrderIn(t, id, 'receiving');
    const res = await t.call(queryOrderLogistics, { orderId: id }, { token: user.token, lang: 'ja' });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data!.address).toMatchObject({ ...NAMES.ja, areaText: 'Beijing Beijing Chaoyang' });
  });

  it('answers null for levels the address has not', async () => {
    const user = await beijingShopper();
    await t.db.update(address).set({ cityId: null, districtId: null, areaText: 'Beijing' }).where(eq(address.id, user.addressId));
    const id = await placeOrder(t, user, a!);
    const detail = await t.call(queryOrderDetail, { orderId: id }, { token: user.token, lang: 'zh' });
    expect(detail.body.data!.address).toMatchObject({ provinceName: '北京市', cityName: null, districtName: null, areaText: 'Beijing' });
  });

  it('answers the new address with its names after saleorder/orderaddress/edit', async () => {
    const user = await beijingShopper();
    const id = await placeOrder(t, user, a!);
    const [other] = await t.db
      .insert(address)
      .values({ accountId: user.userId, receiverName: 'Li Lei', phoneCode: '86', mobile: '13812345678', nationId: cn!.id, provinceId: idOf('110000'), areaText: 'Beijing', detail: 'Wangfujing 1', postcode: '', isDefault: false })
      .returning({ id: address.id });
    const res = await t.call(editOrderAddress, { orderId: id, addressId: other!.id }, { token: user.token, lang: 'zh' });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data!.address).toMatchObject({ receiverName: 'Li Lei', provinceName: '北京市', cityName: null, districtName: null });
  });

  it("keeps another shopper's order not found (1004) in every view", async () => {
    const owner = await beijingShopper();
    const id = await placeOrder(t, owner, a!);
    const stranger = await beijingShopper();
    for (const endpoint of [queryOrderDetail, queryOrderAddress, queryOrderLogistics]) {
      expect((await t.call(endpoint, { orderId: id }, { token: stranger.token, lang: 'zh' })).body.code, endpoint.path).toBe(1004);
    }
  });
});
