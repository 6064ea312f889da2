import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';

test.afterAll(closeOutbox);
test.setTimeout(120_000);

/** The prices of the goods cards on screen, in minor units (display currency is the base one in the demo). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('goods-card').locator('.mall-price-amount').allTextContents();
  return texts.map((t) => Math.round(Number(t.replace(/,/g, '')) * 100));
}

test('a visitor browses categories, a goods, its reviews and search, then favours and follows after logging in', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const email = freshEmail('browse');
  await registerEmailUser(request, email, 'Browse1234', 'Bea');

  // Home: a real first screen.
  await page.goto('/');
  await expectPage(page, 'index/index');
  await expect(page.getByTestId('banner-swiper')).toBeVisible();
  await expect(page.getByTestId('home-deals')).toBeVisible();

  // Search in Chinese, then in English, sorted by price; then shops.
  await page.getByTestId('search-entry').click();
  await expectPage(page, 'goods/goodssearch');
  const box = page.getByTestId('search-box').locator('input');
  await box.fill('耳机');
  await box.press('Enter');
  await expectPage(page, 'goods/goodssearchresult');
  await expect(page).toHaveURL(/keyword=%E8%80%B3%E6%9C%BA/);
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('goods-card').first()).toContainText(/head|ear|phone|bud/i);
  const resultBox = page.getByTestId('search-box').locator('input');
  await resultBox.fill('headphones');
  await resultBox.press('Enter');
  await expect(page).toHaveURL(/keyword=headphones/);
  await expect(page.getByTestId('goods-card').first()).toContainText(/headphone/i);
  await page.getByTestId('search-sort-bar').getByRole('tab', { name: 'Price' }).click();
  await expect(page.getByTestId('search-sort-bar').getByRole('tab', { name: 'Price: low to high' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
  }).toBe(true);
  await resultBox.fill('tea');
  await resultBox.press('Enter');
  await page.getByRole('tab', { name: 'Shops' }).click();
  await expect(page.getByTestId('search-shop').first()).toBeVisible();
  await expect(page.getByTestId('search-shop').first()).toContainText(/tea/i);
  await page.goto('/');
  await expectPage(page, 'index/index');

  // Three category levels: a top category on the left, a family on the right, one of its leaves.
  await page.locator('.mall-tab-bar [data-tab="category"]').click();
  await expectPage(page, 'category/index');
  const second = page.locator('.adm-side-bar-item').nth(1);
  const topName = (await second.textContent())!.trim();
  await second.click();
  await expect(page.getByTestId('category-main')).toHaveAttribute('aria-label', topName);
  const leaf = page.getByTestId('category-main').getByTestId('category-leaf').first();
  const leafName = (await leaf.textContent())!.trim();
  await leaf.click();
  await expectPage(page, 'category/lastlevellist');
  await expect(page.getByText(leafName).first()).toBeVisible();
  await expect(page.getByTestId('goods-card').first()).toBeVisible();

  // Sort by price, low to high.
  await page.getByTestId('category-sort-bar').getByRole('tab').nth(1).click();
  await expect(page.getByTestId('category-sort-bar').getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(async () => {
    const prices = await cardPrices(page);
    return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
  }).toBe(true);

  // Filter by one attribute value: the button counts it and the list shrinks to at most what the popup said.
  await page.getByTestId('filter-button').click();
  const popup = page.getByTestId('filter-popup');
  await popup.locator('.mall-filter-value:not([disabled])').first().click();
  const show = popup.getByRole('button').last();
  await expect(show).toHaveText(/\d/);
  const expected = Number(/(\d+)/.exec((await show.textContent())!)![1]);
  await show.click();
  await expect(page.getByTestId('filter-button')).toHaveClass(/is-active/);
  await expect.poll(async () => page.getByTestId('goods-card').count()).toBeLessThanOrEqual(Math.min(expected, 20));

  // A goods: pick a SKU, read the reviews.
  const card = page.getByTestId('goods-card').first();
  const goodsId = await card.getAttribute('data-goods-id');
  await card.click();
  await expectPage(page, 'goods/goodsdetail');
  await expect(page).toHaveURL(new RegExp(`goodsId=${goodsId}`));
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  await page.getByTestId('sku-row').click();
  const picker = page.getByTestId('sku-picker');
  await expect(picker).toBeVisible();
  // The popup (`.mall-sku-picker`) holds the values; the test id marks its head.
  const values = page.locator('.mall-sku-picker [data-testid="sku-value"]');
  await expect(values.first()).toBeVisible();
  const states = await values.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-state')));
  // By position: a value's state changes once pressed, so a locator by state would move to another value.
  const choice = values.nth(states.indexOf('available'));
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sku-stock')).toHaveText(/\d/);
  await page.getByTestId('sku-done').click();
  await expect(picker).toBeHidden();

  await page.getByTestId('review-summary').getByRole('link').first().click();
  await expectPage(page, 'goods/goodsreview');
  await page.getByTestId('review-filter-good').click();
  await expect(page.getByTestId('review-filter-good')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expectPage(page, 'goods/goodsdetail');

  // Favouring asks a visitor to log in, and comes back to the same goods, favoured.
  await page.getByTestId('goods-favor').click();
  await expectPage(page, 'login/login');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Browse1234');
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectPage(page, 'goods/goodsdetail');
  await expect(page).toHaveURL(new RegExp(`goodsId=${goodsId}`));
  const favor = page.getByTestId('goods-favor');
  await expect(favor).toHaveAttribute('aria-pressed', 'true');
  await favor.click();
  await expect(favor).toHaveAttribute('aria-pressed', 'false');
  await favor.click();
  await expect(favor).toHaveAttribute('aria-pressed', 'true');

  // Follow its shop.
  const follow = page.getByTestId('goods-shop').getByTestId('follow-shop');
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  const shopLink = page.getByTestId('goods-shop').locator('a[href*="shopId="]').first();
  const shopId = /shopId=(\d+)/.exec((await shopLink.getAttribute('href'))!)![1];

  // Both show up on the shopper's own pages, and the visit in the history.
  await page.goto('/pages/user/wishlist');
  await expectPage(page, 'user/wishlist');
  await expect(page.locator(`[data-testid="goods-row"][data-goods-id="${goodsId}"]`)).toBeVisible();
  await page.goto('/pages/user/followshop');
  await expectPage(page, 'user/followshop');
  await expect(page.locator(`[data-testid="shop-card"][data-shop-id="${shopId}"]`)).toBeVisible();
  await page.goto('/pages/user/browsegoods');
  await expectPage(page, 'user/browsegoods');
  await expect(page.getByTestId('history-day').first().locator(`[data-goods-id="${goodsId}"]`)).toBeVisible();
  await expect(page.getByTestId('history-day').first().locator('h2')).toHaveText('Today');
  expect(errors).toEqual([]);
});

test('the wishlist removes picked goods in one go, after a confirmation', async ({ page, request }) => {
  const user = await registerEmailUser(request, freshEmail('wish'), 'Wishes1234', 'Wes');
  const headers = { 'T-token': user.token };
  const cards = await (await request.post(`${API}/mall/query/recommend`, { data: { pageSize: 3 } })).json();
  const ids = (cards as { data: { list: { id: number }[] } }).data.list.map((g) => g.id);
  await request.post(`${API}/mall/goods/batchfavor`, { data: { goodsIds: ids, favor: true }, headers });
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });

  await page.goto('/pages/user/wishlist');
  await expectPage(page, 'user/wishlist');
  await expect(page.getByTestId('goods-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Manage' }).click();
  await page.getByTestId('goods-row').nth(0).click();
  await page.getByTestId('goods-row').nth(1).click();
  await page.getByTestId('pick-bar').getByRole('button', { name: 'Remove (2)' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('goods-row')).toHaveCount(1);
});

test('the goods pictures swipe, count, and open full screen on a tap', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.goto('/pages/goods/goodsdetail?goodsId=42');
  await expectPage(page, 'goods/goodsdetail');
  const gallery = page.getByTestId('goods-gallery');
  await expect(gallery.locator('.mall-goods-gallery-count')).toHaveText(/^1 \/ \d+$/);
  await gallery.locator('.mall-goods-gallery-strip').evaluate((strip) => strip.scrollTo({ left: strip.clientWidth, behavior: 'instant' }));
  await expect(gallery.locator('.mall-goods-gallery-count')).toHaveText(/^2 \/ \d+$/);
  await gallery.locator('button').nth(1).click();
  const viewer = page.locator('.mall-picture-viewer-mask');
  await expect(viewer).toBeVisible();
  await expect(page.locator('.adm-image-viewer-indicator')).toHaveText(/^2 \/ \d+$/);
  expect(errors).toEqual([]);
});
