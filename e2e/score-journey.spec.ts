import { expect, test } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { call, closeDb, one, saveShenzhenAddress } from './order-helpers.ts';

/*
 * Issue 18's score points on a phone: a shopper buys and pays through the API, the demo merchant ships within seconds
 * (playwright.config.ts), the shopper confirms receipt, and the completed order earns 1 point per whole unit paid.
 * From the home page's points shortcut the shopper opens score/index and sees the balance, what expires soonest,
 * the order that earned them in the history, and the rules; then swaps them for the cheapest score goods.
 */

// CSP bypassed only so that axe-core can be added to the page.
test.use({ bypassCSP: true });

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

test('a completed order earns points, shown on the points page opened from the home shortcut, and swapped for a score goods', async ({ page, request, browser }) => {
  test.setTimeout(60_000);
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('score'), 'Score1234', 'Sky');
  await saveShenzhenAddress(request, user.token, 'Sky Wu');
  const api = <T>(path: string, body: unknown) => call<T>(request, path, body, { 'T-token': user.token });
  const sku = await one<{ id: number; goods_id: number }>(
    `select s.id, s.goods_id from goods_sku s join goods g on g.id = s.goods_id
     where g.shop_id = 1 and g.status = 'on_sale' and s.enabled and s.stock > 50 and s.price between 10000 and 30000 order by g.id, s.id limit 1`,
  );
  const { checkoutId, payAmount } = await api<{ checkoutId: number; payAmount: number }>('saleorder/checkout/onegoods', { goodsId: sku.goods_id, skuId: sku.id, quantity: 2 });
  const { checkoutNumber } = await api<{ checkoutNumber: string }>('saleorder/checkoutnumber', { checkoutId });
  const { orderIds } = await api<{ orderIds: number[] }>('saleorder/commit', { checkoutId, checkoutNumber, payAmount });
  const orderId = orderIds[0]!;
  await api('saleorder/payment/create', { orderIds: [orderId], payChannel: 1, requestKey: `score-${user.userId}` });
  await expect.poll(async () => (await one<{ status: string }>('select status from sale_order where id = $1', [orderId])).status, { timeout: 30_000 }).toBe('receiving');
  await api('saleorder/goods/receive', { orderId });
  const earned = Math.floor(payAmount / 100);
  await expect.poll(async () => (await api<{ balance: number }>('user/score/query/balance', {})).balance, { timeout: 15_000 }).toBe(earned);
  const { orderNo } = await one<{ orderNo: string }>('select order_no as "orderNo" from sale_order where id = $1', [orderId]);

  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await page.goto('/');
  await page.getByTestId('home-shortcuts').getByRole('link', { name: 'Points mall' }).click();
  await expectPage(page, 'score/index');
  await expect(page.getByTestId('score-balance-value')).toHaveText(earned.toLocaleString('en'));
  await expect(page.getByTestId('score-expiring')).toContainText(`${earned.toLocaleString('en')} points expire on`);
  const entry = page.getByTestId('score-flow').locator('li').first();
  await expect(entry).toHaveAttribute('data-kind', 'earned');
  await expect(entry).toContainText(`Earned by order ${orderNo}`);
  await expect(entry).toContainText(`+${earned.toLocaleString('en')}`);
  await expect(page.getByTestId('score-rules')).toContainText('A completed order earns 1 point');
  expect(await auditPage(page)).toEqual([]);

  // The points buy the cheapest score goods.
  const cheapest = await one<{ score_price: number }>('select min(score_price)::int as score_price from score_goods where enabled');
  expect(earned).toBeGreaterThanOrEqual(cheapest.score_price);
  const first = page.getByTestId('score-goods').locator('li').first();
  await expect(first).toContainText(`${cheapest.score_price.toLocaleString('en')} points`);
  await first.getByTestId('score-goods-take').click();
  // The exchange asks where to send the goods (the default address first) and confirms.
  await expect(page.getByTestId('score-exchange-popup')).toContainText('Sky Wu');
  await page.getByTestId('score-exchange-confirm').click();
  const left = earned - cheapest.score_price;
  await expect(page.getByTestId('score-balance-value')).toHaveText(left.toLocaleString('en'));
  await expect(page.getByTestId('score-flow').locator('li').first()).toHaveAttribute('data-kind', 'exchanged');
  expect(await one('select count(*)::int as n from score_exchange where account_id = $1', [user.userId])).toEqual({ n: 1 });

  // A visitor sees the rules and a way to log in (in Chinese), and the page stays accessible.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const visitor = await visitorContext.newPage();
  const visitorErrors = failOnPageErrors(visitor);
  await withStorage(visitor, { m_lang_identifier: 'zh' });
  await visitor.goto('/pages/score/index');
  await expectPage(visitor, 'score/index');
  await expect(visitor.getByText('登录后查看积分')).toBeVisible();
  await expect(visitor.getByTestId('score-rules')).toContainText('订单完成后');
  expect(await auditPage(visitor)).toEqual([]);
  await visitorContext.close();
  expect(errors).toEqual([]);
  expect(visitorErrors).toEqual([]);
});
