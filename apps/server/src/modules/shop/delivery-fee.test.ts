import { describe, expect, it } from 'vitest';
import {
  priceShopDelivery,
  ruleExtraFee,
  ruleFee,
  ruleForArea,
  type DeliveryArea,
  type DeliveryFeeRule,
  type DeliveryFeeTemplate,
  type DeliveryLine,
  type ShopDeliveryTerms,
} from './delivery-fee.ts';

const CN = 1;
const JP = 2;
const US = 3;
const TIBET = 54;
const GUANGDONG = 44;
const SHENZHEN = 4403;

const rule = (over: Partial<DeliveryFeeRule>): DeliveryFeeRule => ({
  nationId: null,
  areaId: null,
  firstUnits: 1,
  firstFee: 800,
  extraUnits: 1,
  extraFee: 200,
  freeOverAmount: null,
  ...over,
});

/** Like the seeded standard template: everywhere 8 + 2 a piece free over 99, Tibet 20 + 10, Japan 30 + 10 free over 299. */
const standard: DeliveryFeeTemplate = {
  id: 10,
  chargeBy: 'piece',
  isDefault: true,
  rules: [
    rule({ freeOverAmount: 9900 }),
    rule({ nationId: CN, areaId: TIBET, firstFee: 2000, extraFee: 1000 }),
    rule({ nationId: JP, firstFee: 3000, extraFee: 1000, freeOverAmount: 29900 }),
  ],
};

/** By weight: 12 for the first kilogram, 4 per further started kilogram, free over 299. */
const bulky: DeliveryFeeTemplate = {
  id: 11,
  chargeBy: 'weight',
  isDefault: false,
  rules: [rule({ firstUnits: 1000, firstFee: 1200, extraUnits: 1000, extraFee: 400, freeOverAmount: 29900 })],
};

const shipped: ShopDeliveryTerms = { method: 'template', templates: [standard, bulky] };
const at = (nationId: number, provinceId: number | null = null, cityId: number | null = null): DeliveryArea => ({ nationId, provinceId, cityId });
const line = (over: Partial<DeliveryLine>): DeliveryLine => ({ templateId: null, quantity: 1, unitPrice: 1000, unitWeightGrams: 500, ...over });

describe('the rule for an area', () => {
  it('takes the province rule, else the nation rule, else the rule for everywhere', () => {
    expect(ruleForArea(standard.rules, at(CN, TIBET))?.firstFee).toBe(2000);
    expect(ruleForArea(standard.rules, at(CN, GUANGDONG))?.firstFee).toBe(800);
    expect(ruleForArea(standard.rules, at(CN))?.firstFee).toBe(800);
    expect(ruleForArea(standard.rules, at(JP, 13))?.firstFee).toBe(3000);
    // A province id of another nation never matches a province rule.
    expect(ruleForArea(standard.rules, at(JP, TIBET))?.firstFee).toBe(3000);
  });

  it('finds none when the template has no rule for the area and none for everywhere', () => {
    const nationsOnly = [rule({ nationId: CN }), rule({ nationId: JP, areaId: 13 })];
    expect(ruleForArea(nationsOnly, at(US))).toBeUndefined();
    expect(ruleForArea(nationsOnly, at(JP, 14))).toBeUndefined();
    expect(ruleForArea(nationsOnly, at(JP, 13))).toBe(nationsOnly[1]);
  });
});

describe('the fee of a rule', () => {
  const r = rule({ firstUnits: 2, firstFee: 1000, extraUnits: 3, extraFee: 500 });
  it('charges the first fee up to the first units, then each started step of extra units', () => {
    expect([0, 1, 2, 3, 5, 6, 8, 9].map((u) => ruleFee(r, u))).toEqual([1000, 1000, 1000, 1500, 1500, 2000, 2000, 2500]);
  });
  it('charges only started extra steps for units riding in a parcel already paid for', () => {
    expect([0, 1, 3, 4].map((u) => ruleExtraFee(r, u))).toEqual([0, 500, 500, 1000]);
  });
});

describe('pricing a shop\'s lines', () => {
  it('prices one goods by pieces with the default template', () => {
    expect(priceShopDelivery(shipped, [line({ quantity: 3 })], at(CN, GUANGDONG, SHENZHEN))).toEqual({
      method: 'template',
      deliverable: true,
      undeliverable: [],
      fee: 800 + 2 * 200,
      goodsAmount: 3000,
      freeOverAmount: 9900,
      minOrderAmount: 0,
    });
    expect(priceShopDelivery(shipped, [line({ quantity: 2 })], at(CN, TIBET)).fee).toBe(2000 + 1000);
    expect(priceShopDelivery(shipped, [line({ quantity: 1 })], at(JP)).fee).toBe(3000);
  });

  it('ships free from the threshold on, and charges just below it', () => {
    expect(priceShopDelivery(shipped, [line({ quantity: 9, unitPrice: 1100 })], at(CN)).fee).toBe(0);
    expect(priceShopDelivery(shipped, [line({ quantity: 1, unitPrice: 9899 })], at(CN)).fee).toBe(800);
    expect(priceShopDelivery(shipped, [line({ quantity: 1, unitPrice: 9900 })], at(CN)).fee).toBe(0);
    // Tibet's rule has no threshold: never free.
    const tibet = priceShopDelivery(shipped, [line({ quantity: 1, unitPrice: 100_000 })], at(CN, TIBET));
    expect(tibet).toMatchObject({ fee: 2000, freeOverAmount: null });
  });

  it('prices a weight template by the SKU weight times the quantity, in started steps', () => {
    const bulk = (quantity: number, grams: number) =>
      priceShopDelivery(shipped, [line({ templateId: bulky.id, quantity, unitWeightGrams: grams, unitPrice: 100 })], at(CN)).fee;
    expect(bulk(1, 800)).toBe(1200);
    expect(bulk(2, 500)).toBe(1200);
    expect(bulk(3, 500)).toBe(1200 + 400);
    expect(bulk(5, 1000)).toBe(1200 + 4 * 400);
    // Weightless goods still travel: the first fee.
    expect(bulk(4, 0)).toBe(1200);
  });

  it('charges one first fee per parcel: the highest, the other templates only their extra fees', () => {
    const lines = [line({ quantity: 2, unitPrice: 1000 }), line({ templateId: bulky.id, quantity: 1, unitWeightGrams: 2500, unitPrice: 2000 })];
    // Bulky leads (12 > 8): 12 + 2 × 4 for 2.5 kg; standard adds 2 × 2 for its two pieces.
    expect(priceShopDelivery(shipped, lines, at(CN))).toMatchObject({ fee: 1200 + 800 + 400, goodsAmount: 4000, freeOverAmount: 29900 });
    // Lines of one template add up before pricing: 3 pieces are 8 + 2 × 2, not two first fees.
    expect(priceShopDelivery(shipped, [line({ quantity: 1 }), line({ quantity: 2 })], at(CN)).fee).toBe(800 + 400);
  });

  it('lets each template go free at its own threshold of the shop amount', () => {
    // 150 of goods: the standard part ships free (over 99), the bulky part still pays its full fee.
    const lines = [line({ quantity: 1, unitPrice: 14_000 }), line({ templateId: bulky.id, quantity: 1, unitWeightGrams: 1000, unitPrice: 1000 })];
    expect(priceShopDelivery(shipped, lines, at(CN))).toMatchObject({ fee: 1200, freeOverAmount: 29900 });
    const rich = [line({ quantity: 1, unitPrice: 29_000 }), line({ templateId: bulky.id, quantity: 1, unitWeightGrams: 1000, unitPrice: 1000 })];
    expect(priceShopDelivery(shipped, rich, at(CN)).fee).toBe(0);
  });

  it('does not deliver where a template has no rule, and says which lines', () => {
    // No rule for everywhere: China and Japan only.
    const domestic: DeliveryFeeTemplate = { ...standard, rules: standard.rules.filter((r) => r.nationId !== null) };
    const toUs: DeliveryFeeTemplate = { ...bulky, rules: [rule({ nationId: US, firstUnits: 1000, extraUnits: 1000 })] };
    const lines = [line({ quantity: 1 }), line({ templateId: bulky.id, quantity: 1 })];
    // The line that can go is still priced, for a checkout that drops the other.
    expect(priceShopDelivery({ method: 'template', templates: [domestic, toUs] }, lines, at(US))).toMatchObject({
      deliverable: false,
      undeliverable: [0],
      fee: 800,
      goodsAmount: 2000,
    });
    expect(priceShopDelivery({ method: 'template', templates: [domestic] }, [line({})], at(US))).toMatchObject({
      deliverable: false,
      undeliverable: [0],
      fee: 0,
      freeOverAmount: null,
    });
    expect(priceShopDelivery({ method: 'template', templates: [domestic] }, [line({})], at(CN, GUANGDONG)).deliverable).toBe(false);
    expect(priceShopDelivery({ method: 'template', templates: [domestic] }, [line({})], at(CN, TIBET)).fee).toBe(2000);
  });

  it('does not deliver goods whose template is not the shop\'s, nor anything of a shop without a default template', () => {
    expect(priceShopDelivery(shipped, [line({ templateId: 999 })], at(CN))).toMatchObject({ deliverable: false, undeliverable: [0] });
    expect(priceShopDelivery({ method: 'template', templates: [bulky] }, [line({})], at(CN))).toMatchObject({ deliverable: false, undeliverable: [0] });
    expect(priceShopDelivery({ method: 'template', templates: [] }, [line({ templateId: bulky.id })], at(CN)).deliverable).toBe(false);
  });

  it('answers nothing to deliver for no lines', () => {
    expect(priceShopDelivery(shipped, [], at(CN))).toEqual({
      method: 'template',
      deliverable: false,
      undeliverable: [],
      fee: 0,
      goodsAmount: 0,
      freeOverAmount: null,
      minOrderAmount: 0,
    });
  });

  it('refuses quantities below one, fractions and negative prices or weights', () => {
    for (const bad of [{ quantity: 0 }, { quantity: -1 }, { quantity: 1.5 }, { quantity: Number.NaN }, { unitPrice: -1 }, { unitWeightGrams: -5 }, { quantity: 2 ** 60 }]) {
      expect(() => priceShopDelivery(shipped, [line(bad)], at(CN))).toThrow(RangeError);
    }
  });

  it('keeps to integers for large orders', () => {
    const quote = priceShopDelivery(shipped, [line({ quantity: 9999, unitPrice: 123_456 })], at(JP));
    expect(quote).toMatchObject({ goodsAmount: 9999 * 123_456, fee: 0 });
    expect(priceShopDelivery(shipped, [line({ quantity: 9999, unitPrice: 1 })], at(CN, TIBET)).fee).toBe(2000 + 9998 * 1000);
  });
});

describe('takeaway shops', () => {
  const takeaway: ShopDeliveryTerms = { method: 'takeaway', fee: 500, minOrderAmount: 2000, nationId: CN, cityId: SHENZHEN };

  it('bring orders in their own city at their flat fee, whatever the quantity', () => {
    expect(priceShopDelivery(takeaway, [line({ quantity: 7, unitPrice: 300 })], at(CN, GUANGDONG, SHENZHEN))).toEqual({
      method: 'takeaway',
      deliverable: true,
      undeliverable: [],
      fee: 500,
      goodsAmount: 2100,
      freeOverAmount: null,
      minOrderAmount: 2000,
    });
  });

  it('do not deliver to other cities, a province only, or other nations', () => {
    for (const area of [at(CN, GUANGDONG, 4401), at(CN, GUANGDONG), at(JP, 13, SHENZHEN)]) {
      expect(priceShopDelivery(takeaway, [line({}), line({})], area)).toMatchObject({ deliverable: false, undeliverable: [0, 1], fee: 0 });
    }
  });
});
