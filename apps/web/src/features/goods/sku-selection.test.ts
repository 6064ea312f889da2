import { describe, expect, it } from 'vitest';
import {
  candidateSkus,
  chosenValueNames,
  clampQuantity,
  emptySelection,
  initialSelection,
  isComplete,
  matchedSku,
  missingSpecNames,
  priceRange,
  shownStock,
  toggleValue,
  valueState,
  type SelectableSku,
  type Spec,
} from './sku-selection.ts';

const RED = 1;
const BLUE = 2;
const GREEN = 3;
const S = 11;
const M = 12;
const L = 13;

const specs: Spec[] = [
  { attrId: 100, name: 'Colour', values: [{ id: RED, name: 'Red', swatch: '#f00' }, { id: BLUE, name: 'Blue', swatch: '#00f' }, { id: GREEN, name: 'Green', swatch: null }] },
  { attrId: 200, name: 'Size', values: [{ id: S, name: 'S', swatch: null }, { id: M, name: 'M', swatch: null }, { id: L, name: 'L', swatch: null }] },
];

let nextId = 1000;
const sku = (colour: number, size: number, stock: number, price = 1000, isDefault = false): SelectableSku => ({
  id: nextId++,
  specValueIds: [colour, size],
  price,
  marketPrice: price + 500,
  stock,
  image: `/img/${colour}-${size}`,
  specName: `${colour} / ${size}`,
  isDefault,
});

// Red in S and M; Blue in M (sold out) and L; Green only in S (sold out). No Red L, no Blue S.
const redS = sku(RED, S, 5, 1000);
const redM = sku(RED, M, 2, 1200, true);
const blueM = sku(BLUE, M, 0, 1300);
const blueL = sku(BLUE, L, 9, 1500);
const greenS = sku(GREEN, S, 0, 900);
const skus = [redS, redM, blueM, blueL, greenS];

describe('the starting choice', () => {
  it('is the default SKU when it is in stock', () => {
    expect(initialSelection(specs, skus, redM.id)).toEqual([RED, M]);
  });
  it('is the first SKU in stock when the default is sold out or unknown', () => {
    expect(initialSelection(specs, skus, blueM.id)).toEqual([RED, S]);
    expect(initialSelection(specs, skus, null)).toEqual([RED, S]);
  });
  it('is nothing when everything is sold out', () => {
    expect(initialSelection(specs, [blueM, greenS], blueM.id)).toEqual([null, null]);
    expect(emptySelection(specs)).toEqual([null, null]);
  });
});

describe('which values can be picked', () => {
  it('offers, with nothing chosen, every value some SKU in stock has', () => {
    const none = emptySelection(specs);
    expect([RED, BLUE, GREEN].map((v) => valueState(skus, none, 0, v))).toEqual(['available', 'available', 'soldOut']);
    expect([S, M, L].map((v) => valueState(skus, none, 1, v))).toEqual(['available', 'available', 'available']);
  });

  it('limits each dimension by the choices of the others', () => {
    const red = [RED, null];
    expect([S, M, L].map((v) => valueState(skus, red, 1, v))).toEqual(['available', 'available', 'soldOut']);
    const blue = [BLUE, null];
    // Blue M exists but is sold out; Blue S does not exist.
    expect([S, M, L].map((v) => valueState(skus, blue, 1, v))).toEqual(['soldOut', 'soldOut', 'available']);
    const sizeM = [null, M];
    expect([RED, BLUE, GREEN].map((v) => valueState(skus, sizeM, 0, v))).toEqual(['available', 'soldOut', 'soldOut']);
  });

  it('judges a dimension without its own choice, so another value can replace it', () => {
    const redS_ = [RED, S];
    expect(valueState(skus, redS_, 0, RED)).toBe('selected');
    // With S chosen, Blue has no S: sold out; Green S is sold out.
    expect(valueState(skus, redS_, 0, BLUE)).toBe('soldOut');
    expect(valueState(skus, redS_, 0, GREEN)).toBe('soldOut');
    expect(valueState(skus, redS_, 1, M)).toBe('available');
  });
});

describe('choosing', () => {
  it('chooses, replaces and unchooses a value by tapping', () => {
    let s = emptySelection(specs);
    s = toggleValue(s, 0, RED);
    expect(s).toEqual([RED, null]);
    s = toggleValue(s, 0, BLUE);
    expect(s).toEqual([BLUE, null]);
    s = toggleValue(s, 1, L);
    expect(s).toEqual([BLUE, L]);
    s = toggleValue(s, 0, BLUE);
    expect(s).toEqual([null, L]);
  });

  it('matches a SKU only once every dimension is chosen', () => {
    expect(isComplete([RED, null])).toBe(false);
    expect(matchedSku(skus, [RED, null])).toBeUndefined();
    expect(matchedSku(skus, [RED, M])).toBe(redM);
    expect(matchedSku(skus, [BLUE, S])).toBeUndefined();
    expect(candidateSkus(skus, [null, M])).toEqual([redM, blueM]);
    expect(candidateSkus(skus, [null, null])).toEqual(skus);
  });

  it('takes the (default) SKU of goods without dimensions', () => {
    const only = { ...redS, specValueIds: [] };
    expect(isComplete([])).toBe(true);
    expect(matchedSku([only], [])).toBe(only);
    const other = { ...redM, specValueIds: [], isDefault: true };
    expect(matchedSku([only, other], [])).toBe(other);
    expect(matchedSku([], [])).toBeUndefined();
    expect(initialSelection([], [only], null)).toEqual([]);
  });

  it('names what is chosen and what is still missing', () => {
    expect(chosenValueNames(specs, [RED, null])).toEqual(['Red']);
    expect(missingSpecNames(specs, [RED, null])).toEqual(['Size']);
    expect(chosenValueNames(specs, [BLUE, L])).toEqual(['Blue', 'L']);
    expect(missingSpecNames(specs, [BLUE, L])).toEqual([]);
  });
});

describe('price and stock while choosing', () => {
  it('shows the price range and total stock of the SKUs still possible, then the chosen SKU\'s', () => {
    expect(priceRange(candidateSkus(skus, [null, null]))).toEqual({ min: 900, max: 1500 });
    expect(priceRange(candidateSkus(skus, [RED, null]))).toEqual({ min: 1000, max: 1200 });
    expect(priceRange([])).toBeUndefined();
    expect(shownStock(skus, [null, null])).toBe(16);
    expect(shownStock(skus, [RED, null])).toBe(7);
    expect(shownStock(skus, [BLUE, L])).toBe(9);
  });
});

describe('the quantity', () => {
  it('stays a whole number between 1 and the stock', () => {
    expect(clampQuantity(3, 9)).toBe(3);
    expect(clampQuantity(12, 9)).toBe(9);
    expect(clampQuantity(0, 9)).toBe(1);
    expect(clampQuantity(-4, 9)).toBe(1);
    expect(clampQuantity(2.7, 9)).toBe(2);
    expect(clampQuantity(Number.NaN, 9)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 9)).toBe(1);
  });
  it('is 1 when nothing is in stock', () => {
    expect(clampQuantity(5, 0)).toBe(1);
  });
});
