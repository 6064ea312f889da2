import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, loginDemoMerchant, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { buyNowFromShop, closeDb, commitCheckout, one, payWith, saveShenzhenAddress } from './order-helpers.ts';

/*
 * Issue 18's shop membership journey: the merchant of Qingshan Tea House sets its membership in the console (its
 * benefits and top-ups); a new shopper finds it on the shop page, joins, tops up through the sandbox (the bonus with
 * it), buys a goods of the shop and pays with the shop balance, which drops by the order's amount.
 */

// axe-core is injected as a script, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A demo merchant no other journey uses. */
const MERCHANT_EMAIL = 'hello@qingshan.example.com';
const SHOP_BALANCE = 7;

async function as(page: Page, user: ApiUser, extra: Record<string, string> = {}, lang = 'en'): Promise<void> {
  await withStorage(page, { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId), ...extra });
}

async function expectClean(page: Page, where: string): Promise<void> {
  const findings = await auditPage(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
}

/** The stored value at the shop and the sum of its entries. */
const books = (accountId: number, shopId: number) =>
  one<{ balance: number; total: number }>(
    `select coalesce((select b.balance::int from ledger_account a join ledger_balance b on b.account_id = a.id where a.key = $1), 0) as balance,
            coalesce((select sum(e.amount)::int from ledger_entry e join ledger_account a on a.id = e.account_id where a.key = $1), 0) as total`,
    [`shopper:${accountId}:shop:${shopId}`],
  );

test('a merchant sets membership; a shopper joins, tops up and pays with the shop balance', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const { id: shopId } = await one<{ id: number }>(`select id from shop where code = 'qingshan-tea'`);

  // The merchant, in a browser of their own: benefits and top-ups replaced as a whole, then saved.
  const merchant = await loginDemoMerchant(request, MERCHANT_EMAIL);
  const console = await (await browser.newContext({ ...test.info().project.use, bypassCSP: true })).newPage();
  const consoleErrors = failOnPageErrors(console);
  await as(console, merchant, { m_merchant_shop: String(shopId) });
  await console.goto('/merchant/membership');
  await expectPage(console, 'merchant/membership');
  await expect(console.getByTestId('plus-save')).toBeVisible();
  await expectClean(console, 'merchant membership');
  const enabled = console.getByTestId('plus-enabled');
  if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
  for (let n = await console.getByTestId('plus-benefit').count(); n > 0; n--) await console.getByTestId('plus-benefit').first().getByRole('button').click();
  for (let n = await console.getByTestId('plus-denomination-row').count(); n > 0; n--) await console.getByTestId('plus-denomination-row').first().getByRole('button').click();
  await console.getByTestId('plus-add-benefit').click();
  const benefit = console.getByTestId('plus-benefit').first();
  await benefit.getByTestId('plus-benefit-en').fill('A free tasting cup on every visit');
  await benefit.getByTestId('plus-benefit-zh').fill('每次到店免费品茗一杯');
  await benefit.getByTestId('plus-benefit-ja').fill('ご来店ごとに試飲一杯無料');
  await console.getByTestId('plus-add-denomination').click();
  await console.getByTestId('plus-denomination-amount').first().fill('2000');
  await console.getByTestId('plus-denomination-bonus').first().fill('100');
  await console.getByTestId('plus-save').click();
  await console.locator('.adm-dialog').getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await one<{ d: unknown }>('select denominations as d from shop_plus where shop_id = $1', [shopId])).d)
    .toEqual([{ amount: 200_000, bonus: 10_000 }]);
  expect(consoleErrors).toEqual([]);

  // A visitor sees the benefits and the join button (joining sends them to log in).
  const visitor = await (await browser.newContext({ ...test.info().project.use, bypassCSP: true })).newPage();
  await withStorage(visitor, { m_lang_identifier: 'ja' });
  await visitor.goto(`/pages/shop/membershipnotice?shopId=${shopId}`);
  await expect(visitor.getByTestId('plus-join')).toBeVisible();
  await expectClean(visitor, 'membershipnotice as a visitor');
  await visitor.getByTestId('plus-join').click();
  await expectPage(visitor, 'login/login');

  // A new shopper finds the membership on the shop page and joins.
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('plus'), 'Plus12345', 'Plus');
  await saveShenzhenAddress(request, user.token, 'Plus Lee');
  await as(page, user);
  await page.goto(`/pages/shop/index?shopId=${shopId}`);
  await page.getByTestId('shop-plus-entry').click();
  await expectPage(page, 'shop/membershipnotice');
  await expect(page.getByTestId('plus-benefits')).toContainText('A free tasting cup on every visit');
  await page.getByTestId('plus-join').click();
  await expect(page.getByTestId('plus-balance')).toContainText('0.00');

  // A top-up through the sandbox, after a confirmation: the amount and the bonus, once.
  await page.getByTestId('plus-denomination').first().click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Pay' }).click();
  await expect.poll(async () => (await books(user.userId, shopId)).balance).toBe(210_000);
  await expect(page.getByTestId('plus-balance')).toContainText('2,100.00');
  await expect(page.locator('[data-testid="plus-flow"] li')).toHaveCount(2);

  for (const lang of ['en', 'zh', 'ja']) {
    await as(page, user, {}, lang);
    await page.goto(`/pages/shop/membershipnotice?shopId=${shopId}`);
    await expect(page.getByTestId('plus-flow')).toBeVisible();
    await expectClean(page, `membershipnotice ${lang}`);
  }
  await as(page, user);

  // Buy a goods of the shop and pay with the shop balance.
  await buyNowFromShop(page, shopId, 0);
  const order = await commitCheckout(page, user.userId);
  await page.getByTestId('checkout-pay').click();
  await payWith(page, SHOP_BALANCE, 'Shop balance');
  await expectPage(page, 'order/paymentdetail');
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');
  const after = await books(user.userId, shopId);
  expect(after).toEqual({ balance: 210_000 - order.payAmount, total: 210_000 - order.payAmount });

  // The wallet lists the stored value held at the shop, and opens its membership page.
  await page.goto('/pages/user/wallet/recharge');
  const shops = page.getByTestId('wallet-shop-balances');
  await expect(shops.getByRole('link')).toHaveCount(1);
  await expectClean(page, 'wallet with a shop balance');
  await shops.getByRole('link').click();
  await expectPage(page, 'shop/membershipnotice');
  expect(errors).toEqual([]);
});
