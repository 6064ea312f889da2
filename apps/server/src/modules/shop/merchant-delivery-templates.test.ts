import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deleteDeliveryTemplate } from '@mall/contract/shop/delete-delivery-template';
import { queryDeliveryTemplates } from '@mall/contract/shop/query-delivery-templates';
import { queryLogisticsCosts } from '@mall/contract/shop/query-logistics-costs';
import { saveDeliveryTemplate, type TSaveDeliveryTemplateRequest } from '@mall/contract/shop/save-delivery-template';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { goods } from '../catalogue/catalogue.tables.ts';
import { area, nation } from '../location/location.tables.ts';
import { deliveryFeeRule, deliveryFeeTemplate, shop } from './shop.tables.ts';

const t = await createTestApp();

const nations = new Map((await t.db.select().from(nation)).map((n) => [n.code, n.id]));
const areas = await t.db.select({ id: area.id, nationId: area.nationId, code: area.code, level: area.level }).from(area);
const CN = nations.get('CN')!;
const JP = nations.get('JP')!;
const guangdong = areas.find((a) => a.nationId === CN && a.code === '440000')!.id;
const shenzhen = areas.find((a) => a.nationId === CN && a.code === '440300')!.id;
const tokyo = areas.find((a) => a.nationId === JP && a.code === '13')!.id;

/** A shop that ships, with goods on sale naming its default template (the pricing test reads one of them). */
const [used] = await t.db
  .select({ shopId: goods.shopId, goodsId: goods.id, templateId: goods.deliveryTemplateId })
  .from(goods)
  .innerJoin(shop, eq(shop.id, goods.shopId))
  .where(and(eq(goods.status, 'on_sale'), eq(shop.kind, 'mall'), isNotNull(goods.deliveryTemplateId)))
  .orderBy(asc(goods.id))
  .limit(1);
const shopId = used!.shopId;
const owner = await merchantOfShop(t, shopId);
const stranger = await otherMerchant(t, shopId);
const shopper = await createTestUser(t.db);

const templatesInDb = () => t.db.select().from(deliveryFeeTemplate).where(eq(deliveryFeeTemplate.shopId, shopId)).orderBy(asc(deliveryFeeTemplate.id));
const rulesInDb = () => t.db.select().from(deliveryFeeRule).orderBy(asc(deliveryFeeRule.id));
const defaults = async () => (await templatesInDb()).filter((x) => x.isDefault).map((x) => x.id);

const rule = { firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 200, freeOverAmount: null };
const template = (over: Partial<TSaveDeliveryTemplateRequest> = {}): TSaveDeliveryTemplateRequest => ({
  shopId,
  name: 'Express',
  chargeBy: 'piece',
  isDefault: false,
  defaultRule: rule,
  areaRules: [
    { nationId: CN, areaId: guangdong, firstUnits: 1, firstFee: 500, extraUnits: 2, extraFee: 100, freeOverAmount: 9900 },
    { nationId: JP, areaId: null, firstUnits: 1, firstFee: 3000, extraUnits: 1, extraFee: 1000, freeOverAmount: null },
  ],
  ...over,
});
const save = async (body: unknown, token = owner.token) => (await t.call(saveDeliveryTemplate, body, { token })).body;

describe('merchant/shop/deliveryTemplates/query', () => {
  it("lists the shop's templates, the default first, with their rules named and how many goods use each", async () => {
    const res = await t.call(queryDeliveryTemplates, { shopId }, { token: owner.token, lang: 'en' });
    expect(res.body.code, res.body.message).toBe(1000);
    const list = res.body.data!;
    expect(list.map((x) => x.templateId).sort()).toEqual((await templatesInDb()).map((x) => x.id).sort());
    expect(list[0]!.isDefault).toBe(true);
    expect(list.filter((x) => x.isDefault)).toHaveLength(1);
    expect(list.find((x) => x.templateId === used!.templateId)!.goodsCount).toBeGreaterThan(0);
    for (const x of list) for (const r of x.areaRules) expect(r.nationName).not.toBe('');
  });

  it("refuses another shop's merchant (1004), a shopper (1003)", async () => {
    expect((await t.call(queryDeliveryTemplates, { shopId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryDeliveryTemplates, { shopId }, { token: shopper.token })).body.code).toBe(1003);
  });
});

describe('merchant/shop/deliveryTemplate/save', () => {
  it('creates a template with a default rule and area rules, and replaces its rules on edit', async () => {
    const before = await defaults();
    const created = await save(template());
    expect(created.code, created.message).toBe(1000);
    const x = created.data!;
    expect(x).toMatchObject({ name: 'Express', chargeBy: 'piece', isDefault: false, goodsCount: 0, defaultRule: rule });
    expect(x.areaRules).toEqual([
      expect.objectContaining({ nationId: CN, areaId: guangdong, firstFee: 500, freeOverAmount: 9900, areaName: expect.any(String) }),
      expect.objectContaining({ nationId: JP, areaId: null, firstFee: 3000, areaName: null }),
    ]);
    expect(await defaults()).toEqual(before);

    const edited = await save(template({ templateId: x.templateId, name: 'Heavy', chargeBy: 'weight', defaultRule: null, areaRules: [{ ...rule, nationId: CN, areaId: null, firstUnits: 1000, extraUnits: 500 }] }));
    expect(edited.code, edited.message).toBe(1000);
    expect(edited.data).toMatchObject({ templateId: x.templateId, name: 'Heavy', chargeBy: 'weight', defaultRule: null, areaRules: [expect.objectContaining({ nationId: CN, areaId: null, firstUnits: 1000 })] });
    expect((await rulesInDb()).filter((r) => r.templateId === x.templateId)).toHaveLength(1);
  });

  it('makes a template the default, taking it from the former one; the default cannot be unset by itself', async () => {
    const made = (await save(template({ name: 'New default', isDefault: true }))).data!;
    expect(made.isDefault).toBe(true);
    expect(await defaults()).toEqual([made.templateId]);
    const refused = await save(template({ templateId: made.templateId, isDefault: false }));
    expect(refused.code).toBe(1001);
    expect(JSON.stringify(refused.data)).toContain('isDefault');
    expect(await defaults()).toEqual([made.templateId]);
    // Back to the seeded default, so the other tests price as the seed does.
    const seeded = (await templatesInDb()).find((x) => x.id === used!.templateId)!;
    const list = (await t.call(queryDeliveryTemplates, { shopId }, { token: owner.token })).body.data!;
    const original = list.find((x) => x.templateId === seeded.id)!;
    const back = await save({
      shopId,
      templateId: original.templateId,
      name: original.name,
      chargeBy: original.chargeBy,
      isDefault: true,
      defaultRule: original.defaultRule,
      areaRules: original.areaRules.map(({ nationName: _n, areaName: _a, ...r }) => r),
    });
    expect(back.code, back.message).toBe(1000);
    expect(await defaults()).toEqual([original.templateId]);
  });

  it("prices the checkout's delivery by the saved rules", async () => {
    const list = (await t.call(queryDeliveryTemplates, { shopId }, { token: owner.token })).body.data!;
    const current = list.find((x) => x.templateId === used!.templateId)!;
    const area = { nationId: CN, provinceId: guangdong, cityId: shenzhen };
    const price = async () => (await t.call(queryLogisticsCosts, { goodsId: used!.goodsId, quantity: 1, area })).body.data!;
    const cn = { nationId: CN, areaId: guangdong, firstUnits: 1, firstFee: 1234, extraUnits: 1, extraFee: 0, freeOverAmount: null };
    const body = { shopId, templateId: current.templateId, name: current.name, chargeBy: 'piece' as const, isDefault: current.isDefault, defaultRule: null, areaRules: [cn] };
    expect((await save(body)).code).toBe(1000);
    expect((await price()).fee).toBe(1234);
    // Restore what the seed had.
    await save({ ...body, chargeBy: current.chargeBy, defaultRule: current.defaultRule, areaRules: current.areaRules.map(({ nationName: _n, areaName: _a, ...r }) => r) });
  });

  it('refuses bad input with 1001 (fees, units, regions, duplicates, types) and changes nothing', async () => {
    const [templatesBefore, rulesBefore] = [await templatesInDb(), await rulesInDb()];
    const bad: unknown[] = [
      template({ defaultRule: { ...rule, firstFee: -1 } }),
      template({ defaultRule: { ...rule, extraFee: 100_000_001 } }),
      template({ defaultRule: { ...rule, firstFee: 1.5 } }),
      template({ defaultRule: { ...rule, firstUnits: 0 } }),
      template({ defaultRule: { ...rule, freeOverAmount: -100 } }),
      template({ defaultRule: { ...rule, firstFee: '800' as unknown as number } }),
      template({ defaultRule: null, areaRules: [] }),
      template({ areaRules: [{ ...rule, nationId: CN, areaId: null }, { ...rule, nationId: CN, areaId: null }] }),
      template({ areaRules: [{ ...rule, nationId: 2_000_000_000, areaId: null }] }),
      template({ areaRules: [{ ...rule, nationId: JP, areaId: guangdong }] }),
      template({ areaRules: [{ ...rule, nationId: CN, areaId: shenzhen }] }),
      template({ areaRules: [{ ...rule, nationId: CN, areaId: tokyo }] }),
      template({ name: '' }),
      template({ name: 'Ex\u0000press' }),
      template({ name: 'Ex\u009fpress' }),
      template({ chargeBy: 'volume' as 'piece' }),
      { ...template(), isDefault: 'yes' },
      { ...template(), shopId: -1 },
      { ...template(), extra: 1 },
    ];
    for (const body of bad) expect((await save(body)).code, JSON.stringify(body)).toBe(1001);
    expect(await templatesInDb()).toEqual(templatesBefore);
    expect(await rulesInDb()).toEqual(rulesBefore);
  });

  it("refuses another shop's merchant (1004), a shopper (1003), and another shop's template id (1004), changing nothing", async () => {
    const [templatesBefore, rulesBefore] = [await templatesInDb(), await rulesInDb()];
    expect((await save(template(), stranger.token)).code).toBe(1004);
    expect((await save(template(), shopper.token)).code).toBe(1003);
    const otherShopsTemplate = (await t.db.select().from(deliveryFeeTemplate)).find((x) => x.shopId !== shopId)!;
    expect((await save(template({ templateId: otherShopsTemplate.id }))).code).toBe(1004);
    expect(await templatesInDb()).toEqual(templatesBefore);
    expect(await rulesInDb()).toEqual(rulesBefore);
  });

  it('keeps exactly one default when several saves make theirs the default at once', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => save(template({ name: `Race ${i}`, isDefault: true }))));
    expect(results.every((r) => r.code === 1000)).toBe(true);
    expect(await defaults()).toHaveLength(1);
    const last = (await defaults())[0]!;
    // Put the seeded default back.
    const list = (await t.call(queryDeliveryTemplates, { shopId }, { token: owner.token })).body.data!;
    const original = list.find((x) => x.templateId === used!.templateId)!;
    await save({ shopId, templateId: original.templateId, name: original.name, chargeBy: original.chargeBy, isDefault: true, defaultRule: original.defaultRule, areaRules: original.areaRules.map(({ nationName: _n, areaName: _a, ...r }) => r) });
    expect(await defaults()).toEqual([original.templateId]);
    expect(last).not.toBe(original.templateId);
  });
});

describe('merchant/shop/deliveryTemplate/delete', () => {
  it('deletes a template no goods use, with its rules', async () => {
    const x = (await save(template({ name: 'Short-lived' }))).data!;
    const res = await t.call(deleteDeliveryTemplate, { templateId: x.templateId }, { token: owner.token });
    expect(res.body).toMatchObject({ code: 1000, data: { templateId: x.templateId } });
    expect((await templatesInDb()).some((r) => r.id === x.templateId)).toBe(false);
    expect((await rulesInDb()).some((r) => r.templateId === x.templateId)).toBe(false);
  });

  it('refuses the default (4602) and one goods use (4601, with their count), changing nothing', async () => {
    const [def] = await defaults();
    const isDefault = await t.call(deleteDeliveryTemplate, { templateId: def }, { token: owner.token });
    expect(isDefault.body.code).toBe(4602);
    const x = (await save(template({ name: 'In use' }))).data!;
    await t.db.update(goods).set({ deliveryTemplateId: x.templateId }).where(eq(goods.id, used!.goodsId));
    try {
      const inUse = await t.call(deleteDeliveryTemplate, { templateId: x.templateId }, { token: owner.token });
      expect(inUse.body).toMatchObject({ code: 4601, data: { goodsCount: 1 } });
      expect((await templatesInDb()).some((r) => r.id === x.templateId)).toBe(true);
    } finally {
      await t.db.update(goods).set({ deliveryTemplateId: used!.templateId }).where(eq(goods.id, used!.goodsId));
    }
    expect((await templatesInDb()).some((r) => r.id === def)).toBe(true);
  });

  it("refuses another shop's merchant (1004), a shopper (1003), unknown ids (1004) and bad ids (1001), changing nothing", async () => {
    const x = (await save(template({ name: 'Kept' }))).data!;
    const before = await templatesInDb();
    expect((await t.call(deleteDeliveryTemplate, { templateId: x.templateId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(deleteDeliveryTemplate, { templateId: x.templateId }, { token: shopper.token })).body.code).toBe(1003);
    expect((await t.call(deleteDeliveryTemplate, { templateId: 2_000_000_000 }, { token: owner.token })).body.code).toBe(1004);
    for (const templateId of [0, -1, 1.5, '1', null]) expect((await t.call(deleteDeliveryTemplate, { templateId }, { token: owner.token })).body.code).toBe(1001);
    expect(await templatesInDb()).toEqual(before);
  });
});
