import { expect, test } from '@playwright/test';
import { expectPage, failOnPageErrors, stubCall, withoutInlineConfig, withStorage } from './helpers.ts';

test('a garbage token in storage does not break the app', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await withStorage(page, { m_token: 'garbage-token', m_userInfo: '{not json', m_userId: '7' });
  for (const [path, name] of [
    ['/', 'index/index'],
    ['/pages/index/user', 'index/user'],
    ['/pages/index/message', 'index/message'],
  ] as const) {
    await page.goto(path);
    await expectPage(page, name);
  }
  expect(errors).toEqual([]);
});

test('every call carries the T-* headers, and the device id stays the same across visits', async ({ page }) => {
  await withStorage(page, { m_lang_identifier: 'ja', m_token: 'tok-123' });
  const seen: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/decorate/query/config')) seen.push(request.headers());
  });
  await page.goto('/');
  await expectPage(page, 'index/index');
  await page.reload();
  await expectPage(page, 'index/index');
  expect(seen.length).toBeGreaterThanOrEqual(2);
  const [first, second] = seen;
  expect(first?.['t-token']).toBe('tok-123');
  expect(first?.['t-lang']).toBe('ja');
  expect(first?.['t-versioncode']).toBe('118');
  expect(first?.['t-apptype']).toBe('h5');
  expect(first?.['t-devicetype']).toBe('h5');
  expect(first?.['t-devicemodel']).toBeTruthy();
  expect(first?.['t-devicesystem']).toBeTruthy();
  expect(first?.['t-deviceid']).toMatch(/^[0-9a-f]{32}$/);
  expect(second?.['t-deviceid']).toBe(first?.['t-deviceid']);
});

test('a 1002 answer clears the session and opens login, coming back to the page afterwards', async ({ page }) => {
  await withStorage(page, { m_token: 'expired-token', m_userId: '7', m_userInfo: '{"userId":7}', m_lang_identifier: 'zh' });
  // The launch's version check is the first call after the config; the server says the token is no good.
  await stubCall(page, 'app/query/newest/version', { success: false, code: 1002, message: 'Not logged in', data: null });
  await page.goto('/pages/index/cart');
  await expect(page).toHaveURL('/pages/login/login?redirect=%2Fpages%2Findex%2Fcart');
  await expect(page.locator('.adm-toast-main')).toHaveText('未登录');
  const stored = await page.evaluate(() => [localStorage.getItem('m_token'), localStorage.getItem('m_userId'), localStorage.getItem('m_userInfo'), localStorage.getItem('m_lang_identifier')]);
  expect(stored).toEqual([null, null, null, 'zh']);
});

test('a 1008 answer clears the session and goes home', async ({ page }) => {
  await withStorage(page, { m_token: 'replaced-token' });
  await stubCall(page, 'app/query/newest/version', { success: false, code: 1008, message: 'elsewhere', data: null });
  // The toast closes after two seconds, which a slow run can spend loading the home page: every toast shown is
  // recorded as it appears, so the test does not race it.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { shownToasts: string[] }).shownToasts = []);
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('.adm-toast-main'))) if (!seen.includes(el.textContent ?? '')) seen.push(el.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/pages/index/user');
  await expect(page).toHaveURL('/');
  await expectPage(page, 'index/index');
  await expect.poll(() => page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts)).toContain('You need to log in again');
  expect(await page.evaluate(() => localStorage.getItem('m_token'))).toBeNull();
});

test('a newer optional version asks before updating', async ({ page }) => {
  await stubCall(page, 'app/query/newest/version', {
    success: true,
    code: 1000,
    message: 'Success',
    data: { versionCode: 200, versionName: '2.0.0', forceUpdate: false, downUrl: '', described: 'Faster checkout', needUpdate: true, iosUrl: '', ckVersion: '' },
  });
  await page.goto('/');
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('A new version is available');
  await expect(dialog).toContainText('Faster checkout');
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
  await expectPage(page, 'index/index');
});

test('a failing config shows an error block that reloads the page', async ({ page }) => {
  await withoutInlineConfig(page);
  let calls = 0;
  await page.route('**/decorate/query/config', (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, code: 1500, message: 'x', data: null }) }) : route.fallback();
  });
  await page.goto('/');
  await expect(page.locator('[data-page="boot-error"]')).toBeVisible();
  await expect(page.getByText("The mall couldn't load")).toBeVisible();
  await page.locator('.mall-load-error').click();
  await expectPage(page, 'index/index');
});

test('a first visit boots from the config written into the page, without asking for it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/decorate/query/config')) asked.push(request.url());
  });
  await page.goto('/');
  await expectPage(page, 'index/index');
  await expect(page.locator('.mall-tab-bar [data-tab="home"]')).toHaveText('Home');
  await expect(page.locator('html')).toHaveClass(/theme-sapphireblue/);
  expect(asked).toEqual([]);
});
