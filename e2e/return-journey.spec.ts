import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, makePng, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { call, closeDb, one, saveShenzhenAddress } from './order-helpers.ts';

/*
 * Issue 17's returns on a phone. A shopper returns two of three received units: chooses the kind and the quantity on
 * the order's after-sales entry, gives a reason and a photo, and once the shop agrees sends the parcel back with its
 * tracking number; the shop receives both and the refund for two units comes back. Another exchanges a unit for
 * another option of the same goods. The orders are bought and paid through the API, shipped by the demo merchant
 * within seconds (playwright.config.ts) and received; the shop answers through the API (its console has its own
 * journey, merchant-returns.spec.ts).
 */

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A received order of `quantity` units of a goods of shop 1 with at least two options in stock, and the shop's merchant. */
async function receivedOrder(request: APIRequestContext, name: string, quantity: number) {
  const user = await registerEmailUser(request, freshEmail(name), 'Return1234', name);
  await saveShenzhenAddress(request, user.token, `${name} Li`);
  const api = <T>(path: string, body: unknown) => call<T>(request, path, body, { 'T-token': user.token });
  const sku = await one<{ id: number; goods_id: number; other: number }>(
    `select s.id, s.goods_id, o.id as other from goods_sku s join goods g on g.id = s.goods_id
     join goods_sku o on o.goods_id = g.id and o.id <> s.id and o.enabled and o.stock > 20
     where g.shop_id = 1 and g.status = 'on_sale' and s.enabled and s.stock > 50 and s.price between 1000 and 30000 order by g.id, s.id, o.id limit 1`,
  );
  const { checkoutId, payAmount } = await api<{ checkoutId: number; payAmount: number }>('saleorder/checkout/onegoods', { goodsId: sku.goods_id, skuId: sku.id, quantity });
  const { checkoutNumber } = await api<{ checkoutNumber: string }>('saleorder/checkoutnumber', { checkoutId });
  const { orderIds } = await api<{ orderIds: number[] }>('saleorder/commit', { checkoutId, checkoutNumber, payAmount });
  const orderId = orderIds[0]!;
  await api('saleorder/payment/create', { orderIds: [orderId], payChannel: 1, requestKey: `return-${user.userId}` });
  await expect.poll(async () => (await one<{ status: string }>('select status from sale_order where id = $1', [orderId])).status, { timeout: 30_000 }).toBe('receiving');
  await api('saleorder/goods/receive', { orderId });
  const owner = await one<{ email: string }>('select a.email from shop s join merchant m on m.id = s.merchant_id join account a on a.id = m.account_id where s.id = 1');
  // Logged in as the console app: the merchant console's journey logs this merchant in on the phone app at the same time.
  const merchant = await call<ApiUser>(request, 'auth/applogin/email', { email: owner.email, password: 'Merchant2026' }, { 'T-appType': 'console', 'T-deviceId': `returns-${user.userId}` });
  const shop = (path: string, body: unknown) => call(request, path, body, { 'T-token': merchant.token, 'T-appType': 'console' });
  return { user, orderId, sku, payAmount, shop };
}

const returnIdOf = async (orderId: number) => (await one<{ id: number }>('select id from return_order where order_id = $1 order by id desc limit 1', [orderId])).id;

function asShopper(page: Page, user: ApiUser) {
  return withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
}

test('returns two of three received units with a photo and gets their refund after the shop agrees', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnPageErrors(page);
  const { user, orderId, shop } = await receivedOrder(request, 'Rosa', 3);
  await asShopper(page, user);

  // From the completed order: after-sales, return and refund, two of the three.
  await page.goto(`/pages/order/ordercompleteddetail?orderId=${orderId}`);
  await expectPage(page, 'order/ordercompleteddetail');
  await page.getByTestId('aftersale-apply').click();
  await expectPage(page, 'order/returnapply');
  await page.getByTestId('return-kind-return').click();
  await expect(page.getByRole('spinbutton')).toHaveValue('3');
  await page.getByRole('button', { name: /decrease|减少|減らす/i }).click();
  await expect(page.getByRole('spinbutton')).toHaveValue('2');
  await page.getByTestId('return-next').click();
  await expectPage(page, 'order/returnandrefund');
  // The reason is required.
  await page.getByTestId('return-submit').click();
  await expect(page.locator('[data-field="reason"][data-invalid="true"]')).toBeVisible();
  await page.getByLabel('Reason').selectOption('damaged');
  await page.getByRole('textbox', { name: 'Describe the problem' }).fill('Two cups arrived cracked.');
  await page.getByTestId('return-form').locator('input[type="file"]').setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: makePng(96) });
  await expect(page.getByTestId('return-form').locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await expect(page.getByTestId('return-form').locator('.adm-image-uploader-cell img')).toHaveCount(1);
  await page.getByTestId('return-submit').click();

  // The request waits for the shop; the shop agrees.
  await expectPage(page, 'order/orderreturndetail');
  await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'requested');
  const returnId = await returnIdOf(orderId);
  expect(await one('select kind, reason, array_length(images, 1) as photos from return_order where id = $1', [returnId])).toEqual({ kind: 'return', reason: 'damaged', photos: 1 });
  await shop('merchant/returnorder/approve', { returnId });
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('return-address')).toBeVisible();

  // The parcel back: a number of the wrong shape is caught, then the right one.
  await page.getByLabel('Shipping company').selectOption('SF');
  await page.getByLabel('Tracking number').fill('12345');
  await page.getByTestId('return-deliver-submit').click();
  await expect(page.locator('[data-field="trackingNo"][data-invalid="true"]')).toBeVisible();
  const tracking = `SF${String(Date.now()).slice(-13).padStart(13, '0')}`;
  await page.getByLabel('Tracking number').fill(tracking);
  await page.getByTestId('return-deliver-submit').click();
  await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'returning');
  await expect(page.getByTestId('return-parcel')).toContainText(tracking);

  // The shop receives both; the refund of two units settles and the page says so.
  const line = await one<{ order_line_id: number }>('select order_line_id from return_order_line where return_id = $1', [returnId]);
  await shop('merchant/returnorder/receive', { returnId, lines: [{ orderLineId: line.order_line_id, receivedQuantity: 2 }] });
  await expect.poll(async () => (await one<{ status: string }>('select status from return_order where id = $1', [returnId])).status, { timeout: 15_000 }).toBe('refunded');
  const paid = await one<{ pay_amount: number; refunded: number }>(
    'select o.pay_amount, (select sum(amount)::int from payment_refund where order_id = o.id and status = $2) as refunded from sale_order o where o.id = $1',
    [orderId, 'settled'],
  );
  expect(paid.refunded).toBe(Math.floor((paid.pay_amount * 2) / 3));
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'refunded');

  // The order list's after-sales tab shows it.
  await page.goto('/pages/order/order?tab=return');
  await expect(page.getByTestId('return-card').first()).toHaveAttribute('data-status', 'refunded');
  expect(errors).toEqual([]);
});

test('exchanges a unit for another option of the same goods', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnPageErrors(page);
  const { user, orderId, sku, shop } = await receivedOrder(request, 'Emil', 1);
  await asShopper(page, user);

  await page.goto(`/pages/order/returnapply?orderId=${orderId}`);
  await expectPage(page, 'order/returnapply');
  await page.getByTestId('return-kind-exchange').click();
  await page.getByTestId('return-next').click();
  await expectPage(page, 'order/returnexchange');
  await page.getByTestId('return-exchange-sku').selectOption(String(sku.other));
  await page.getByLabel('Reason').selectOption('wrong_item');
  await page.getByTestId('return-submit').click();
  await expectPage(page, 'order/orderreturndetail');
  const returnId = await returnIdOf(orderId);
  expect(await one('select exchange_sku_id from return_order_line where return_id = $1', [returnId])).toEqual({ exchange_sku_id: sku.other });

  // The shop agrees, the shopper sends it back, the shop receives it and sends the new option.
  await shop('merchant/returnorder/approve', { returnId });
  await page.reload();
  await page.getByLabel('Shipping company').selectOption('SF');
  await page.getByLabel('Tracking number').fill(`SF${String(Date.now() + 7).slice(-13).padStart(13, '0')}`);
  await page.getByTestId('return-deliver-submit').click();
  await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', 'returning');
  const line = await one<{ order_line_id: number }>('select order_line_id from return_order_line where return_id = $1', [returnId]);
  await shop('merchant/returnorder/receive', { returnId, lines: [{ orderLineId: line.order_line_id, receivedQuantity: 1 }] });
  await shop('merchant/returnorder/exchange/ship', { returnId, companyCode: 'SF', trackingNo: `SF${String(Date.now() + 11).slice(-13).padStart(13, '0')}` });
  await page.reload();
  await expect(page.getByTestId('return-status')).toHaveAttribute('data-status', /exchanging|completed/);
  await expect(page.getByTestId('return-line')).toContainText(/Exchange for/);
  // The carrier delivers the new option within seconds here: the request completes.
  await expect.poll(async () => (await one<{ status: string }>('select status from return_order where id = $1', [returnId])).status, { timeout: 30_000 }).toBe('completed');

  // Buy again from the order: its goods go back in the cart, which opens.
  await page.goto(`/pages/order/ordercompleteddetail?orderId=${orderId}`);
  await page.getByTestId('order-reorder').click();
  await expectPage(page, 'index/cart');
  expect(await one('select count(*)::int as n from cart_line where account_id = $1 and sku_id = $2', [user.userId, sku.id])).toEqual({ n: 1 });
  expect(errors).toEqual([]);
});
