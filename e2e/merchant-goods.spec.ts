import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, loginDemoMerchant, makePng, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { closeDb, commitCheckout, one, payWith, saveShenzhenAddress, skuStocks } from './order-helpers.ts';

/*
 * Goods management in the merchant console, on a phone: a demo merchant lists a goods in two colours with two
 * pictures, puts it on sale, a shopper finds it and buys one colour, and the merchant sees that colour's stock drop.
 * The two console pages pass axe in every language.
 */

// axe-core is injected as a script, which the app's content security policy would refuse.
test.use({ bypassCSP: true });
test.setTimeout(120_000);

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A demo merchant with one mall shop (the other console journeys use other merchants). */
const MERCHANT_EMAIL = 'min.closet@example.com';
const SANDBOX = 4;

let login: Promise<ApiUser> | undefined;
/** The merchant, logged in once for the file (one session per account is live: a second login would end the first). */
function merchantLogin(request: APIRequestContext): Promise<ApiUser> {
  login ??= loginDemoMerchant(request, MERCHANT_EMAIL);
  return login;
}

async function as(page: Page, user: ApiUser, lang = 'en'): Promise<void> {
  await withStorage(page, { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId) });
}

/** The merchant's console list, its shop loaded. */
async function openList(page: Page): Promise<void> {
  await page.goto('/merchant/goods');
  await expectPage(page, 'merchant/goods');
  await expect(page.getByTestId('console-shop')).toBeVisible();
}

const itemOf = (page: Page, goodsId: number) => page.locator(`[data-testid="merchant-goods-item"][data-goods-id="${goodsId}"]`);

/** Lists a goods through the editor: texts, a leaf category, two pictures, two colours priced and stocked. */
async function listGoods(page: Page, title: string): Promise<number> {
  await openList(page);
  await page.getByTestId('add-goods').click();
  await expectPage(page, 'merchant/goods/edit');

  // Saving an empty form says what is missing beside each field, and sends nothing.
  await page.getByTestId('goods-save').click();
  await expect(page.getByText('Write a title in at least one language.')).toBeVisible();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByText('Add at least one picture.')).toBeVisible();

  await page.getByTestId('goods-title').fill(title);
  await page.getByRole('button', { name: '中文' }).first().click();
  await page.getByTestId('goods-title').fill(`${title} 帆布包`);
  const category = page.getByTestId('goods-category');
  const leaf = await category.locator('option:not([disabled])').first().getAttribute('value');
  await category.selectOption(leaf!);

  await page.getByTestId('goods-picture-file').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: makePng(64) },
    { name: 'back.png', mimeType: 'image/png', buffer: makePng(80) },
  ]);
  await expect(page.getByTestId('goods-pictures').locator('img')).toHaveCount(2);

  await page.getByTestId('add-spec').click();
  await page.getByRole('button', { name: 'English' }).last().click();
  await page.getByTestId('spec-name').fill('Colour');
  await page.getByTestId('spec-value').first().fill('Sand');
  await page.getByTestId('add-spec-value').click();
  await page.getByTestId('spec-value').nth(1).fill('Navy');
  const rows = page.getByTestId('sku-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Navy');
  await rows.nth(0).getByTestId('sku-price').fill('59');
  await rows.nth(0).getByTestId('sku-marketPrice').fill('79');
  await rows.nth(0).getByTestId('sku-stock').fill('10');
  // A market price below the price is caught before anything is sent.
  await rows.nth(1).getByTestId('sku-price').fill('69');
  await rows.nth(1).getByTestId('sku-marketPrice').fill('9');
  await rows.nth(1).getByTestId('sku-stock').fill('4');
  await page.getByTestId('goods-save').click();
  await expect(page.getByText('The market price cannot be below the price.')).toBeVisible();
  await rows.nth(1).getByTestId('sku-marketPrice').fill('');

  await page.getByTestId('goods-save').click();
  await expectToast(page, 'Saved. It stays off the shelf until you put it on sale.');
  await expectPage(page, 'merchant/goods');
  const item = page.getByTestId('merchant-goods-item').filter({ hasText: title }).first();
  await expect(item).toHaveAttribute('data-status', 'off_shelf');
  await expect(item.getByTestId('merchant-goods-stock')).toHaveText('Stock 14');
  return Number(await item.getAttribute('data-goods-id'));
}

test('a merchant lists a goods in two colours, puts it on sale, a shopper buys one, and the merchant sees the stock drop', async ({ page, browser, request }) => {
  const errors = failOnPageErrors(page);
  const merchant = await merchantLogin(request);
  await as(page, merchant);
  const title = `Harbour canvas tote ${Date.now().toString(36)}`;
  const goodsId = await listGoods(page, title);
  const shop = await one<{ shop_id: number; status: string }>('select shop_id, status from goods where id = $1', [goodsId]);
  expect(shop.status).toBe('off_shelf');

  // On sale, after the confirmation.
  await itemOf(page, goodsId).getByTestId('merchant-goods-shelf').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(itemOf(page, goodsId)).toHaveAttribute('data-status', 'on_sale');

  // A shopper in a browser of their own finds it on its page and buys the navy one from the cart.
  const shopperPage = await browser.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const shopperErrors = failOnPageErrors(shopperPage);
  const shopper = await registerEmailUser(request, freshEmail('tote'), 'Shopper1234', 'Tess');
  await saveShenzhenAddress(request, shopper.token, 'Tess Chen');
  await as(shopperPage, shopper);
  await shopperPage.goto(`/pages/goods/goodsdetail?goodsId=${goodsId}`);
  await expectPage(shopperPage, 'goods/goodsdetail');
  await expect(shopperPage.getByTestId('goods-detail')).toContainText(title);
  await shopperPage.getByTestId('goods-add-to-cart').click();
  await expect(shopperPage.getByTestId('sku-picker')).toBeVisible();
  await shopperPage.locator('.mall-sku-picker [data-testid="sku-value"]').filter({ hasText: 'Navy' }).click();
  await shopperPage.getByTestId('sku-confirm').click();
  await expectToast(shopperPage, 'Added to your cart');
  await shopperPage.goto('/pages/index/cart');
  await expectPage(shopperPage, 'index/cart');
  await expect(shopperPage.getByTestId('cart-line').filter({ hasText: title })).toBeVisible();
  await shopperPage.getByTestId('cart-checkout').click();
  await expectPage(shopperPage, 'order/checkout');
  await expect(shopperPage.getByTestId('checkout-address')).toContainText('9 Keyuan Road');
  const order = await commitCheckout(shopperPage, shopper.userId);
  await shopperPage.getByTestId('checkout-pay').click();
  await payWith(shopperPage, SANDBOX, 'Test payment');
  await expectPage(shopperPage, 'order/paymentdetail');
  await expect(shopperPage.getByTestId('payment-state')).toHaveAttribute('data-tone', 'success');
  const navy = await one<{ id: number; stock: number }>(`select id, stock from goods_sku where goods_id = $1 and spec_name->>'en' = 'Navy'`, [goodsId]);
  expect(order).toMatchObject({ skuId: navy.id, quantity: 1 });
  expect(navy.stock).toBe(3);
  expect(shopperErrors).toEqual([]);
  await shopperPage.close();

  // The merchant's list shows the stock one less, and the stock sheet the navy colour's.
  await openList(page);
  await expect(itemOf(page, goodsId).getByTestId('merchant-goods-stock')).toHaveText('Stock 13');
  await itemOf(page, goodsId).getByRole('button', { name: /^Stock/ }).click();
  const sheet = page.getByTestId('stock-sheet');
  await expect(sheet.getByTestId('stock-row').filter({ hasText: 'Navy' })).toContainText('3 in stock');
  // A delivery of five navy ones arrives.
  const navyRow = sheet.getByTestId('stock-row').filter({ hasText: 'Navy' });
  await navyRow.getByRole('spinbutton').fill('8');
  await navyRow.getByRole('spinbutton').blur();
  await navyRow.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Stock saved: 8');
  expect((await skuStocks(goodsId)).get(navy.id)).toBe(8);
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'zh', 'ja'] as const) {
  test(`the goods list and editor pass axe in ${lang}`, async ({ page, request }) => {
    const merchant = await merchantLogin(request);
    await as(page, merchant, lang);
    const { id: goodsId } = await one<{ id: number }>(
      `select g.id from goods g join shop_member m on m.shop_id = g.shop_id join account a on a.id = m.account_id
       where lower(a.email) = $1 and exists (select 1 from goods_sku k where k.goods_id = g.id and k.enabled) order by g.id limit 1`,
      [MERCHANT_EMAIL],
    );
    const audit = async (where: string) => {
      await page.waitForLoadState('networkidle');
      const findings = await auditPage(page);
      expect(findings, `${where} ${lang}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
    };

    await openList(page);
    await expect(page.getByTestId('merchant-goods-item').first()).toBeVisible();
    await audit('/merchant/goods');
    await page.getByTestId('merchant-goods-item').first().locator('button').first().click();
    await expect(page.getByTestId('stock-sheet')).toBeVisible();
    await audit('/merchant/goods stock sheet');

    await page.goto(`/merchant/goods/edit?goodsId=${goodsId}`);
    await expectPage(page, 'merchant/goods/edit');
    await expect(page.getByTestId('sku-row').first()).toBeVisible();
    await audit('/merchant/goods/edit');

    // A new goods, with the problems of an empty form shown.
    await page.goto('/merchant/goods/edit');
    await expectPage(page, 'merchant/goods/edit');
    await page.getByTestId('add-spec').click();
    await page.getByTestId('goods-save').click();
    await expect(page.locator('.mall-field-error').first()).toBeVisible();
    await audit('/merchant/goods/edit (new)');
  });
}
