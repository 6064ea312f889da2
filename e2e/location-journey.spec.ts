import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { auditPage } from './axe-audit.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';

/*
 * Issue 20's places on a phone: the browser's position (granted) resolves to the nearest seeded district through
 * location/query/reverse and becomes the current place; a refused position says "授权失败" in Chinese; a place is
 * chosen by searching its name (with its distance from the current place) and by drilling nation → province →
 * city → district; both pages pass axe in English, Chinese and Japanese.
 */

// CSP bypassed only so that axe-core can be added to the page.
test.use({ bypassCSP: true });

// A few hundred metres east of the seeded seat of Shanghai's Pudong district; and next to Shinjuku's.
const PUDONG = { latitude: 31.2215, longitude: 121.5475 };
const SHINJUKU = { latitude: 35.6938, longitude: 139.7045 };

async function phone(browser: Browser, lang: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
    ...options,
  });
  const page = await context.newPage();
  const errors = failOnPageErrors(page);
  await withStorage(page, { m_lang_identifier: lang });
  return { page, errors, close: () => context.close() };
}

const storedPlace = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('m_current_place') ?? 'null') as { name: string; areaId: number; lat: number; lng: number; source: string } | null);

test('a granted position resolves to the nearest district, and a searched place becomes the current one', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, errors, close } = await phone(browser, 'en', { permissions: ['geolocation'], geolocation: PUDONG });

  await page.goto('/pages/location/index');
  await expectPage(page, 'location/index');
  await expect(page.getByTestId('located-place')).toHaveText('Shanghai, Pudong');
  // The first position becomes the current place, at the position itself.
  await expect(page.getByTestId('current-place')).toHaveText('Shanghai, Pudong');
  expect(await storedPlace(page)).toMatchObject({ name: 'Pudong', source: 'located', lat: PUDONG.latitude, lng: PUDONG.longitude });
  await expect(page.getByTestId('location-use-position')).toBeDisabled();
  expect(await auditPage(page)).toEqual([]);

  // Search by the Japanese name; the result is named in English with its distance from Pudong (about 1,770 km).
  await page.getByTestId('location-search-entry').click();
  await expectPage(page, 'location/search');
  await page.getByTestId('location-search-input').fill('渋谷');
  const result = page.getByTestId('location-result').first();
  await expect(result).toContainText('Shibuya');
  await expect(result).toContainText('Tokyo, Shibuya');
  await expect(result.getByTestId('location-result-distance')).toHaveText(/^1[78]\d\dkm$/);
  expect(await auditPage(page)).toEqual([]);
  // Nothing matches: an empty state, not an empty page.
  await page.getByTestId('location-search-input').fill('zzqx');
  await expect(page.getByText('No places match')).toBeVisible();
  await page.getByTestId('location-search-input').fill('shibu');
  await expect(page.getByTestId('location-result').first()).toContainText('Shibuya');
  await page.getByTestId('location-result').first().click();

  // Back on location/index with Shibuya as the current place; the position is still offered.
  await expectPage(page, 'location/index');
  await expect(page.getByTestId('current-place')).toHaveText('Tokyo, Shibuya');
  expect(await storedPlace(page)).toMatchObject({ name: 'Shibuya', source: 'chosen' });
  await expect(page.getByTestId('location-use-position')).toBeEnabled();
  await page.getByTestId('location-use-position').click();
  await expect(page.getByTestId('current-place')).toHaveText('Shanghai, Pudong');
  expect(errors).toEqual([]);
  await close();
});

test('a refused position says 授权失败 in Chinese, and a place is chosen by drilling down the gazetteer', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, errors, close } = await phone(browser, 'zh', { permissions: [] });

  await page.goto('/pages/location/index');
  await expectPage(page, 'location/index');
  await expect(page.getByTestId('location-failed')).toHaveText('授权失败');
  await expect(page.getByTestId('location-failed')).toHaveAttribute('data-reason', 'denied');
  await expect(page.getByTestId('current-place')).toHaveText('尚未选择位置');
  // The picker opens on China for Chinese: Shanghai → Shanghai → Huangpu.
  await expect(page.getByTestId('location-area').first()).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  await page.locator('[data-testid="location-area"][data-area-code="310000"]').click();
  await page.locator('[data-testid="location-area"][data-area-code="310100"]').click();
  await page.locator('[data-testid="location-area"][data-area-code="310101"]').click();
  await expect(page.getByTestId('current-place')).toHaveText('上海市 黄浦区');
  expect(await storedPlace(page)).toMatchObject({ name: '黄浦区', source: 'chosen' });
  // A level with children can be chosen whole; going up returns to the list above.
  await page.getByTestId('location-area-up').click();
  await expect(page.locator('[data-testid="location-area"][data-area-code="310100"]')).toBeVisible();

  // Searching in Chinese, nearest to Huangpu first, with distances.
  await page.getByTestId('location-search-entry').click();
  await page.getByTestId('location-search-input').fill('浦东');
  const result = page.getByTestId('location-result').first();
  await expect(result).toContainText('浦东新区');
  await expect(result.getByTestId('location-result-distance')).toHaveText(/^\d(\.\d)?km$|^\d+m$/);
  expect(await auditPage(page)).toEqual([]);
  await result.click();
  await expect(page.getByTestId('current-place')).toHaveText('上海市 浦东新区');

  // Nearby shops measure from the chosen place (not the refused position), and their place chip opens location/index.
  await page.goto('/pages/shop/nearshop');
  await expect(page.getByTestId('near-origin')).toHaveAttribute('data-source', 'chosen');
  await expect(page.getByTestId('near-origin')).toContainText('上海市 浦东新区');
  await expect(page.getByTestId('shop-distance').first()).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  await page.getByTestId('near-choose-place').click();
  await expectPage(page, 'location/index');
  expect(errors).toEqual([]);
  await close();
});

test('the location pages pass axe in Japanese with a granted position', async ({ browser }) => {
  test.setTimeout(60_000);
  const { page, errors, close } = await phone(browser, 'ja', { permissions: ['geolocation'], geolocation: SHINJUKU });
  await page.goto('/pages/location/index');
  await expect(page.getByTestId('located-place')).toHaveText('東京都 新宿区');
  await expect(page.getByTestId('location-area').first()).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  await page.goto('/pages/location/search');
  await expect(page.getByText('市区町村名を日本語・中国語・英語で入力してください')).toBeVisible();
  await page.getByTestId('location-search-input').fill('ちよだ');
  await expect(page.getByText('該当する地域がありません')).toBeVisible();
  expect(await auditPage(page)).toEqual([]);
  await page.getByTestId('location-search-input').fill('千代田');
  await expect(page.getByTestId('location-result').first()).toContainText('千代田区');
  expect(await auditPage(page)).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});
