import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors } from './helpers.ts';
import { closeDb, one } from './order-helpers.ts';

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** Logs in by email on the login page the gate opened. */
async function logInHere(page: Page, email: string, password: string): Promise<void> {
  await expectPage(page, 'login/login');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectToast(page, 'Logged in');
}

test('the login gate keeps the choice: the visitor comes back to it, and the tapped add to cart is done', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const email = freshEmail('gate-cart');
  const user = await registerEmailUser(request, email, 'Gate12345', 'Gia');
  // A goods of two or more SKUs in stock, so the choice is not the default one.
  const { goods_id: goodsId } = await one<{ goods_id: number }>(
    `select s.goods_id from goods_sku s join goods g on g.id = s.goods_id where g.status = 'on_sale'
     group by s.goods_id having count(*) filter (where s.stock >= 5) >= 2 order by s.goods_id limit 1`,
  );
  await page.goto(`/pages/goods/goodsdetail?goodsId=${goodsId}`);
  await expectPage(page, 'goods/goodsdetail');

  // Choose another SKU than the one shown, and two of it.
  await page.getByTestId('sku-row').click();
  const values = page.locator('.mall-sku-picker [data-testid="sku-value"]');
  await expect(values.first()).toBeVisible();
  const states = await values.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-state')));
  const other = values.nth(states.indexOf('available'));
  await other.click();
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('sku-quantity').locator('.mall-stepper-plus').click();
  await expect(page.getByTestId('sku-quantity').locator('input')).toHaveValue('2');
  await page.getByTestId('sku-done').click();
  const chosen = (await page.getByTestId('sku-row').textContent())!;

  // Add to cart stops at the gate; after the login the shopper is back with that choice, and it is in the cart.
  await page.getByTestId('goods-add-to-cart').click();
  await logInHere(page, email, 'Gate12345');
  await expectPage(page, 'goods/goodsdetail');
  await expect(page).toHaveURL(new RegExp(`goodsId=${goodsId}`));
  await expectToast(page, 'Added to your cart');
  await expect(page.getByTestId('sku-row')).toHaveText(chosen);
  const line = await one<{ quantity: number }>('select quantity from cart_line where account_id = $1', [user.userId]);
  expect(line.quantity).toBe(2);
  // Done once: a reload adds nothing more.
  await page.reload();
  await expectPage(page, 'goods/goodsdetail');
  await page.waitForTimeout(500);
  expect((await one<{ n: number }>('select sum(quantity)::int as n from cart_line where account_id = $1', [user.userId])).n).toBe(2);
  expect(errors).toEqual([]);
});

test('following a shop and picking its coupon as a visitor: both are done on the way back from the login', async ({ page, request }) => {
  const email = freshEmail('gate-shop');
  const user = await registerEmailUser(request, email, 'Gate12345', 'Hal');
  const { shop_id: shopId } = await one<{ shop_id: number }>(
    `select c.shop_id from coupon c where c.shop_id is not null and c.status = 'active' and c.picked_quantity < c.total_quantity
       and now() between c.pick_starts_at and c.pick_ends_at order by c.shop_id limit 1`,
  );
  await page.goto(`/pages/shop/index?shopId=${shopId}`);
  await expectPage(page, 'shop/index');
  const follow = page.getByTestId('follow-shop').first();
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await follow.click();
  await logInHere(page, email, 'Gate12345');
  await expectPage(page, 'shop/index');
  await expect(page.getByTestId('follow-shop').first()).toHaveAttribute('data-followed', 'true');

  const coupon = page.getByTestId('shop-coupon').first();
  const couponId = Number(await coupon.getAttribute('data-coupon-id'));
  // Logged out again (another visit), the coupon's pick goes through the gate too.
  await page.evaluate(() => localStorage.removeItem('m_token'));
  await page.reload();
  await page.getByTestId('shop-coupon').first().getByRole('button').click();
  await logInHere(page, email, 'Gate12345');
  await expectPage(page, 'shop/index');
  await expect(page.locator(`[data-coupon-id="${couponId}"]`)).not.toHaveAttribute('data-pick-state', 'pick');
  const held = await one<{ n: number }>('select count(*)::int as n from user_coupon where account_id = $1 and coupon_id = $2', [user.userId, couponId]);
  expect(held.n).toBe(1);
});
