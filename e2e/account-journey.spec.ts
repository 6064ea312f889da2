import { expect, test, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, freshMobile, lastOutboxId, makePng, readCode, smsTarget } from './account-helpers.ts';
import { expectPage, failOnPageErrors, fetchConfig } from './helpers.ts';
import { closeDb, one } from './order-helpers.ts';

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** The server allows one code a minute per number. */
const RESEND_MS = 61_000;

async function tickConsent(page: Page): Promise<void> {
  await page.getByTestId('consent').locator('.adm-checkbox-icon').click();
}

/** Logs in on the login page with an SMS code read from the outbox; returns when the code has been typed. */
async function logInByPhone(page: Page, mobile: string, texts: { mobile: string; getCode: string }): Promise<void> {
  await page.goto('/pages/login/login');
  await expectPage(page, 'login/login');
  await page.getByRole('textbox', { name: texts.mobile }).fill(mobile);
  await tickConsent(page);
  const after = await lastOutboxId('sms', smsTarget(mobile));
  await page.getByRole('button', { name: texts.getCode }).click();
  await expectPage(page, 'login/entercode');
  await expect(page).toHaveURL(/\/pages\/login\/entercode\?/);
  const code = await readCode('sms', smsTarget(mobile), after);
  await page.getByTestId('code-input').click();
  // Six digits log in by themselves: no button to press.
  await page.keyboard.type(code);
}

async function logOut(page: Page, texts: { settings: string; logOut: string; loggedOut: string }): Promise<void> {
  await page.locator('.mall-tab-bar [data-tab="user"]').click();
  await page.locator('[data-service="settings"]').click();
  await expectPage(page, 'user/setting');
  await page.getByRole('button', { name: texts.logOut }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: texts.logOut }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, texts.loggedOut);
  expect(await page.evaluate(() => localStorage.getItem('m_token'))).toBeNull();
}

const EN = { mobile: 'Mobile number', getCode: 'Get verification code', settings: 'Settings', logOut: 'Log out', loggedOut: 'Logged out' };
const JA = { mobile: '携帯電話番号', getCode: '認証コードを取得', settings: '設定', logOut: 'ログアウト', loggedOut: 'ログアウトしました' };

/** Picks province, city and district (or fewer, for an area without children) in the area picker. */
async function pickArea(page: Page, names: string[]): Promise<void> {
  await page.getByTestId('area-picker').click();
  for (const name of names) {
    await page.locator('.adm-cascader-view-content:visible .adm-check-list-item', { hasText: new RegExp(`^${name}$`) }).click();
  }
  await page.locator('.adm-cascader-header-button', { hasText: 'Confirm' }).click();
}

async function addAddress(page: Page, a: { receiver: string; mobile: string; areas: string[]; detail: string }): Promise<void> {
  await expectPage(page, 'user/address/add');
  await page.getByRole('textbox', { name: 'Receiver' }).fill(a.receiver);
  await page.getByRole('textbox', { name: 'Mobile' }).fill(a.mobile);
  await expect(page.getByTestId('nation-picker')).toHaveText('China');
  await pickArea(page, a.areas);
  await page.getByRole('textbox', { name: 'Address' }).fill(a.detail);
  await page.getByTestId('save-address').click();
  await expectToast(page, 'Address saved');
  await expectPage(page, 'user/address/list');
}

test('a shopper registers, edits the profile and addresses, switches language and currency, and is logged out by a login elsewhere', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const errors = failOnPageErrors(page);
  const mobile = freshMobile();
  const email = freshEmail('journey');
  const password = 'Journey2025';

  // A new number logs in with an SMS code, and that creates its account.
  const firstCodeAt = Date.now();
  await logInByPhone(page, mobile, EN);
  await expectToast(page, 'Welcome! Your account is ready');
  await expect(page).toHaveURL('/pages/index/user');
  await expect(page.getByTestId('account-header')).toContainText(`+86 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  expect(await page.evaluate(() => [localStorage.getItem('m_mobile'), JSON.parse(localStorage.getItem('m_userInfo') ?? '{}').mobile])).toEqual([mobile, mobile]);
  await logOut(page, EN);

  // Registering by email: the code comes from the outbox, the password rules tick off as they are met.
  await page.goto('/pages/login/register');
  await expectPage(page, 'login/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Email' }).blur();
  const emailAfter = await lastOutboxId('email', email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  const emailCode = await readCode('email', email, emailAfter);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(emailCode);
  await page.getByRole('textbox', { name: 'Create a password' }).fill(password);
  await expect(page.getByTestId('password-rules').locator('li[data-met="true"]')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Journey Ann');
  await tickConsent(page);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectToast(page, 'Welcome! Your account is ready');
  await expect(page).toHaveURL('/pages/index/user');
  await expect(page.getByTestId('account-name')).toHaveText('Journey Ann');
  await expect(page.getByTestId('account-header')).toContainText(email);

  // The profile: a new nickname, and a picture uploaded from the phone.
  await page.getByTestId('account-header').getByRole('button').click();
  await expectPage(page, 'user/edituser');
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Ann from the journey');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
  await expectToast(page, 'Profile picture updated');
  await expect(page.getByTestId('avatar-picker').locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
  await page.locator('.adm-nav-bar-back').click();
  await expectPage(page, 'index/user');
  await expect(page.getByTestId('account-name')).toHaveText('Ann from the journey');
  await expect(page.getByTestId('account-header').locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // Two addresses; the second is deleted after the confirmation.
  await page.locator('[data-service="addresses"]').click();
  await expectPage(page, 'user/address/list');
  await expect(page.getByText('No addresses yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  await addAddress(page, { receiver: 'Ann Home', mobile: '13900001111', areas: ['Beijing', 'Beijing', 'Dongcheng'], detail: '1 Wangfujing Street, Room 101' });
  await page.getByTestId('add-address').click();
  await addAddress(page, { receiver: 'Ann Office', mobile: '13900002222', areas: ['Tianjin'], detail: '8 Nanjing Road' });
  const cards = page.locator('[data-address-id]');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Ann Home');
  await expect(cards.first()).toContainText('China Beijing Dongcheng');
  await expect(cards.first()).toContainText('Default');
  await expect(cards.first()).toContainText('+86 13900001111');
  const office = cards.filter({ hasText: 'Ann Office' });
  await office.getByTestId('delete-address').click();
  const dialog = page.locator('.adm-dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this address?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Address deleted');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ann Home');
  await page.goto('/pages/index/user');
  await logOut(page, EN);

  // The number logs in again (its account exists now), once the server's minute between codes has passed.
  await page.waitForTimeout(Math.max(0, firstCodeAt + RESEND_MS - Date.now()));
  await logInByPhone(page, mobile, EN);
  await expectToast(page, 'Logged in');
  await expect(page).toHaveURL('/pages/index/user');
  await expect(page.getByTestId('account-header')).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);

  // Japanese, then another currency: the app, antd-mobile and the stored preferences follow.
  await page.locator('[data-service="settings"]').click();
  await expectPage(page, 'user/setting');
  await page.locator('[data-setting="language"]').click();
  await page.locator('[data-language="ja"]').click();
  await expect(page.locator('.mall-nav-bar h1')).toHaveText('設定');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByTestId('current-language')).toHaveText('日本語');
  await page.locator('[data-setting="currency"]').click();
  await expectPage(page, 'user/currency');
  await page.locator('[data-currency="USD"]').click();
  await expectToast(page, '価格をUSDで表示します');
  await expect(page.locator('[data-currency="USD"] .adm-check-list-item-extra svg')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('m_lang_identifier'), localStorage.getItem('m_currency_identifier'), localStorage.getItem('m_currency_sysmbol')])).toEqual([
    'ja',
    'USD',
    '$',
  ]);
  await page.locator('.adm-nav-bar-back').click();
  // One label: the currency's name in the language and the mark prices carry.
  await expect(page.locator('[data-setting="currency"] .adm-list-item-content-extra')).toHaveText('米ドル（$）');
  await page.goto('/pages/index/user');
  // The wallet is the shopper's ledger balance (the sign-up gift and the demo's opening, opened by this first look),
  // shown in dollars.
  await expect(page.locator('[data-asset="wallet"]')).toContainText('$');
  const { balance } = await one<{ balance: string }>(
    `select b.balance from ledger_balance b join ledger_account a on a.id = b.account_id join account u on u.id = a.owner_account_id
     where u.email = $1 and a.key = 'shopper:' || u.id || ':money'`,
    [email],
  );
  const usd = (await fetchConfig(page)).currencies.find((c) => c.code === 'USD')!;
  await expect(page.locator('[data-asset="wallet"]')).toContainText(`$${((Number(balance) * usd.rate) / 100).toFixed(2)}`);
  await expect(page.locator('.mall-tab-bar .adm-tab-bar-item-title')).toHaveText(['ホーム', 'カテゴリ', 'カート', 'メッセージ', 'マイページ']);
  // The welcome message is still unread: the messages tab says so.
  await expect(page.locator('.mall-tab-bar [data-tab="message"] .adm-badge-content')).toHaveText('1');
  await logOut(page, JA);

  // The email account logs in with its password (in Japanese now).
  await page.goto('/pages/login/login?tab=email');
  await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
  await page.getByRole('textbox', { name: 'パスワード' }).fill(password);
  await tickConsent(page);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expectToast(page, 'ログインしました');
  await expect(page).toHaveURL('/pages/index/user');
  await expect(page.getByTestId('account-name')).toHaveText('Ann from the journey');

  // The same account logs in on another device: this one's chat socket is closed with 1008 (spec 8), so the page goes
  // home logged out by itself, without waiting for its next call. Watched from before the login, so the toast is not missed.
  const toldToLogIn = page.locator('.adm-toast-main').filter({ hasText: /^再度ログインしてください$/ }).waitFor({ timeout: 30_000 });
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone2 = await other.newPage();
  await phone2.goto('/pages/login/login?tab=email');
  await phone2.getByRole('textbox', { name: 'Email' }).fill(email);
  await phone2.getByRole('textbox', { name: 'Password' }).fill(password);
  await tickConsent(phone2);
  await phone2.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectToast(phone2, 'Logged in');
  await expect(phone2).toHaveURL('/pages/index/user');
  await other.close();

  await toldToLogIn;
  await expect(page).toHaveURL('/');
  await expectPage(page, 'index/index');
  expect(await page.evaluate(() => localStorage.getItem('m_token'))).toBeNull();
  expect(errors).toEqual([]);
});
