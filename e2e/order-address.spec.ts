import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { buyNowFromShop, closeDb, commitCheckout, db, one, saveShenzhenAddress, saveSanFranciscoAddress } from './order-helpers.ts';

/*
 * Changing an order's address on a phone: the popup prices the order to every address of the book before the
 * shopper picks one (`saleorder/orderaddress/quote`), the confirmation says the new amount, and the change is
 * stored; a paid order cannot move where its fee would change.
 */

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A seeded mall shop: it ships everywhere, at another fee to the United States than within China. */
const SHOP = 1;

const option = (page: Page, addressId: number) => page.locator(`[data-testid="order-address-option"][data-address-id="${addressId}"]`);

async function orderGoingAbroad(page: Page, request: Parameters<typeof registerEmailUser>[0], name: string) {
  const user = await registerEmailUser(request, freshEmail(name.toLowerCase()), 'Address1234', name);
  await saveShenzhenAddress(request, user.token, `${name} Chen`);
  const abroad = await saveSanFranciscoAddress(request, user.token, `${name} Miller`);
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await buyNowFromShop(page, SHOP);
  const order = await commitCheckout(page, user.userId);
  return { user, abroad, order };
}

test('an unpaid order shows each address\'s fee and total before the change, then takes the new amount', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const { abroad, order } = await orderGoingAbroad(page, request, 'Quinn');
  const before = await one<{ fee: number }>('select delivery_fee as fee from sale_order where id = $1', [order.orderId]);

  await page.goto(`/pages/order/orderpayingdetail?orderId=${order.orderId}`);
  await expectPage(page, 'order/orderpayingdetail');
  await page.getByTestId('order-address-change').click();
  await expect(page.getByTestId('order-address-popup')).toBeVisible();
  // The current address says so; San Francisco says what the order would cost there, and can be picked.
  await expect(page.locator('[data-testid="order-address-option"][aria-current="true"]')).toContainText('This order goes here now');
  await expect(option(page, abroad).getByTestId('order-address-quote')).toContainText(/Delivery .+ · total /);
  await expect(option(page, abroad)).toBeEnabled();

  await option(page, abroad).click();
  await expect(page.locator('.adm-dialog')).toContainText('amount due');
  await page.locator('.adm-dialog').getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByTestId('order-address-popup')).toBeHidden();
  const after = await one<{ addressId: number; fee: number; payAmount: number }>(
    `select (address->>'addressId')::int as "addressId", delivery_fee as fee, pay_amount as "payAmount" from sale_order where id = $1`,
    [order.orderId],
  );
  expect(after.addressId).toBe(abroad);
  expect(after.payAmount - after.fee).toBe(order.payAmount - before.fee);
  await expect(page.getByTestId('order-address-notice')).toContainText('new delivery fee');
  expect(errors).toEqual([]);
});

test('a paid order cannot move where the delivery fee would differ: that address is shown refused', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const { abroad, order } = await orderGoingAbroad(page, request, 'Petra');
  // Paid, and (paid in the future) out of the demo merchant's reach, so it stays "to ship" for the test.
  await db().query(`update sale_order set status = 'shipping', paid_at = now() + interval '1 day' where id = $1`, [order.orderId]);

  await page.goto(`/pages/order/ordershippingdetail?orderId=${order.orderId}`);
  await expectPage(page, 'order/ordershippingdetail');
  await page.getByTestId('order-address-change').click();
  await expect(option(page, abroad).getByTestId('order-address-quote')).toContainText('a paid order keeps its fee');
  await expect(option(page, abroad)).toBeDisabled();
  expect((await one<{ addressId: number }>(`select (address->>'addressId')::int as "addressId" from sale_order where id = $1`, [order.orderId])).addressId).not.toBe(abroad);
  expect(errors).toEqual([]);
});
