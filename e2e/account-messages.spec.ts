import { expect, test } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';

test.afterAll(closeOutbox);

test('the welcome message is counted on the tab, read from the list, and the count goes away', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('inbox'), 'Inbox1234', 'Eve');
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await page.goto('/');
  await expectPage(page, 'index/index');
  const tabBadge = page.locator('.mall-tab-bar [data-tab="message"] .adm-badge-content');
  await expect(tabBadge).toHaveText('1');

  await page.locator('.mall-tab-bar [data-tab="message"]').click();
  await expectPage(page, 'index/message');
  const system = page.locator('[data-kind="system"]');
  await expect(system).toContainText('Welcome to the mall');
  await expect(system.locator('.adm-badge-content')).toHaveText('1');
  await expect(page.locator('[data-kind="order"]')).toContainText('Nothing here yet');

  await system.click();
  await expectPage(page, 'user/messagelist');
  await expect(page).toHaveURL('/pages/user/messagelist?kind=system');
  const card = page.locator('[data-message-id]').first();
  await expect(card).toHaveAttribute('data-read', 'false');
  await card.click();
  await expectPage(page, 'user/messagedetail');
  await expect(page.getByTestId('message-detail')).toContainText('Welcome to the mall');
  await page.locator('.adm-nav-bar-back').click();
  await expectPage(page, 'user/messagelist');
  await expect(card).toHaveAttribute('data-read', 'true');
  await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();

  await page.locator('.adm-nav-bar-back').click();
  await expectPage(page, 'index/message');
  await expect(system.locator('.adm-badge-content')).toHaveCount(0);
  await expect(tabBadge).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the messages tab of a visitor says what logging in brings', async ({ page }) => {
  await page.goto('/pages/index/message');
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expect(page.getByText('Log in to chat with shops and see your notices.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in / Register' }).click();
  await expect(page).toHaveURL('/pages/login/login?redirect=%2Fpages%2Findex%2Fmessage');
});
