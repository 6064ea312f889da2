import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, withStorage } from './helpers.ts';
import { closeDb, one } from './order-helpers.ts';

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** Presses Tab until the focused element matches `selector` (at most `limit` presses); fails if it never does. */
async function tabTo(page: Page, selector: string, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('the keyboard alone chooses a goods\' SKU and quantity and adds it to the cart, the focus always shown', async ({ page, request }) => {
  const user = await registerEmailUser(request, freshEmail('keys'), 'Keys12345', 'Kai');
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  const { goods_id: goodsId } = await one<{ goods_id: number }>(
    `select s.goods_id from goods_sku s join goods g on g.id = s.goods_id where g.status = 'on_sale'
     group by s.goods_id having count(*) filter (where s.stock >= 5) >= 2 order by s.goods_id limit 1`,
  );
  await page.goto(`/pages/goods/goodsdetail?goodsId=${goodsId}`);
  await expectPage(page, 'goods/goodsdetail');

  // The focus is always shown, and every step is a key.
  await tabTo(page, '[data-testid="goods-add-to-cart"]');
  await expect(page.getByTestId('goods-add-to-cart')).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sku-picker')).toBeVisible();
  await tabTo(page, '.mall-sku-picker [data-testid="sku-value"][data-state="available"]');
  await page.keyboard.press('Enter');
  await tabTo(page, '.mall-sku-picker .mall-stepper-input');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.mall-sku-picker .mall-stepper-input')).toHaveValue('2');
  await tabTo(page, '[data-testid="sku-confirm"]');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Added to your cart');
  expect((await one<{ n: number }>('select coalesce(sum(quantity), 0)::int as n from cart_line where account_id = $1', [user.userId])).n).toBe(2);
});
