import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { buyNowFromShop, closeDb, commitCheckout, one, payWith, saveShenzhenAddress, skuStocks } from './order-helpers.ts';

/*
 * Issue 6's browser journey on a phone: pay with the test sandbox, watch the order shipped and its parcel delivered,
 * confirm receipt; pay with the wallet; cancel an unpaid order and get its stock back; pay by scanning from a second
 * page. The e2e server runs with the sandbox on, a demo wallet and one-second carrier steps (playwright.config.ts).
 */

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A seeded mall shop that ships everywhere in China. */
const SHOP = 1;
/** The channel numbers of the contract's PAY_CHANNELS. */
const WALLET = 1;
const SANDBOX = 4;
const SCAN = 5;

/** A new shopper with a default address, logged in in this page's browser. */
async function shopper(page: Page, request: Parameters<typeof registerEmailUser>[0], name: string): Promise<ApiUser> {
  const user = await registerEmailUser(request, freshEmail(name.toLowerCase()), 'Payment1234', name);
  await saveShenzhenAddress(request, user.token, `${name} Chen`);
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  return user;
}

/** The card of one order in the list's current tab. */
const orderCard = (page: Page, orderId: number) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

test('pays with the test sandbox, watches the parcel delivered, confirms receipt and finds the order completed', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = failOnPageErrors(page);
  const user = await shopper(page, request, 'Sandy');

  await buyNowFromShop(page, SHOP);
  const order = await commitCheckout(page, user.userId);
  await page.getByTestId('checkout-pay').click();
  await payWith(page, SANDBOX, 'Test payment');

  // The result says paid; the order waits under "To ship".
  await expectPage(page, 'order/paymentdetail');
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('payment-state')).toContainText('Payment successful');
  // Paid; the demo merchant ships it DEMO_AUTO_SHIP_SECONDS later, so "paid" is what holds for sure now.
  expect(await one('select paid_at is not null as paid from sale_order where id = $1', [order.orderId])).toEqual({ paid: true });
  await page.getByTestId('payment-view-orders').click();
  await expectPage(page, 'order/order');
  await expect(page.getByTestId('order-list')).toHaveAttribute('data-tab', 'shipping');
  await expect(orderCard(page, order.orderId)).toBeVisible();

  // The demo merchant ships it a few seconds after payment; the list's "To receive" tab then has it.
  await expect(async () => {
    await page.goto('/pages/order/order?tab=receiving');
    await expect(orderCard(page, order.orderId)).toHaveAttribute('data-status', 'receiving', { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
  const parcel = await one<{ tracking_no: string; company: string }>(
    "select s.tracking_no, c.name->>'en' as company from shipment s join shipping_company c on c.code = s.company_code where s.order_id = $1",
    [order.orderId],
  );
  await orderCard(page, order.orderId).getByTestId('order-status').click();
  await expectPage(page, 'order/orderreceivingdetail');

  // The parcel: company, number, and a timeline that grows until the parcel is delivered.
  await page.getByTestId('order-logistics').click();
  await expectPage(page, 'order/logistics');
  await expect(page.getByTestId('shipment-company')).toHaveText(parcel.company);
  await expect(page.getByTestId('shipment-tracking-no')).toHaveText(parcel.tracking_no);
  const events = page.locator('[data-testid="shipment-timeline"] > li');
  await expect(events.first()).toBeVisible();
  const firstCount = await events.count();
  const watched = Date.now();
  // The page asks again by itself only every 30 s; a reload is the shopper's pull.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('shipment-card')).toHaveAttribute('data-status', 'Delivered', { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [1_000, 2_000] });
  test.info().annotations.push({ type: 'parcel', description: `delivered ${Date.now() - watched} ms after the first look, ${await events.count()} events` });
  await expect(events.first()).toHaveAttribute('data-status', 'Delivered');
  expect(await events.count()).toBeGreaterThan(Math.max(firstCount, 3));
  await expect(events.last()).toHaveAttribute('data-status', 'InfoReceived');

  // Receipt, confirmed from the receiving detail; the order is completed.
  await page.goBack();
  await expectPage(page, 'order/orderreceivingdetail');
  await page.getByTestId('order-receive').click();
  await page.locator('.adm-dialog, .adm-modal').getByRole('button', { name: 'I received it' }).click();
  await expectPage(page, 'order/ordercompleteddetail');
  expect(await one('select status from sale_order where id = $1', [order.orderId])).toEqual({ status: 'completed' });
  await page.goto('/pages/order/order?tab=completed');
  await expect(orderCard(page, order.orderId)).toHaveAttribute('data-status', 'completed');
  expect(errors).toEqual([]);
});

test('pays with the wallet: the ledger has the payment and still sums to the balance', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const user = await shopper(page, request, 'Wanda');

  await buyNowFromShop(page, SHOP, 1);
  const order = await commitCheckout(page, user.userId);
  await page.getByTestId('checkout-pay').click();
  await expect(page.locator(`[data-testid="pay-method"][data-channel="${WALLET}"]`)).toContainText('Balance');
  await payWith(page, WALLET, 'Wallet balance');

  await expectPage(page, 'order/paymentdetail');
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');
  await expect(page.getByTestId('payment-channel')).toContainText('Wallet');

  // The shopper's money account in the ledger: the payment's entry, and its entries summing to its cached balance.
  const paid = await one<{ status: string; amount: number; balance: number; total: number; everything: number }>(
    `select o.status, e.amount::int, b.balance::int,
            (select sum(x.amount)::int from ledger_entry x where x.account_id = a.id) as total,
            (select sum(x.amount)::int from ledger_entry x) as everything
     from sale_order o
     join payment_order po on po.order_id = o.id
     join payment p on p.id = po.payment_id and p.status = 'paid'
     join ledger_account a on a.key = 'shopper:' || o.account_id || ':money'
     join ledger_entry e on e.account_id = a.id and e.cause_type = 'payment' and e.cause_id = p.id::text
     join ledger_balance b on b.account_id = a.id
     where o.id = $1`,
    [order.orderId],
  );
  expect(paid).toMatchObject({ amount: -order.payAmount, everything: 0 });
  expect(['shipping', 'receiving']).toContain(paid.status);
  expect(paid.total).toBe(paid.balance);
  expect(errors).toEqual([]);
});

test('cancels an unpaid order: it is terminated and its stock is back', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const user = await shopper(page, request, 'Carl');

  const bought = await buyNowFromShop(page, SHOP, 2);
  const order = await commitCheckout(page, user.userId);
  // The commit holds the stock of what was bought.
  expect((await skuStocks(bought.goodsId)).get(order.skuId)).toBe(bought.stockBefore.get(order.skuId)! - order.quantity);

  // Not paid: cancelled from the list, after the confirmation.
  await page.getByTestId('checkout-view-orders').click();
  await expectPage(page, 'order/order');
  const card = orderCard(page, order.orderId);
  await expect(card).toHaveAttribute('data-status', 'paying');
  await card.getByTestId('order-cancel').click();
  await page.locator('.adm-dialog, .adm-modal').getByRole('button', { name: 'Cancel order' }).click();
  await expect(card).toHaveCount(0);

  // Terminated: under "All" and the "Cancelled" tab, and its own detail says why.
  await page.goto('/pages/order/order');
  await expect(card).toHaveAttribute('data-status', 'terminated');
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(page.getByTestId('order-list')).toHaveAttribute('data-tab', 'terminated');
  await expect(card).toHaveAttribute('data-status', 'terminated');
  await card.getByTestId('order-status').click();
  await expectPage(page, 'order/orderterminateddetail');
  await expect(page.getByTestId('order-banner')).toHaveAttribute('data-status', 'terminated');
  await expect(page.getByTestId('order-terminate-reason')).toBeVisible();

  expect(await one('select status from sale_order where id = $1', [order.orderId])).toEqual({ status: 'terminated' });
  expect(await skuStocks(bought.goodsId)).toEqual(bought.stockBefore);
  expect(errors).toEqual([]);
});

test('pays by scanning: a second phone opens the link, confirms, and the first moves to the result', async ({ page, browser, request }) => {
  const errors = failOnPageErrors(page);
  const user = await shopper(page, request, 'Scott');

  await buyNowFromShop(page, SHOP);
  const order = await commitCheckout(page, user.userId);
  await page.getByTestId('checkout-pay').click();
  await payWith(page, SCAN, 'Scan to pay');
  await expectPage(page, 'order/mppaymentdetail');
  await expect(page.getByTestId('scan-qr')).toBeVisible();
  const link = await page.getByTestId('scan-link').getAttribute('href');
  expect(link).toBeTruthy();

  // Another phone, nobody logged in: the link shows what is paid and confirms it.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const payer = await other.newPage();
    const payerErrors = failOnPageErrors(payer);
    await payer.goto(link!);
    await expectPage(payer, 'order/mppaymentdetail');
    await expect(payer.getByTestId('scan-payer')).toBeVisible();
    await payer.getByTestId('scan-confirm').click();
    await expect(payer.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');
    expect(payerErrors).toEqual([]);
  } finally {
    await other.close();
  }

  // The owner's page follows the payment to its result.
  await expectPage(page, 'order/paymentdetail');
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');
  expect(await one('select paid_at is not null as paid from sale_order where id = $1', [order.orderId])).toEqual({ paid: true });
  expect(errors).toEqual([]);
});
