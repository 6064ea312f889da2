import { expect } from 'vitest';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import type { OrderStatus } from '@mall/contract/order/order-fields';
import type { TestApp } from './test-app.ts';
import { moveOrder } from '../modules/order/order-state.ts';
import type { TestSku } from './shipping-goods.ts';

/** Orders for the order tests: placed through the real checkout and commit calls, moved by the state machine. */

export interface TestShopper {
  userId: number;
  token: string;
}

/** Buys `quantity` of a SKU now (checkout, number, commit) and answers the new order's id. */
export async function placeOrder(t: TestApp, user: TestShopper, sku: TestSku, quantity = 1): Promise<number> {
  const opened = await t.call(checkoutOneGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token: user.token });
  expect(opened.body.code, opened.body.message).toBe(1000);
  const c = opened.body.data!;
  const numbered = await t.call(checkoutNumber, { checkoutId: c.checkoutId }, { token: user.token });
  expect(numbered.body.code, numbered.body.message).toBe(1000);
  const done = await t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: numbered.body.data!.checkoutNumber, payAmount: c.payAmount }, { token: user.token });
  expect(done.body.code, done.body.message).toBe(1000);
  return done.body.data!.orderIds[0]!;
}

/** The legal moves from `paying` that reach each status. */
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  paying: ['paying'],
  shipping: ['paying', 'shipping'],
  receiving: ['paying', 'shipping', 'receiving'],
  completed: ['paying', 'shipping', 'receiving', 'completed'],
  terminated: ['paying', 'terminated'],
};

/** Moves a `paying` order along the legal path to `status` (as the platform, in one transaction). */
export async function putOrderIn(t: TestApp, orderId: number, status: OrderStatus): Promise<void> {
  const path = PATH_TO[status];
  await t.db.transaction(async (tx) => {
    for (let i = 1; i < path.length; i += 1) {
      await moveOrder(tx, orderId, { from: path[i - 1]!, to: path[i]!, actor: 'platform', actorId: null, note: 'test' });
    }
  });
}
