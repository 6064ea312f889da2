import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';

test.afterAll(closeOutbox);
test.setTimeout(180_000);

const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://mall:mall@127.0.0.1:${process.env.PG_PORT ?? 5499}/postgres`;

/** Two seeded mall shops that ship everywhere in China and offer coupons. */
const FIRST_SHOP = 1;
const SECOND_SHOP = 3;

/** Opens a shop's first goods that has more than one SKU on sale, and answers its id. */
async function openGoodsOfShop(page: Page, shopId: number): Promise<string> {
  await page.goto(`/pages/shop/index?shopId=${shopId}`);
  await expectPage(page, 'shop/index');
  const card = page.getByTestId('goods-card').first();
  const goodsId = (await card.getAttribute('data-goods-id'))!;
  await card.click();
  await expectPage(page, 'goods/goodsdetail');
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  return goodsId;
}

/** In an open SKU picker (the test id marks its head; `.mall-sku-picker` is the whole popup), presses an available value not chosen yet: another SKU. */
async function pickAnotherSku(page: Page): Promise<void> {
  await expect(page.getByTestId('sku-picker')).toBeVisible();
  const values = page.locator('.mall-sku-picker [data-testid="sku-value"]');
  await expect(values.first()).toBeVisible();
  const states = await values.evaluateAll((buttons) => buttons.map((b) => `${b.getAttribute('data-state')}/${b.getAttribute('aria-pressed')}`));
  const index = states.indexOf('available/false');
  expect(index, `another SKU in stock among ${states.join(', ')}`).toBeGreaterThanOrEqual(0);
  // By position: the value's state changes once pressed, so a locator by state would move to another value.
  await values.nth(index).click();
  await expect(values.nth(index)).toHaveAttribute('aria-pressed', 'true');
}

/** From a goods page: add to cart through the SKU picker, and see the toast. */
async function addToCart(page: Page): Promise<void> {
  await page.getByTestId('goods-add-to-cart').click();
  await expect(page.getByTestId('sku-picker')).toBeVisible();
  // Choose the first SKU in stock unless one is chosen already.
  const values = page.locator('.mall-sku-picker [data-testid="sku-value"]');
  await expect(values.first()).toBeVisible();
  if ((await values.and(page.locator('[aria-pressed="true"]')).count()) === 0) await values.and(page.locator('[data-state="available"]')).first().click();
  await page.getByTestId('sku-confirm').click();
  await expectToast(page, 'Added to your cart');
}

test('a shopper takes a coupon, fills the cart from two shops, edits it, checks out with a new address, commits, and cancels one order', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('checkout'), 'Checkout1234', 'Cleo');
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });

  // A new shopper's cart is honestly empty, with a way to go shopping.
  await page.goto('/pages/index/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go shopping' })).toBeVisible();

  // A coupon from the first shop's page.
  await page.goto(`/pages/shop/index?shopId=${FIRST_SHOP}`);
  await expectPage(page, 'shop/index');
  const coupon = page.getByTestId('shop-coupon').first();
  await expect(coupon).toHaveAttribute('data-pick-state', 'pick');
  await coupon.getByRole('button').click();
  await expect(coupon).not.toHaveAttribute('data-pick-state', 'pick');

  // Goods from two shops, and a second line of the second shop to delete later.
  const firstGoodsId = await openGoodsOfShop(page, FIRST_SHOP);
  await addToCart(page);
  await openGoodsOfShop(page, SECOND_SHOP);
  await addToCart(page);
  await page.goto(`/pages/shop/index?shopId=${SECOND_SHOP}`);
  const extraCard = page.getByTestId('goods-card').nth(1);
  const extraGoodsId = (await extraCard.getAttribute('data-goods-id'))!;
  await extraCard.click();
  await expectPage(page, 'goods/goodsdetail');
  await addToCart(page);

  // The cart: two shops, three lines.
  await page.goto('/pages/index/cart');
  await expectPage(page, 'index/cart');
  await expect(page.getByTestId('cart-shop')).toHaveCount(2);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(3);
  const total = page.getByTestId('cart-total');
  const totalBefore = await total.textContent();

  // More of the first line: the total follows.
  const firstLine = lines.first();
  await firstLine.getByTestId('cart-stepper').locator('.mall-stepper-plus').click();
  await expect(firstLine.getByTestId('cart-stepper').locator('input')).toHaveValue('2');
  await expect(total).not.toHaveText(totalBefore!);

  // Another SKU for the first shop's line (the shop's best seller comes in several, in stock).
  const multiSkuLine = lines.filter({ has: page.locator(`a[href*="goodsId=${firstGoodsId}"]`) });
  const specButton = multiSkuLine.locator('.mall-cart-line-spec');
  const specBefore = await specButton.textContent();
  await specButton.click();
  await pickAnotherSku(page);
  await page.getByTestId('sku-confirm').click();
  await expect(page.getByTestId('sku-picker')).toBeHidden();
  await expect(multiSkuLine.locator('.mall-cart-line-spec')).not.toHaveText(specBefore!);

  // Delete the last line in edit mode, after the confirmation.
  const doomed = lines.filter({ has: page.locator(`a[href*="goodsId=${extraGoodsId}"]`) });
  const doomedId = await doomed.getAttribute('data-cart-id');
  await page.getByTestId('cart-edit').click();
  await doomed.locator('.adm-checkbox').click();
  await page.getByTestId('cart-remove').click();
  await page.locator('.adm-dialog, .adm-modal').getByRole('button', { name: /Delete/ }).click();
  await expect(page.locator(`[data-testid="cart-line"][data-cart-id="${doomedId}"]`)).toHaveCount(0);
  // Deleting ends the edit mode by itself.
  await expect(page.getByTestId('cart-edit')).toHaveText('Edit');
  await expect(lines).toHaveCount(2);

  // Check out: no address yet, so one is added from the checkout.
  await page.getByTestId('cart-checkout').click();
  await expectPage(page, 'order/checkout');
  await expect(page.getByTestId('checkout-shop')).toHaveCount(2);
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await page.getByTestId('checkout-address').getByRole('button').first().click();
  await expectPage(page, 'user/address/add');
  await page.getByRole('textbox', { name: 'Receiver' }).fill('Cleo Chen');
  await page.getByRole('textbox', { name: 'Mobile' }).fill('13900003333');
  await page.getByTestId('area-picker').click();
  for (const name of ['Guangdong', 'Shenzhen', 'Nanshan']) {
    await page.locator('.adm-cascader-view-content:visible .adm-check-list-item', { hasText: new RegExp(`^${name}$`) }).click();
  }
  await page.locator('.adm-cascader-header-button', { hasText: 'Confirm' }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill('9 Keyuan Road, Room 1203');
  await page.getByTestId('save-address').click();

  // Back on the checkout with the new address, the delivery fees and the picked coupon applied.
  await expectPage(page, 'order/checkout');
  await expect(page.getByTestId('checkout-address')).toContainText('Cleo Chen');
  await expect(page.getByTestId('checkout-delivery')).toHaveCount(2);
  await expect(page.getByTestId('checkout-delivery').first()).not.toContainText('address');
  const firstShop = page.locator(`[data-testid="checkout-shop"][data-shop-id="${FIRST_SHOP}"]`);
  await expect(firstShop.getByTestId('coupon-applied')).toBeVisible();
  await expect(page.getByTestId('checkout-summary')).toContainText('Shop coupons');
  await expect(page.getByTestId('checkout-problems')).toHaveCount(0);

  // Commit: one order per shop, waiting for payment; the committed lines left the cart.
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-result')).toBeVisible();
  await expect(page.getByTestId('checkout-deadline')).toBeVisible();

  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const { rows: orders } = await db.query<{ shop_id: number; status: string; shop_coupon_amount: number; platform_coupon_amount: number; delivery_fee: number; pay_amount: number; goods_amount: number }>(
      'select shop_id, status, shop_coupon_amount, platform_coupon_amount, delivery_fee, pay_amount, goods_amount from sale_order where account_id = $1 order by shop_id',
      [user.userId],
    );
    expect(orders.map((o) => [o.shop_id, o.status])).toEqual([
      [FIRST_SHOP, 'paying'],
      [SECOND_SHOP, 'paying'],
    ]);
    expect(orders[0]!.shop_coupon_amount).toBeGreaterThan(0);
    for (const o of orders) expect(o.pay_amount).toBe(o.goods_amount - o.shop_coupon_amount - o.platform_coupon_amount + o.delivery_fee);
    const { rows: used } = await db.query<{ n: number }>("select count(*)::int as n from user_coupon where account_id = $1 and status = 'used'", [user.userId]);
    expect(used[0]!.n).toBeGreaterThanOrEqual(1);
    const { rows: left } = await db.query<{ n: number }>('select count(*)::int as n from cart_line where account_id = $1', [user.userId]);
    expect(left[0]!.n).toBe(0);
  } finally {
    await db.end();
  }

  // The orders wait under "To pay"; one opens its detail, the other is cancelled from the list.
  await page.getByTestId('checkout-view-orders').click();
  await expectPage(page, 'order/order');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await cards.first().getByTestId('order-status').click();
  await expectPage(page, 'order/orderpayingdetail');
  await page.goBack();
  await expectPage(page, 'order/order');
  const cancelled = cards.first();
  const cancelledId = await cancelled.getAttribute('data-order-id');
  await cancelled.getByTestId('order-cancel').click();
  await page.locator('.adm-dialog, .adm-modal').getByRole('button', { name: 'Cancel order' }).click();
  await expect(cards).toHaveCount(1);

  const check = new pg.Client({ connectionString: DATABASE_URL });
  await check.connect();
  try {
    const { rows } = await check.query<{ status: string; terminate_reason: string }>('select status, terminate_reason from sale_order where id = $1', [Number(cancelledId)]);
    expect(rows[0]).toMatchObject({ status: 'terminated' });
  } finally {
    await check.end();
  }
  expect(errors).toEqual([]);
});
