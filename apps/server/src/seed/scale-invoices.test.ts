import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpOrders, topUpShoppers } from './scale-orders.ts';
import { checkScaleInvoices, topUpInvoices } from './scale-invoices.ts';

const t = await createTestApp();

it('issues invoices for a share of completed generated orders, numbered per shop without gaps, once', async () => {
  await topUpShoppers(t.db, 200);
  await topUpOrders(t.db, 1_200);
  const { rows: [completed] } = await t.db.$client.query<{ n: number }>(`select count(*)::int as n from sale_order where order_no ~ '^G[0-9]{9}$' and status = 'completed'`);
  const written = await topUpInvoices(t.db);
  expect(written).toBeGreaterThan(completed!.n * 0.08);
  expect(written).toBeLessThan(completed!.n * 0.22);
  expect(await topUpInvoices(t.db)).toBe(0);
  expect(await checkScaleInvoices(t.db)).toEqual([]);

  // More orders: their invoices continue each shop's numbers; the check can fail.
  await topUpOrders(t.db, 1_500);
  expect(await topUpInvoices(t.db)).toBeGreaterThan(0);
  expect(await checkScaleInvoices(t.db)).toEqual([]);
  await t.db.$client.query(`update invoice_counter set last_no = last_no + 1 where shop_id = (
    select i.shop_id from invoice i join sale_order o on o.id = i.order_id where o.order_no ~ '^G[0-9]{9}$' limit 1)`);
  expect(await checkScaleInvoices(t.db)).toEqual(['1 shops whose issued invoice numbers are not 1..their counter']);
});
