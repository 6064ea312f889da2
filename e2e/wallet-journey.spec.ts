import { expect, test } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { buyNowFromShop, closeDb, commitCheckout, one, payWith, saveShenzhenAddress } from './order-helpers.ts';

/*
 * Issue 18's wallet journey: the me tab opens the wallet with its balance; recharge a free amount (typed with junk,
 * cleaned by the money-input rule) through the test sandbox; the balance and the flow show it; then pay an order
 * with the wallet and find the payment in the flow, the ledger still summing to the balance.
 */

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

const SHOP = 1;
const WALLET = 1;

/** The wallet balance in minor units and the sum of its entries. */
const books = (accountId: number) =>
  one<{ balance: number; total: number; recharges: number }>(
    `select b.balance::int, (select sum(e.amount)::int from ledger_entry e where e.account_id = a.id) as total,
            (select count(*)::int from ledger_entry e where e.account_id = a.id and e.cause_type = 'recharge') as recharges
     from ledger_account a join ledger_balance b on b.account_id = a.id where a.key = $1`,
    [`shopper:${accountId}:money`],
  );

test('recharges through the sandbox, then pays an order with the wallet', async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('walt'), 'Wallet1234', 'Walt');
  await saveShenzhenAddress(request, user.token, 'Walt Chen');
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });

  // The me tab's wallet figure opens the wallet.
  await page.goto('/pages/index/user');
  await page.locator('[data-asset="wallet"]').click();
  await expectPage(page, 'user/wallet/recharge');
  await expect(page.getByTestId('wallet-flow')).toBeVisible();
  const start = await books(user.userId);
  await expect(page.getByTestId('wallet-balance-value')).not.toHaveText('--');
  const shownBefore = await page.getByTestId('wallet-balance-value').innerText();
  await expect(page.getByTestId('wallet-frozen-value')).toContainText('0.00');

  // A free amount: junk and a third decimal are dropped as typed.
  const input = page.getByTestId('wallet-amount-input');
  await input.fill('1a23.456');
  await expect(input).toHaveValue('123.45');
  await page.getByTestId('wallet-recharge-pay').click();
  await expect(page.locator('[data-testid="wallet-flow"] [data-cause="recharge"]')).toHaveCount(1);
  await expect.poll(async () => (await books(user.userId)).balance).toBe(start.balance + 12_345);
  const after = await books(user.userId);
  expect(after).toMatchObject({ total: after.balance, recharges: 1 });
  await expect(page.getByTestId('wallet-balance-value')).not.toHaveText(shownBefore);

  // Pay an order with the wallet.
  await buyNowFromShop(page, SHOP, 1);
  const order = await commitCheckout(page, user.userId);
  await page.getByTestId('checkout-pay').click();
  await payWith(page, WALLET, 'Wallet balance');
  await expectPage(page, 'order/paymentdetail');
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');

  const paid = await books(user.userId);
  expect(paid.balance).toBe(after.balance - order.payAmount);
  expect(paid.total).toBe(paid.balance);

  // The flow shows the payment first, with its order.
  await page.goto('/pages/user/wallet/recharge');
  const firstEntry = page.locator('[data-testid="wallet-flow"] li').first();
  await expect(firstEntry).toHaveAttribute('data-cause', 'payment');
  const orderNo = (await one<{ no: string }>('select order_no as no from sale_order where id = $1', [order.orderId])).no;
  await expect(firstEntry).toContainText(orderNo);
  expect(errors).toEqual([]);
});
