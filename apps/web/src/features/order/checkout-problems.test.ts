import { describe, expect, it } from 'vitest';
import type { TCheckoutProblem } from '@mall/contract/order/checkout-fields';
import { isCommittable, lineKey, placeProblems, problemText } from './checkout-problems.ts';
import { checkout, line, shop } from './checkout-test-data.ts';

const problem = (over: Partial<TCheckoutProblem>): TCheckoutProblem => ({ kind: 'stock_short', shopId: null, skuId: null, limit: null, ...over });

describe('placeProblems', () => {
  const two = checkout({ shops: [shop({ shopId: 1, lines: [line({ skuId: 100 }), line({ skuId: 101 })] }), shop({ shopId: 2, lines: [line({ skuId: 200 })] })] });

  it('puts each problem next to what it concerns', () => {
    const placed = placeProblems({
      ...two,
      problems: [
        problem({ kind: 'no_address' }),
        problem({ kind: 'stock_short', shopId: 1, skuId: 101, limit: 2 }),
        problem({ kind: 'below_min_order', shopId: 2, limit: 2000 }),
        problem({ kind: 'undeliverable', shopId: 2, skuId: 200 }),
      ],
    });
    expect(placed.top.map((p) => p.kind)).toEqual(['no_address']);
    expect(placed.byLine.get(lineKey(1, 101))?.map((p) => p.kind)).toEqual(['stock_short']);
    expect(placed.byLine.get(lineKey(1, 100))).toBeUndefined();
    expect(placed.byShop.get(2)?.map((p) => p.kind)).toEqual(['below_min_order']);
    expect(placed.byLine.get(lineKey(2, 200))?.map((p) => p.kind)).toEqual(['undeliverable']);
  });

  it('finds the shop of a SKU named without one', () => {
    const placed = placeProblems({ ...two, problems: [problem({ kind: 'unavailable', skuId: 200 })] });
    expect(placed.byLine.get(lineKey(2, 200))).toHaveLength(1);
  });

  it('never hides a problem about something no longer shown', () => {
    const placed = placeProblems({ ...two, problems: [problem({ shopId: 1, skuId: 999 }), problem({ shopId: 9, skuId: 999 }), problem({ skuId: 999 })] });
    expect(placed.byShop.get(1)).toHaveLength(1);
    expect(placed.top).toHaveLength(2);
  });
});

describe('problemText', () => {
  it('says what is wrong with the numbers that matter', () => {
    expect(problemText(problem({ kind: 'stock_short', limit: 2 }))).toEqual({ key: 'problems.stock_short', count: 2 });
    expect(problemText(problem({ kind: 'stock_short', limit: 0 }))).toEqual({ key: 'problems.stock_out' });
    expect(problemText(problem({ kind: 'purchase_limit', limit: 3 }))).toEqual({ key: 'problems.purchase_limit', count: 3 });
    expect(problemText(problem({ kind: 'purchase_limit', limit: null }))).toEqual({ key: 'problems.over_limit' });
    expect(problemText(problem({ kind: 'below_min_order', limit: 2000 }))).toEqual({ key: 'problems.below_min_order', amount: 2000 });
    expect(problemText(problem({ kind: 'no_address' }))).toEqual({ key: 'problems.no_address' });
    expect(problemText(problem({ kind: 'undeliverable' }))).toEqual({ key: 'problems.undeliverable' });
    expect(problemText(problem({ kind: 'unavailable' }))).toEqual({ key: 'problems.unavailable' });
  });
});

describe('isCommittable', () => {
  it('needs goods and no problem', () => {
    expect(isCommittable(checkout())).toBe(true);
    expect(isCommittable(checkout({ problems: [problem({ kind: 'no_address' })] }))).toBe(false);
    expect(isCommittable(checkout({ shops: [] }))).toBe(false);
  });
});
