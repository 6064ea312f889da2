import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { applyInvoice } from '@mall/contract/invoice/apply-invoice';
import type { TApplyInvoiceRequest } from '@mall/contract/invoice/apply-invoice';
import type { TestApp } from './test-app.ts';
import { placeOrder, type TestShopper } from './order-test-orders.ts';
import { execute, signedPayment } from './payment-test-kit.ts';
import type { TestSku } from './shipping-goods.ts';
import { moveOrder } from '../modules/order/order-state.ts';

/** Helpers of the invoice tests: completed orders paid through the sandbox, and invoice requests. */

/** A valid unified social credit code (its check character is right). */
export const COMPANY_TAX_NO = '91330100MA2B3C4D5N';

export const invoiceKey = () => `inv_${randomBytes(8).toString('hex')}`;

/** Buys `quantity` of a SKU, pays it through the sandbox, and moves the order on to completed; answers its id and what was paid. */
export async function completedOrder(t: TestApp, user: TestShopper, sku: TestSku, quantity = 1): Promise<{ orderId: number; paid: number }> {
  const orderId = await placeOrder(t, user, sku, quantity);
  const p = await signedPayment(t, user, [orderId]);
  const done = await execute(t, p);
  expect(done.body.code, done.body.message).toBe(1000);
  await t.db.transaction(async (tx) => {
    await moveOrder(tx, orderId, { from: 'shipping', to: 'receiving', actor: 'platform', actorId: null, note: 'test' });
    await moveOrder(tx, orderId, { from: 'receiving', to: 'completed', actor: 'platform', actorId: null, note: 'test' });
  });
  return { orderId, paid: p.amount };
}

/** invoice/apply for a company title, as the page sends it; the envelope as it came. */
export function requestCompanyInvoice(t: TestApp, user: TestShopper, orderId: number, extra: Partial<TApplyInvoiceRequest> = {}) {
  return t.call(
    applyInvoice,
    { orderId, titleKind: 'company', titleName: 'Hangzhou Example Technology Co., Ltd.', taxNo: COMPANY_TAX_NO, email: '', requestKey: invoiceKey(), ...extra },
    { token: user.token },
  );
}
