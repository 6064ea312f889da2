import { describe, expect, it } from 'vitest';
import type { TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import { draftOf, emptyDraft, formFieldOf, newKey, problemsOf, skuLabel, toSaveRequest, withSkuRows, type GoodsDraft } from './goods-draft.ts';

const texts = (en: string, zh = '', ja = '') => ({ en, zh, ja });

function twoColours(): GoodsDraft {
  const draft = { ...emptyDraft(), title: texts('Tote'), categoryId: 7, pictures: ['/uploads/a.webp'] };
  draft.specs = [{ key: newKey(), name: texts('Colour'), values: [{ key: newKey(), name: texts('Sand') }, { key: newKey(), name: texts('Navy', '藏青') }] }];
  return withSkuRows(draft);
}

const loaded: TMerchantGoods = {
  goodsId: 5,
  shopId: 2,
  status: 'on_sale',
  title: texts('Tote', '托特包', 'トート'),
  subtitle: texts(''),
  description: texts(''),
  categoryId: 7,
  categoryPath: [{ id: 1, name: 'Bags' }, { id: 4, name: 'Totes' }, { id: 7, name: 'Linen' }],
  attrs: [],
  attrValueIds: [31],
  pictures: ['/media/art/goods/a.svg'],
  specs: [{ attrId: -1, name: texts('Colour'), values: [{ valueId: -2, name: texts('Sand') }, { valueId: -3, name: texts('Navy') }] }],
  skus: [
    { skuId: 11, specValueIds: [-2], specName: 'Sand', price: 5900, marketPrice: 7900, stock: 8, salesCount: 2 },
    { skuId: 12, specValueIds: [-3], specName: 'Navy', price: 6900, marketPrice: 6900, stock: 4, salesCount: 0 },
  ],
  purchaseLimit: null,
  priceMin: 5900,
  priceMax: 6900,
  salesCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('goods draft', () => {
  it('makes one SKU row per combination and keeps what was typed when a dimension grows', () => {
    let draft = twoColours();
    expect(draft.skus.map((k) => skuLabel(draft, k, 'zh'))).toEqual(['Sand', '藏青']);
    draft.skus[0]!.price = '59';
    draft = withSkuRows({ ...draft, specs: [...draft.specs, { key: newKey(), name: texts('Size'), values: [{ key: newKey(), name: texts('M') }] }] });
    expect(draft.skus.map((k) => [skuLabel(draft, k, 'en'), k.price])).toEqual([
      ['Sand / M', '59'],
      ['Navy / M', ''],
    ]);
    draft = withSkuRows({ ...draft, specs: draft.specs.slice(0, 1) });
    expect(draft.skus[0]!.price).toBe('59');
  });

  it('names each problem by the request\'s field, as the server does', () => {
    const draft = twoColours();
    draft.title = texts(' ');
    draft.skus[0]!.price = '0';
    draft.skus[1]!.price = '12.5';
    draft.skus[1]!.marketPrice = '10';
    draft.skus[1]!.stock = '-3';
    draft.specs[0]!.values[1]!.name = texts('sand');
    draft.purchaseLimit = '0';
    expect(problemsOf(draft)).toEqual({
      title: 'titleRequired',
      'skus.0.price': 'priceInvalid',
      'skus.1.marketPrice': 'marketBelowPrice',
      'skus.1.stock': 'stockInvalid',
      'specs.0.values.1.name': 'duplicateValue',
      purchaseLimit: 'limitInvalid',
    });
    expect(formFieldOf('skus.3.stockDelta')).toBe('skus.3.stock');
    expect(formFieldOf('pictures.2')).toBe('pictures');
  });

  it('keeps a SKU and its stock when its goods gains a dimension', () => {
    const draft = draftOf(loaded);
    const sized = withSkuRows({ ...draft, specs: [...draft.specs, { key: newKey(), name: texts('Size'), values: [{ key: newKey(), name: texts('M') }, { key: newKey(), name: texts('L') }] }] });
    expect(sized.skus.map((k) => [skuLabel(sized, k, 'en'), k.skuId, k.price, k.stock])).toEqual([
      ['Sand / M', 11, '59.00', '8'],
      ['Sand / L', undefined, '59.00', ''],
      ['Navy / M', 12, '69.00', '4'],
      ['Navy / L', undefined, '69.00', ''],
    ]);
  });

  it('sends prices in minor units, a new SKU\'s stock, and an existing one\'s change of stock only', () => {
    const draft = draftOf(loaded);
    expect(draft.skus.map((k) => [k.price, k.marketPrice, k.stock])).toEqual([
      ['59.00', '79.00', '8'],
      ['69.00', '', '4'],
    ]);
    draft.skus[0]!.stock = '10';
    draft.specs[0]!.values.push({ key: newKey(), name: texts('Olive') });
    const grown = withSkuRows(draft);
    grown.skus[2]!.price = '62.5';
    grown.skus[2]!.stock = '７';
    expect(problemsOf(grown)).toEqual({});
    const request = toSaveRequest(grown, 2);
    expect(request).toMatchObject({ goodsId: 5, categoryId: 7, attrValueIds: [31], purchaseLimit: null });
    expect(request).not.toHaveProperty('shopId');
    expect(request.specs![0]!.values).toEqual([{ valueId: -2, name: texts('Sand') }, { valueId: -3, name: texts('Navy') }, { name: texts('Olive') }]);
    expect(request.skus).toEqual([
      { skuId: 11, specIndexes: [0], price: 5900, marketPrice: 7900, stockDelta: 2 },
      { skuId: 12, specIndexes: [1], price: 6900 },
      { specIndexes: [2], price: 6250, stock: 7 },
    ]);
  });
});
