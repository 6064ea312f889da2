import { expect, test } from '@playwright/test';
import { expectPage, failOnPageErrors, fetchConfig } from './helpers.ts';

const TABS = [
  { key: 'home', text: 'Home', path: '/', page: 'index/index' },
  { key: 'category', text: 'Categories', path: '/pages/category/index', page: 'category/index' },
  { key: 'cart', text: 'Cart', path: '/pages/index/cart', page: 'index/cart' },
  { key: 'message', text: 'Messages', path: '/pages/index/message', page: 'index/message' },
  { key: 'user', text: 'Me', path: '/pages/index/user', page: 'index/user' },
];

test('home shows the blue navigation bar with the mall name and the five tabs', async ({ page }) => {
  const errors = failOnPageErrors(page);
  const config = await fetchConfig(page);
  await page.goto('/');
  await expectPage(page, 'index/index');

  const navBar = page.locator('[data-page="index/index"] .mall-nav-bar');
  await expect(navBar).toHaveCSS('background-color', 'rgb(15, 82, 186)');
  await expect(navBar.locator('h1')).toHaveText(config.mallName);
  await expect(navBar.locator('h1')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(navBar.locator('.adm-nav-bar-back')).toHaveCount(0);
  await expect(page).toHaveTitle(config.mallName);

  const tabs = page.locator('.mall-tab-bar .adm-tab-bar-item');
  await expect(tabs).toHaveText(TABS.map((t) => t.text));
  await expect(page.locator('.mall-tab-bar [data-tab="home"]')).toHaveClass(/adm-tab-bar-item-active/);
  const bar = await page.locator('.mall-tab-bar').boundingBox();
  expect(bar?.height).toBeGreaterThanOrEqual(60);
  expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBeCloseTo(844, 0);

  // The real home page: search entry, banners and flash deals on the first screen.
  await expect(page.getByTestId('search-entry')).toBeVisible();
  await expect(page.getByTestId('banner-swiper')).toBeVisible();
  expect(errors).toEqual([]);
});

test('each tab opens its page, and the selected tab follows the route', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.goto('/');
  await expectPage(page, 'index/index');
  for (const tab of [...TABS.slice(1), TABS[0]!]) {
    await page.locator(`.mall-tab-bar [data-tab="${tab.key}"]`).click();
    await expect(page).toHaveURL(tab.path);
    await expectPage(page, tab.page);
    await expect(page.locator(`.mall-tab-bar [data-tab="${tab.key}"]`)).toHaveClass(/adm-tab-bar-item-active/);
    await expect(page.locator('.mall-tab-bar .adm-tab-bar-item-active')).toHaveCount(1);
  }
  // Home also lives at its spec route.
  await page.goto('/pages/index/index');
  await expectPage(page, 'index/index');
  await expect(page.locator('.mall-tab-bar [data-tab="home"]')).toHaveClass(/adm-tab-bar-item-active/);
  expect(errors).toEqual([]);
});

test('the empty pages each offer one way forward', async ({ page }) => {
  // A visitor's cart asks to log in and comes back to the cart.
  await page.goto('/pages/index/cart');
  await expect(page.getByText('Log in to see your cart')).toBeVisible();
  await page.getByRole('button', { name: 'Log in / Register' }).click();
  await expect(page).toHaveURL('/pages/login/login?redirect=%2Fpages%2Findex%2Fcart');

  await page.goto('/pages/index/message');
  await expect(page.getByText('No messages yet')).toBeVisible();

  await page.goto('/pages/index/user');
  await expect(page.getByTestId('account-header')).toContainText('Log in to see your orders');
  await page.getByRole('button', { name: 'Log in / Register' }).click();
  await expect(page).toHaveURL('/pages/login/login?redirect=%2Fpages%2Findex%2Fuser');
});

test('an unknown address shows "not found", whose button goes home', async ({ page }) => {
  await page.goto('/pages/nowhere/at-all?x=1');
  await expectPage(page, 'not-found');
  await expect(page.locator('.mall-tab-bar')).toHaveCount(0);
  await expect(page.locator('[data-page="not-found"] .adm-nav-bar-back')).toBeVisible();
  await page.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expectPage(page, 'index/index');
});

test('the back arrow of a page opened directly leads home', async ({ page }) => {
  await page.goto('/pages/nowhere');
  await expectPage(page, 'not-found');
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL('/');
});

test('the theme comes from the config: theme-sapphireblue by default', async ({ page }) => {
  const config = await fetchConfig(page);
  expect(config.theme).toBe('theme-sapphireblue');
  await page.goto('/pages/index/cart');
  await expectPage(page, 'index/cart');
  await expect(page.locator('html')).toHaveClass(/(^|\s)theme-sapphireblue(\s|$)/);
  await expect(page.locator('html')).not.toHaveClass(/theme-bluewhite/);
  await expect(page.locator('body')).toHaveCSS('font-size', '14px');
  await expect(page.locator('.mall-shell')).toHaveCSS('background-color', 'rgb(245, 246, 248)');
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toHaveCSS('background-color', 'rgb(15, 82, 186)');
});

test('the rem base is the column width / 23.4375', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, 'index/index');
  const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(fontSize).toBeCloseTo(390 / 23.4375, 1);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('the content is a centred column with grey margins', async ({ page }) => {
    await page.goto('/pages/index/cart');
    await expectPage(page, 'index/cart');
    const shell = await page.locator('.mall-shell').boundingBox();
    expect(shell?.width).toBe(750);
    expect(shell?.x).toBe((1280 - 750) / 2);
    const tabBar = await page.locator('.mall-tab-bar').boundingBox();
    expect(tabBar?.width).toBe(750);
    expect(tabBar?.x).toBe((1280 - 750) / 2);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(230, 233, 238)');
    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(fontSize).toBeCloseTo(750 / 23.4375, 1);
  });
});
