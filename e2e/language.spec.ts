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
