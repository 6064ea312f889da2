import { expect, test } from '@playwright/test';
import { expectPage, withoutInlineConfig, withStorage } from './helpers.ts';

test('Chinese follows m_lang_identifier, antd-mobile included', async ({ page }) => {
  await withStorage(page, { m_lang_identifier: 'zh' });
  await page.goto('/');
  await expectPage(page, 'index/index');
  await expect(page.locator('.mall-tab-bar .adm-tab-bar-item')).toHaveText(['首页', '分类', '购物车', '消息', '我的']);
  await expect(page.locator('.mall-home-topnav [aria-current="page"]')).toHaveText('推荐');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // antd-mobile's own texts come from its zh-CN locale (the pull code arrives with the first touch).
  await page.getByTestId('home-deals').locator('.mall-home-card-title').click();
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveText('下拉刷新');

  await page.locator('.mall-tab-bar [data-tab="cart"]').click();
  await expect(page.getByText('登录后查看购物车')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录 / 注册' })).toBeVisible();
});

test('Japanese follows m_lang_identifier, antd-mobile included', async ({ page }) => {
  await withStorage(page, { m_lang_identifier: 'ja' });
  await page.goto('/pages/index/user');
  await expectPage(page, 'index/user');
  await expect(page.locator('.mall-tab-bar .adm-tab-bar-item')).toHaveText(['ホーム', 'カテゴリ', 'カート', 'メッセージ', 'マイページ']);
  await expect(page.getByRole('button', { name: 'ログイン / 新規登録' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByTestId('account-header').locator('h2').click();
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveText('下にスクロールして更新');
});

test('without a stored choice the mall default applies (English here), antd-mobile included', async ({ page }) => {
  await page.goto('/pages/nowhere');
  await expectPage(page, 'not-found');
  await expect(page.getByText('Page not found').first()).toBeVisible();
  await page.goto('/pages/category/index');
  await page.getByTestId('category-main').locator('h2').first().click();
  await expect(page.locator('.adm-pull-to-refresh-head')).toHaveText('Scroll down to refresh');
});

test('an identifier that is no spec language falls back to the mall default', async ({ page }) => {
  await withStorage(page, { m_lang_identifier: 'xx' });
  await page.goto('/');
  await expectPage(page, 'index/index');
  await expect(page.locator('.mall-tab-bar [data-tab="home"]')).toHaveText('Home');
});

test.describe('in a browser set to Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the mall default, not the browser, decides; the config is asked again in that language', async ({ page }) => {
    await withoutInlineConfig(page);
    const langs: string[] = [];
    await page.route('**/decorate/query/config', async (route) => {
      langs.push(route.request().headers()['t-lang'] ?? '');
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      body.data.defaultLanguage = 'zh';
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    await expectPage(page, 'index/index');
    await expect(page.locator('.mall-tab-bar [data-tab="home"]')).toHaveText('首页');
    expect(langs).toEqual(['ja', 'zh']);
  });
});

test('a visitor switches languages in settings, back to one used before too, and chooses a currency', async ({ page }) => {
  await page.goto('/pages/index/user');
  await expectPage(page, 'index/user');
  const tabHome = page.locator('.mall-tab-bar [data-tab="home"]');
  await expect(tabHome).toHaveText('Home');
  // Settings are open to visitors (the gear, no login), without a logout.
  await page.getByRole('button', { name: 'Settings' }).first().click();
  await expectPage(page, 'user/setting');
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  const choose = async (lang: string, title: string, htmlLang: string) => {
    await page.locator('[data-setting="language"]').click();
    await page.locator(`[data-language="${lang}"]`).click();
    await expect(page.locator('.mall-nav-bar h1')).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    expect(await page.evaluate(() => localStorage.getItem('m_lang_identifier'))).toBe(lang);
  };
  // en → ja → en → zh → en → zh: each language comes back, whether or not it was loaded before in this visit.
  await choose('ja', '設定', 'ja');
  await choose('en', 'Settings', 'en');
  await choose('zh', '设置', 'zh-CN');
  await choose('en', 'Settings', 'en');
  await choose('zh', '设置', 'zh-CN');
  await page.locator('[data-setting="currency"]').click();
  await expectPage(page, 'user/currency');
  await page.locator('[data-currency="USD"]').click();
  await expect(page.locator('[data-currency="USD"] .adm-check-list-item-extra svg')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('m_currency_identifier'), localStorage.getItem('m_currency_sysmbol')])).toEqual(['USD', '$']);
  // Kept in the browser: a reload keeps both.
  await page.reload();
  await expect(page.locator('[data-currency="USD"] .adm-check-list-item-extra svg')).toBeVisible();
  await expect(page.locator('.mall-nav-bar h1')).toHaveText('货币');
});
