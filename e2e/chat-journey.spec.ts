import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, loginDemoMerchant, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { journeyOperator } from './operator-helpers.ts';
import { call, closeDb, one } from './order-helpers.ts';

/*
 * Issue 19's journey: a fresh shopper asks the Sakura Home shop about a goods (its card, then a text); the merchant,
 * on another phone, sees the conversation unread in the console and answers; the answer arrives live on the
 * shopper's chat page and on the message tab with a badge; reading it clears the badge in a second tab at once.
 */

// axe-core is injected as a script, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** The demo merchant no other journey uses. */
const MERCHANT_EMAIL = 'info@sakura-living.example.com';
const LANGS = ['en', 'zh', 'ja'] as const;

async function as(page: Page, user: ApiUser, lang = 'en'): Promise<void> {
  await withStorage(page, { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId) });
}

async function expectClean(page: Page, where: string): Promise<void> {
  const findings = await auditPage(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
}

/** The number on the tab bar's message badge (notices and chats), 0 without one. */
async function messageBadge(page: Page): Promise<number> {
  const badge = page.locator('[data-tab="message"] .adm-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.innerText()).trim() || 0);
}

/** Another phone: a browser context of its own. */
async function otherPhone(browser: Browser, user: ApiUser): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, bypassCSP: true });
  const page = await context.newPage();
  await as(page, user);
  return page;
}

test('a shopper asks a shop about a goods, the merchant answers live, and reading clears the badge in every tab', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const errors = failOnPageErrors(page);
  const name = `Chatty ${Date.now().toString(36)}`;
  const shopper = await registerEmailUser(request, freshEmail('chat'), 'Chat12345', name);
  const merchant = await loginDemoMerchant(request, MERCHANT_EMAIL);
  const { id: shopId } = await one<{ id: number }>(`select id from shop where code = 'sakura-home'`);
  const { id: goodsId } = await one<{ id: number }>(`select id from goods where shop_id = $1 and status = 'on_sale' order by id limit 1`, [shopId]);
  await as(page, shopper);

  // The goods page's chat button opens the chat with the shop, offering the goods' card.
  await page.goto(`/pages/goods/goodsdetail?goodsId=${goodsId}`);
  await page.getByTestId('goods-chat').click();
  await expectPage(page, 'chat/chat');
  await expect(page).toHaveURL(new RegExp(`shopId=${shopId}&goodsId=${goodsId}`));
  await expect(page.getByTestId('chat-offer-goods')).toBeVisible();
  await page.getByTestId('chat-send-goods').click();
  const thread = page.getByTestId('chat-messages');
  await expect(thread.getByTestId('chat-message').filter({ has: page.getByTestId('chat-goods-card') })).toHaveCount(1);
  await expect(page.getByTestId('chat-offer-goods')).toHaveCount(0);
  // A text, sent with Enter.
  await page.getByTestId('chat-input').fill('Is this one in stock?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Is this one in stock?' })).toHaveAttribute('data-side', 'shopper');
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);

  // A send that never reached the server shows "not sent"; the retry (the same client message id) sends it once.
  await page.route('**/api/jhyl/osm/v1/chat/reply', (route) => route.abort(), { times: 1 });
  await page.getByTestId('chat-input').fill('Which colours are there?');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-pending')).toHaveAttribute('data-status', 'failed');
  await page.getByTestId('chat-retry').click();
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Which colours are there?' })).toHaveCount(1);
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  // One whose answer was lost (stored and pushed): shown once, as the pushed message, with nothing left to retry.
  await page.route(
    '**/api/jhyl/osm/v1/chat/reply',
    async (route) => {
      await route.fetch();
      await route.abort();
    },
    { times: 1 },
  );
  await page.getByTestId('chat-input').fill('And the delivery time?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'And the delivery time?' })).toHaveCount(1);
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  const { conversation_id: conversationId } = await one<{ conversation_id: number }>(
    `select conversation_id from chat_message where sender_id = $1 and type = 'text' order by id desc limit 1`,
    [shopper.userId],
  );
  expect(await one(`select count(*)::int as n from chat_message where conversation_id = $1`, [conversationId])).toEqual({ n: 4 });

  // The chat page is accessible in the three languages.
  for (const lang of LANGS) {
    await withStorage(page, { m_lang_identifier: lang });
    await page.goto(`/pages/chat/chat?conversationId=${conversationId}`);
    await expect(page.getByTestId('chat-message')).toHaveCount(4);
    await expectClean(page, `chat page (${lang})`);
  }
  await withStorage(page, { m_lang_identifier: 'en' });

  // Mute is in the conversation's menu (a dialog, audited too); muted, then unmuted again.
  await page.goto(`/pages/chat/chat?conversationId=${conversationId}`);
  await page.getByTestId('chat-menu').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectClean(page, 'chat menu');
  await page.getByTestId('chat-mute').click();
  await expect.poll(async () => (await one<{ muted: boolean }>(`select shopper_muted as muted from chat_conversation where id = $1`, [conversationId])).muted).toBe(true);
  await page.getByTestId('chat-menu').click();
  await expect(page.getByTestId('chat-mute')).toHaveText('Unmute notifications');
  await page.getByTestId('chat-mute').click();
  await expect.poll(async () => (await one<{ muted: boolean }>(`select shopper_muted as muted from chat_conversation where id = $1`, [conversationId])).muted).toBe(false);

  // The shopper goes to the message tab, in two tabs.
  await page.goto('/pages/index/message');
  const row = page.locator(`[data-testid="chat-conversation"][data-conversation-id="${conversationId}"]`);
  await expect(row).toHaveAttribute('data-unread', '0');
  const second = await page.context().newPage();
  const secondErrors = failOnPageErrors(second);
  await second.goto('/pages/index/message');
  const secondRow = second.locator(`[data-testid="chat-conversation"][data-conversation-id="${conversationId}"]`);
  await expect(secondRow).toHaveAttribute('data-unread', '0');
  // What the badge counts besides chats (the welcome notice), and the badge showing just that.
  const { total: notices } = await call<{ total: number }>(request, 'user/message/unread/total/query', {}, { 'T-token': shopper.token, 'T-deviceId': 'e2e-chat' });
  await expect.poll(() => messageBadge(second)).toBe(notices);

  // The merchant sees the conversation unread in the console, and answers.
  const console = await otherPhone(browser, merchant);
  const consoleErrors = failOnPageErrors(console);
  // The console's home shows unread chats on its chat entry, which opens the shop's conversations.
  await console.goto('/merchant/index');
  await expect(console.locator('[data-shortcut="chat"] .adm-badge')).toBeVisible();
  await console.locator('[data-shortcut="chat"]').click();
  await expectPage(console, 'merchant/chat');
  const merchantRow = console.locator(`[data-testid="chat-conversation"][data-conversation-id="${conversationId}"]`);
  await expect(merchantRow).toHaveAttribute('data-unread', '4');
  await expect(merchantRow).toContainText(name);
  await expect(merchantRow).toContainText('And the delivery time?');
  await expectClean(console, 'merchant chat list');
  await merchantRow.click();
  await expect(console.getByTestId('merchant-chat-conversation')).toBeVisible();
  await expect(console.getByTestId('chat-message').filter({ hasText: 'Is this one in stock?' })).toHaveAttribute('data-side', 'shopper');
  await expect(console.getByTestId('chat-message').filter({ has: console.getByTestId('chat-goods-card') })).toHaveCount(1);
  await expectClean(console, 'merchant chat conversation');
  await console.getByTestId('chat-input').fill('Yes, it ships tomorrow.');
  await console.getByTestId('chat-send').click();
  await expect(console.getByTestId('chat-message').filter({ hasText: 'Yes, it ships tomorrow.' })).toHaveAttribute('data-side', 'shop');

  // The answer reaches both of the shopper's tabs live: the row's preview and unread badge, and the tab bar's badge.
  await expect(row).toHaveAttribute('data-unread', '1', { timeout: 5_000 });
  await expect(row).toContainText('Yes, it ships tomorrow.');
  await expect(secondRow).toHaveAttribute('data-unread', '1', { timeout: 5_000 });
  await expect.poll(() => messageBadge(second), { timeout: 5_000 }).toBe(notices + 1);

  // The message tab is accessible in the three languages (with the chat in its list).
  for (const lang of LANGS) {
    await withStorage(page, { m_lang_identifier: lang });
    await page.goto('/pages/index/message');
    await expect(row).toBeVisible();
    await expectClean(page, `message tab (${lang})`);
  }
  await withStorage(page, { m_lang_identifier: 'en' });
  await page.goto('/pages/index/message');

  // Reading it in the first tab clears the badge in the second within a second or two.
  await row.click();
  await expectPage(page, 'chat/chat');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Yes, it ships tomorrow.' })).toHaveAttribute('data-side', 'shop');
  await expect(secondRow).toHaveAttribute('data-unread', '0', { timeout: 2_000 });
  await expect.poll(() => messageBadge(second), { timeout: 2_000 }).toBe(notices);

  // A second answer appears live on the open chat page, once.
  await console.getByTestId('chat-input').fill('Anything else?');
  await console.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Anything else?' })).toHaveCount(1, { timeout: 5_000 });
  await expect(page.getByTestId('chat-message')).toHaveCount(6);
  // Seen on the open page, so read: the other tab stays clear.
  await expect(secondRow).toHaveAttribute('data-unread', '0', { timeout: 3_000 });

  expect(errors).toEqual([]);
  expect(secondErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await console.context().close();
});

test('a shopper writes to the platform from the me tab, and an operator answers live from the platform console', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const errors = failOnPageErrors(page);
  const name = `Plato ${Date.now().toString(36)}`;
  const email = freshEmail('chatp');
  const shopper = await registerEmailUser(request, email, 'Chat12345', name);
  await as(page, shopper);
  await page.goto('/pages/index/user');
  await page.getByTestId('contact-platform-entry').click();
  await expectPage(page, 'chat/chat');
  await page.getByTestId('chat-input').fill('Where is my refund?');
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Where is my refund?' })).toHaveAttribute('data-side', 'shopper');

  // The operator, in the console (a session of its own), answers.
  const login = await request.post(`${API}/auth/applogin/email`, {
    data: journeyOperator('chat'),
    headers: { 'T-appType': 'console', 'T-deviceType': 'console', 'T-deviceId': randomBytes(16).toString('hex'), 'T-lang': 'en' },
  });
  const operator = ((await login.json()) as { data: ApiUser }).data;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.addInitScript((s) => localStorage.setItem('m_console_session', s), JSON.stringify({ token: operator.token, name: operator.nickName, userId: operator.userId }));
  const desk = await context.newPage();
  const deskErrors = failOnPageErrors(desk);
  await desk.goto('/platform/chat');
  const row = desk.getByTestId('platform-chat-conversation').filter({ hasText: name });
  await expect(row).toHaveAttribute('data-unread', '1');
  await row.click();
  const thread = desk.getByTestId('platform-chat-thread');
  await expect(thread).toContainText('Where is my refund?');
  await expect(row).toHaveAttribute('data-unread', '0');
  for (const lang of LANGS) {
    await desk.evaluate((l) => localStorage.setItem('m_console_lang', l), lang);
    await desk.reload();
    await expect(thread).toContainText('Where is my refund?');
    await expectClean(desk, `platform console chat (${lang})`);
  }
  await desk.evaluate(() => localStorage.setItem('m_console_lang', 'en'));
  await desk.reload();
  await desk.getByRole('textbox', { name: 'Reply' }).fill('It was paid back yesterday.');
  await desk.getByRole('textbox', { name: 'Reply' }).press('Enter');
  await expect(thread.locator('[data-side="platform"]').filter({ hasText: 'It was paid back yesterday.' })).toHaveCount(1);

  // Live on the shopper's open chat, once; and a shopper's follow-up reaches the open console live.
  await expect(page.getByTestId('chat-message').filter({ hasText: 'It was paid back yesterday.' })).toHaveAttribute('data-side', 'platform', { timeout: 5_000 });
  await page.getByTestId('chat-input').fill('Thank you!');
  await page.getByTestId('chat-input').press('Enter');
  await expect(thread.locator('[data-side="shopper"]').filter({ hasText: 'Thank you!' })).toHaveCount(1, { timeout: 5_000 });

  // A login on another phone replaces the session: the socket is closed with 1008, and the page handles it as a call
  // answered 1008 would be (the session cleared, home).
  await call(request, 'auth/applogin/email', { email, password: 'Chat12345' }, { 'T-deviceId': `e2e-chat-other-${Date.now()}` });
  await expectPage(page, 'index/index');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('m_token'))).toBeNull();

  expect(errors).toEqual([]);
  expect(deskErrors).toEqual([]);
  await context.close();
});
