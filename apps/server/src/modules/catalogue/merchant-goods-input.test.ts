import { describe, expect, it } from 'vitest';
import { fillLanguages, goodsPrices, planSpecs } from './merchant-goods-input.ts';

const text = (en: string) => ({ en, zh: '', ja: '' });
const sku = (specIndexes: number[], extra: Record<string, number> = {}) => ({ specIndexes, price: 100, ...extra });

describe('merchant goods input', () => {
  it('fills an empty language with the first one written', () => {
    expect(fillLanguages({ en: '', zh: '手机壳', ja: '' })).toEqual({ en: '手机壳', zh: '手机壳', ja: '手机壳' });
    expect(fillLanguages({ en: 'Case', zh: '', ja: 'ケース' })).toEqual({ en: 'Case', zh: 'Case', ja: 'ケース' });
  });

  it('keeps the ids the goods has and gives new values ids below every id it ever used', () => {
    const current = [{ attrId: 501, name: { en: 'Colour', zh: '颜色', ja: '色' }, values: [{ id: 9001, name: { en: 'Red', zh: '红', ja: '赤' }, swatch: '#f00' }] }];
    const plan = planSpecs(
      { specs: [{ attrId: 501, name: text('Colour'), values: [{ valueId: 9001, name: text('Red') }, { name: text('Blue') }] }], skus: [sku([0], { skuId: 1 }), sku([1], { stock: 3 })] },
      current,
      [{ id: 1, specValueIds: [9001], image: '' }, { id: 2, specValueIds: [-4], image: '' }],
    );
    expect(plan.problems).toEqual([]);
    expect(plan.specs[0]!.values).toEqual([
      { id: 9001, name: { en: 'Red', zh: 'Red', ja: 'Red' }, swatch: '#f00' },
      { id: -5, name: { en: 'Blue', zh: 'Blue', ja: 'Blue' } },
    ]);
    expect(plan.skus.map((k) => [k.skuId, k.specValueIds, k.specName.en, k.stock])).toEqual([
      [1, [9001], 'Red', 0],
      [undefined, [-5], 'Blue', 3],
    ]);
  });

  it('names every problem at once', () => {
    const plan = planSpecs(
      {
        specs: [{ name: text('Size'), values: [{ name: text('M') }, { name: text('m') }] }],
        skus: [sku([0], { marketPrice: 50, stockDelta: 1 }), sku([0]), sku([0, 1])],
      },
      [],
      [],
    );
    expect(plan.problems.map((p) => p.field)).toEqual(['specs.0.values.1.name', 'skus.0.stockDelta', 'skus.0.marketPrice', 'skus.1.specIndexes', 'skus.2.specIndexes']);
  });

  it('prices a goods from its SKUs: the cheapest one\'s struck-through price', () => {
    expect(goodsPrices([{ price: 300, marketPrice: 300 }, { price: 200, marketPrice: 260 }])).toEqual({ priceMin: 200, priceMax: 300, marketPrice: 260 });
  });
});
