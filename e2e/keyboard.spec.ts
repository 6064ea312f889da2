import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, withStorage } from './helpers.ts';
import { closeDb, one, saveShenzhenAddress } from './order-helpers.ts';

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

/**
 * Opens a sheet or dialog from `opener` with the keyboard and checks that it holds the focus: moved into a named,
 * modal dialog, kept there by Tab and Shift+Tab (round its controls, more presses than it has), and given back to
 * the opener by Escape, the dialog gone.
 */
let held = 0;
async function expectFocusHeld(page: Page, opener: string, what: string): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const top = page.locator('[role="dialog"][aria-modal="true"]:visible').last();
  await expect(top, what).toBeVisible();
  // Pinned: once it closes, the last dialog shown may be the one it was opened from.
  const pin = `held-${(held += 1)}`;
  await top.evaluate((d, mark) => d.setAttribute('data-test-held', mark), pin);
  const dialog = page.locator(`[data-test-held="${pin}"]`);
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: `${what}: focus moved in` }).toBe(true);
  const name = await dialog.evaluate((d) => d.getAttribute('aria-label') ?? document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
  expect(name.trim(), `${what}: named`).not.toBe('');
  const seen = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((d) => {
      const active = document.activeElement;
      return { inside: d.contains(active), what: `${active?.tagName}.${active?.className}|${active?.textContent?.slice(0, 20)}` };
    });
    expect(inside.inside, `${what}: ${key} stays inside (on ${inside.what})`).toBe(true);
    seen.add(inside.what);
    // The focus is shown wherever it goes.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle), `${what}: focus shown on ${inside.what}`).not.toBe('none');
  }
  expect(seen.size, `${what}: Tab moves between its controls`).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await expect(dialog, `${what}: Escape closes it`).toBeHidden();
  await expect(page.locator(opener), `${what}: focus back on the opener`).toBeFocused();
}

test('a sheet, a picker and a dialog take the focus, keep Tab inside, and give it back on Escape', async ({ page, request }) => {
  const user = await registerEmailUser(request, freshEmail('sheet-keys'), 'Keys12345', 'Sia');
  await saveShenzhenAddress(request, user.token, 'Sia Wu');
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  const { goods_id: goodsId } = await one<{ goods_id: number }>(
    `select s.goods_id from goods_sku s join goods g on g.id = s.goods_id where g.status = 'on_sale' and s.stock > 0 order by s.goods_id limit 1`,
  );

  // A bottom sheet (the SKU picker), and one opened from another (the delivery popup's country picker).
  await page.goto(`/pages/goods/goodsdetail?goodsId=${goodsId}`);
  await expectPage(page, 'goods/goodsdetail');
  await expectFocusHeld(page, '[data-testid="sku-row"]', 'SKU picker');
  await tabTo(page, '[data-testid="delivery-row"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('delivery-popup')).toBeVisible();
  await expectFocusHeld(page, '[data-testid="delivery-popup"] [data-testid="nation-picker"]', 'country picker over the delivery popup');
  await expect(page.getByTestId('delivery-popup'), 'the popup below stays open').toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('delivery-popup')).toBeHidden();
  await expect(page.getByTestId('delivery-row')).toBeFocused();

  // The address form's pickers: a wheel turned by the arrow keys, and the area cascader.
  await page.goto('/pages/user/address/add');
  await expectPage(page, 'user/address/add');
  await expectFocusHeld(page, '[data-testid="nation-picker"]', 'country picker');
  await tabTo(page, '[data-testid="nation-picker"]');
  await page.keyboard.press('Enter');
  await tabTo(page, '.adm-picker-view-column');
  const wheel = page.locator('.adm-picker-view-column:focus');
  await expect(wheel).toHaveAttribute('role', 'spinbutton');
  const first = await wheel.getAttribute('aria-valuetext');
  await page.keyboard.press('ArrowDown');
  await expect(wheel).not.toHaveAttribute('aria-valuetext', first ?? '');
  await page.keyboard.press('Home');
  await expect(wheel).toHaveAttribute('aria-valuetext', first ?? '');
  // The wheel says its new value at once but takes it when its spring comes to rest; on a busy machine a Confirm
  // pressed before that confirms the value it was rolling from.
  await page.waitForTimeout(500);
  // Its Confirm comes just before the wheel.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.adm-picker-header-button:focus')).toHaveText('Confirm');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('nation-picker')).toHaveText(first ?? '');
  await expect(page.getByTestId('nation-picker')).toBeFocused();
  await expectFocusHeld(page, '[data-testid="area-picker"]', 'area cascader');

  // A confirmation dialog (deleting an address): Escape is its Cancel.
  await page.goto('/pages/user/address/list');
  await expectPage(page, 'user/address/list');
  await expectFocusHeld(page, '[data-testid="delete-address"]', 'delete confirmation');
  await expect(page.getByTestId('delete-address')).toHaveCount(1);
});

test('the settings rows are buttons the keyboard reaches and opens', async ({ page }) => {
  await withStorage(page, { m_lang_identifier: 'en' });
  await page.goto('/pages/user/setting');
  await expectPage(page, 'user/setting');
  const language = page.locator('[data-setting="language"]');
  for (let i = 0; i < 10 && !(await language.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(language).toBeFocused();
  await expect(language).toHaveRole('button');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-setting="currency"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, 'user/currency');
});
