import { and, asc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saveAddress, type TSaveAddressRequest } from '@mall/contract/account/address-save';
import { queryLogisticsCosts, type TQueryLogisticsCostsRequest } from '@mall/contract/shop/query-logistics-costs';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop } from './shop.tables.ts';

const t = await createTestApp();

const nations = new Map((await t.db.select().from(nation)).map((n) => [n.code, n.id]));
const areaRows = await t.db.select({ id: area.id, nationId: area.nationId, code: area.code, parentId: area.parentId, level: area.level }).from(area);
const N = (code: string) => nations.get(code)!;
const A = (nationCode: string, code: string) => areaRows.find((r) => r.nationId === N(nationCode) && r.code === code)!.id;

const CN = N('CN');
const JP = N('JP');
const US = N('US');
const guangdong = A('CN', '440000');
const shenzhen = A('CN', '440300');
const nanshan = A('CN', '440305');
const tibet = A('CN', '540000');
const tokyo = A('JP', '13');

/** One goods on sale of each shop that ships, of a template counting pieces or weight, with its default SKU. */
async function shippedGoods(chargeBy: 'piece' | 'weight', maxPrice: number) {
  return t.db
    .selectDistinctOn([goods.shopId], { id: goods.id, shopId: goods.shopId, templateId: goods.deliveryTemplateId, skuId: goodsSku.id, price: goodsSku.price, weight: goodsSku.weightGrams })
    .from(goods)
    .innerJoin(deliveryFeeTemplate, eq(deliveryFeeTemplate.id, goods.deliveryTemplateId))
    .innerJoin(goodsSku, and(eq(goodsSku.goodsId, goods.id), eq(goodsSku.isDefault, true), eq(goodsSku.enabled, true)))
    .where(and(eq(goods.status, 'on_sale'), eq(deliveryFeeTemplate.chargeBy, chargeBy), lt(goodsSku.price, maxPrice), ne(goods.kind, 'takeaway')))
    .orderBy(asc(goods.shopId), asc(goods.id));
}

// Tests that change data (rules, templates, SKUs, shelf status) each take goods of a shop of their own.
const pieces = await shippedGoods('piece', 2000);
const weights = await shippedGoods('weight', 2_000_000_000);
const [cheap, noRules, offShelf, otherShop] = pieces;
const [heavy, untemplated] = weights.filter((w) => ![cheap, noRules, offShelf, otherShop].some((p) => p?.shopId === w.shopId));

const cost = (body: Partial<TQueryLogisticsCostsRequest> & Record<string, unknown>, options: { token?: string; lang?: string } = {}) =>
  t.call(queryLogisticsCosts, body, options);
const ok = async (body: Partial<TQueryLogisticsCostsRequest>, options: { token?: string; lang?: string } = {}) => {
  const res = await cost(body, options);
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
};

const home = (over: Partial<TSaveAddressRequest> = {}): TSaveAddressRequest => ({
  receiverName: 'Li Lei',
  mobile: '13812345678',
  nationId: CN,
  provinceId: guangdong,
  cityId: shenzhen,
  districtId: nanshan,
  detail: 'Keyuan Road 1, Building 2, Room 301',
  ...over,
});
async function addressOf(token: string, over: Partial<TSaveAddressRequest> = {}) {
  const res = await t.call(saveAddress, home(over), { token });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!.id;
}

describe('mall/query/logistics/costs', () => {
  it('prices a goods by pieces to a picked area for a visitor, with the default SKU, and names the area in T-lang', async () => {
    expect(cheap).toBeDefined();
    const data = await ok({ goodsId: cheap!.id, area: { nationId: CN, provinceId: guangdong, cityId: shenzhen, districtId: nanshan } }, { lang: 'zh' });
    expect(data).toEqual({
      goodsId: cheap!.id,
      skuId: cheap!.skuId,
      quantity: 1,
      shopId: cheap!.shopId,
      method: 'template',
      deliverable: true,
      fee: 800,
      goodsAmount: cheap!.price,
      freeOverAmount: 9900,
      minOrderAmount: 0,
      area: { nationId: CN, nationName: '中国', provinceId: guangdong, cityId: shenzhen, districtId: nanshan, areaText: '广东省 深圳市 南山区' },
    });
    // Each further piece adds the extra fee, until the shop amount reaches the free threshold.
    expect((await ok({ goodsId: cheap!.id, quantity: 3, area: { nationId: CN, provinceId: guangdong } })).fee).toBe(800 + 2 * 200);
    const freeFrom = Math.ceil(9900 / cheap!.price);
    expect((await ok({ goodsId: cheap!.id, quantity: freeFrom, area: { nationId: CN, provinceId: guangdong } })).fee).toBe(0);
    expect((await ok({ goodsId: cheap!.id, quantity: freeFrom - 1, area: { nationId: CN, provinceId: guangdong } })).fee).toBeGreaterThan(0);
  });

  it('uses the most specific rule: the province, else the nation, else everywhere', async () => {
    const to = (a: TQueryLogisticsCostsRequest['area'], quantity = 2) => ok({ goodsId: cheap!.id, quantity, area: a });
    expect(await to({ nationId: CN, provinceId: tibet })).toMatchObject({ fee: 2000 + 1000, freeOverAmount: null });
    expect(await to({ nationId: JP, provinceId: tokyo })).toMatchObject({ fee: 3000 + 1000, freeOverAmount: 29900 });
    expect(await to({ nationId: US, provinceId: areaRows.find((r) => r.nationId === US && r.level === 1)!.id })).toMatchObject({ fee: 5000 + 1500 });
    // A nation without areas takes just the nation.
    const bare = [...nations.values()].find((id) => !areaRows.some((r) => r.nationId === id));
    if (bare !== undefined) expect(await to({ nationId: bare })).toMatchObject({ deliverable: true, fee: 800 + 200, area: { areaText: '' } });
  });

  it('prices a goods of a weight template by the chosen SKU\'s weight times the quantity', async () => {
    expect(heavy).toBeDefined();
    // This test database only: a known price and weight.
    await t.db.update(goodsSku).set({ price: 1000, weightGrams: 2300 }).where(eq(goodsSku.id, heavy!.skuId));
    const to = { nationId: CN, provinceId: guangdong };
    expect(await ok({ goodsId: heavy!.id, area: to })).toMatchObject({ skuId: heavy!.skuId, goodsAmount: 1000, fee: 1200 + 2 * 400, freeOverAmount: 29900 });
    expect((await ok({ goodsId: heavy!.id, quantity: 3, area: to })).fee).toBe(1200 + 6 * 400);
    expect((await ok({ goodsId: heavy!.id, quantity: 30, area: to })).fee).toBe(0);

    // Another SKU of the same goods is priced by its own weight and price.
    const [other] = await t.db.select().from(goodsSku).where(and(eq(goodsSku.goodsId, heavy!.id), ne(goodsSku.id, heavy!.skuId), eq(goodsSku.enabled, true))).limit(1);
    if (other) {
      await t.db.update(goodsSku).set({ weightGrams: 4500, price: 100 }).where(eq(goodsSku.id, other.id));
      expect(await ok({ goodsId: heavy!.id, skuId: other.id, quantity: 2, area: { nationId: CN, provinceId: guangdong } })).toMatchObject({
        skuId: other.id,
        goodsAmount: 200,
        fee: 1200 + 8 * 400,
      });
    }
  });

  it('prices to one of the caller\'s addresses, and refuses other users\' addresses and visitors', async () => {
    const me = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const mine = await addressOf(me.token);
    const tibetHome = await addressOf(me.token, { provinceId: tibet, cityId: null, districtId: null });
    const theirs = await addressOf(other.token);

    expect(await ok({ goodsId: cheap!.id, addressId: mine }, { token: me.token, lang: 'en' })).toMatchObject({
      fee: 800,
      area: { nationId: CN, provinceId: guangdong, cityId: shenzhen, districtId: nanshan, areaText: 'Guangdong Shenzhen Nanshan' },
    });
    expect(await ok({ goodsId: cheap!.id, addressId: tibetHome }, { token: me.token })).toMatchObject({ fee: 2000, area: { provinceId: tibet, cityId: null } });
    // Another user's address is not found, like an unknown one, so ids cannot be probed.
    expect((await cost({ goodsId: cheap!.id, addressId: theirs }, { token: me.token })).body.code).toBe(1004);
    expect((await cost({ goodsId: cheap!.id, addressId: 2_000_000_000 }, { token: me.token })).body.code).toBe(1004);
    // Visitors have no addresses: log in first.
    expect((await cost({ goodsId: cheap!.id, addressId: mine })).body.code).toBe(1002);
    expect((await cost({ goodsId: cheap!.id, addressId: mine }, { token: 'stale-token' })).body.code).toBe(1002);
  });

  it('answers "not deliverable" (not an error) where the shop has no rule, and for goods of a shop without templates', async () => {
    const g = noRules;
    // This test database only: the goods' template loses its US and everywhere rules.
    await t.db
      .delete(deliveryFeeRule)
      .where(and(eq(deliveryFeeRule.templateId, g!.templateId!), sql`(${deliveryFeeRule.nationId} = ${US} or ${deliveryFeeRule.nationId} is null)`));
    expect(await ok({ goodsId: g!.id, area: { nationId: US, provinceId: areaRows.find((r) => r.nationId === US && r.level === 1)!.id } })).toMatchObject({
      deliverable: false,
      fee: 0,
      freeOverAmount: null,
    });
    expect(await ok({ goodsId: g!.id, area: { nationId: CN, provinceId: guangdong } })).toMatchObject({ deliverable: false, fee: 0 });
    expect(await ok({ goodsId: g!.id, area: { nationId: CN, provinceId: tibet } })).toMatchObject({ deliverable: true, fee: 2000 });
  });

  it('uses the shop\'s default template for goods without one', async () => {
    const g = untemplated;
    await t.db.update(goods).set({ deliveryTemplateId: null }).where(eq(goods.id, g!.id));
    await t.db.update(goodsSku).set({ price: 1000 }).where(eq(goodsSku.id, g!.skuId));
    // The default template counts pieces, whatever the weight.
    expect(await ok({ goodsId: g!.id, quantity: 2, area: { nationId: JP, provinceId: tokyo } })).toMatchObject({ deliverable: true, fee: 3000 + 1000 });
  });

  it('brings takeaway goods at the shop\'s flat fee in its own city only', async () => {
    const [row] = await t.db
      .select({ id: goods.id, fee: sql<number>`${shop.deliveryFee} + ${shop.packingFee}`.mapWith(Number), min: shop.minOrderAmount, nationId: shop.nationId, provinceId: shop.provinceId, cityId: shop.cityId })
      .from(goods)
      .innerJoin(shop, eq(shop.id, goods.shopId))
      .where(and(eq(shop.kind, 'takeaway'), eq(goods.status, 'on_sale'), isNotNull(shop.cityId)))
      .limit(1);
    expect(row).toBeDefined();
    const inCity = await ok({ goodsId: row!.id, quantity: 4, area: { nationId: row!.nationId, provinceId: row!.provinceId, cityId: row!.cityId } });
    expect(inCity).toMatchObject({ method: 'takeaway', deliverable: true, fee: row!.fee, minOrderAmount: row!.min, freeOverAmount: null });
    const elsewhere = await ok({ goodsId: row!.id, area: { nationId: CN, provinceId: tibet } });
    expect(elsewhere).toMatchObject({ method: 'takeaway', deliverable: false, fee: 0 });
  });

  it('answers 1004 for unknown goods, goods off the shelf and SKUs that are not the goods\' own', async () => {
    const a = { nationId: CN, provinceId: guangdong };
    expect((await cost({ goodsId: 2_000_000_000, area: a })).body.code).toBe(1004);
    const [g, h] = [offShelf, otherShop];
    expect((await cost({ goodsId: g!.id, skuId: h!.skuId, area: a })).body.code).toBe(1004);
    expect((await cost({ goodsId: g!.id, skuId: 2_000_000_000, area: a })).body.code).toBe(1004);
    await t.db.update(goodsSku).set({ enabled: false }).where(eq(goodsSku.id, h!.skuId));
    expect((await cost({ goodsId: h!.id, skuId: h!.skuId, area: a })).body.code).toBe(1004);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, g!.id));
    expect((await cost({ goodsId: g!.id, area: a })).body.code).toBe(1004);
    // An unknown goods wins over a bad area: the same input always answers the same code.
    for (let i = 0; i < 5; i++) expect((await cost({ goodsId: 2_000_000_000, area: { nationId: 2_000_000_000 } })).body.code).toBe(1004);
  });

  it('refuses areas that are not a chain inside their nation, as an address would be (2102)', async () => {
    for (const a of [
      { nationId: 2_000_000_000 },
      { nationId: CN },
      { nationId: CN, provinceId: tokyo },
      { nationId: CN, provinceId: guangdong, districtId: nanshan },
      { nationId: CN, provinceId: tibet, cityId: shenzhen },
      { nationId: CN, provinceId: shenzhen },
    ]) {
      expect((await cost({ goodsId: cheap!.id, area: a })).body.code, JSON.stringify(a)).toBe(2102);
    }
  });

  it('refuses wrong types, missing or doubled areas, unknown fields and zero, negative, fractional or huge quantities (1001)', async () => {
    const me = await createTestUser(t.db);
    const a = { nationId: CN, provinceId: guangdong };
    const bodies: Record<string, unknown>[] = [
      {},
      { goodsId: cheap!.id },
      { area: a },
      { goodsId: String(cheap!.id), area: a },
      { goodsId: -1, area: a },
      { goodsId: 1.5, area: a },
      { goodsId: 1e12, area: a },
      { goodsId: null, area: a },
      { goodsId: cheap!.id, quantity: 0, area: a },
      { goodsId: cheap!.id, quantity: -3, area: a },
      { goodsId: cheap!.id, quantity: 1.5, area: a },
      { goodsId: cheap!.id, quantity: 10_000, area: a },
      { goodsId: cheap!.id, quantity: 1e15, area: a },
      { goodsId: cheap!.id, quantity: '2', area: a },
      { goodsId: cheap!.id, skuId: 0, area: a },
      { goodsId: cheap!.id, addressId: 1, area: a },
      { goodsId: cheap!.id, addressId: '1' },
      { goodsId: cheap!.id, addressId: 0 },
      { goodsId: cheap!.id, area: { nationId: 'CN' } },
      { goodsId: cheap!.id, area: { provinceId: guangdong } },
      { goodsId: cheap!.id, area: { ...a, lat: 1 } },
      { goodsId: cheap!.id, area: a, shopId: 1 },
      { goodsId: cheap!.id, area: [CN] },
    ];
    for (const body of bodies) {
      const res = await cost(body, { token: me.token });
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
      expect(res.body.success).toBe(false);
    }
    // Malformed JSON is refused before validation.
    const raw = await t.raw({ path: '/api/jhyl/osm/v1/mall/query/logistics/costs', payload: '{"goodsId":' });
    expect(raw.body.code).toBe(1007);
  });
});
