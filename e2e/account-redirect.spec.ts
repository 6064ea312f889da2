import { expect, test } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, registerEmailUser } from './account-helpers.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';

test.afterAll(closeOutbox);

test('a page that needs a login sends the shopper to log in, and back to it afterwards', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const email = freshEmail('redirect');
  await registerEmailUser(request, email, 'Return1234', 'Cleo');

  await page.goto('/pages/user/address/list');
  await expect(page).toHaveURL('/pages/login/login?redirect=%2Fpages%2Fuser%2Faddress%2Flist');
  await expectPage(page, 'login/login');
  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('Return1234');
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectToast(page, 'Logged in');
  await expect(page).toHaveURL('/pages/user/address/list');
  await expectPage(page, 'user/address/list');
  await expect(page.getByText('No addresses yet')).toBeVisible();
  // The login flow left no page behind it: back leads where the shopper was before (here: nowhere, so home).
  await page.locator('.adm-nav-bar-back').click();
  await expect(page).toHaveURL('/');
  expect(errors).toEqual([]);
});

test('every user page needs a login but the language and currency settings', async ({ page }) => {
  for (const path of ['/pages/user/edituser', '/pages/user/address/add?id=3', '/pages/user/messagelist', '/pages/user/messagedetail?id=1']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/pages/login/login?redirect=${encodeURIComponent(path)}`);
    await expectPage(page, 'login/login');
  }
  for (const [path, name] of [
    ['/pages/user/setting', 'user/setting'],
    ['/pages/user/currency', 'user/currency'],
  ] as const) {
    await page.goto(path);
    await expectPage(page, name);
    await expect(page).toHaveURL(path);
  }
});

test('an expired login on the me tab only turns it back to its logged-out state', async ({ page }) => {
  await withStorage(page, { m_token: 'expired-token', m_userId: '5', m_userInfo: '{"userId":5,"nickName":"Old"}' });
  await page.goto('/pages/index/user');
  await expectPage(page, 'index/user');
  await expect(page.getByRole('button', { name: 'Log in / Register' })).toBeVisible();
  await expect(page).toHaveURL('/pages/index/user');
  expect(await page.evaluate(() => localStorage.getItem('m_token'))).toBeNull();
});

test('logging out ends the session on the server as well', async ({ page, request }) => {
  const user = await registerEmailUser(request, freshEmail('logout'), 'Logout1234', 'Dana');
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await page.goto('/pages/user/setting');
  await expectPage(page, 'user/setting');
  await expect(page.getByTestId('app-version')).toHaveText('1.1.18 (118)');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, 'Logged out');
  const after = await request.post(`${API}/user/info/query`, { data: {}, headers: { 'T-token': user.token } });
  expect(((await after.json()) as { code: number }).code).toBe(1002);
});
