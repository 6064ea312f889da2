import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, freshMobile, makePng, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { API, failOnPageErrors } from './helpers.ts';
import { journeyOperator } from './operator-helpers.ts';
import { closeDb, one } from './order-helpers.ts';

/*
 * The platform console (platform.html, its own bundle under /platform): the demo operator logs in, reviews a company's
 * merchant application made through the API, refuses it with a reason, sees it come back edited and approves it, after
 * which the applicant has a shop. A decision someone else made first (4503) is said plainly; an account that is not an
 * operator is told so and can log out. Every page passes axe-core's WCAG 2.2 AA rules in en, zh and ja, and the shop's
 * first screen loads none of the console's code.
 */

const OPERATOR = { email: 'operator@mall.example', password: 'Operator2026', name: 'Platform operator' };
const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

test.use(DESKTOP);

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

function headers(appType: 'h5' | 'console', token?: string): Record<string, string> {
  return { 'T-appType': appType, 'T-deviceType': appType, 'T-deviceId': randomBytes(16).toString('hex'), 'T-lang': 'en', ...(token ? { 'T-token': token } : {}) };
}

async function envelopeOf<T>(request: APIRequestContext, apiPath: string, body: unknown, appType: 'h5' | 'console', token?: string) {
  const response = await request.post(`${API}/${apiPath}`, { data: body, headers: headers(appType, token) });
  return (await response.json()) as { success: boolean; code: number; message: string; data: T };
}

/** Calls the API as the shop app (or the console), failing the test on a refusal. */
async function call<T>(request: APIRequestContext, apiPath: string, body: unknown, token: string, appType: 'h5' | 'console' = 'h5'): Promise<T> {
  const envelope = await envelopeOf<T>(request, apiPath, body, appType, token);
  expect(envelope, `${apiPath}: ${envelope.message}`).toMatchObject({ success: true });
  return envelope.data;
}

/** Logs the demo operator in through the API, as the console (its own session) or as the shop app. */
async function operatorLogin(request: APIRequestContext, appType: 'h5' | 'console'): Promise<{ token: string; nickName: string }> {
  const envelope = await envelopeOf<{ token: string; nickName: string }>(request, 'auth/applogin/email', { email: OPERATOR.email, password: OPERATOR.password }, appType);
  expect(envelope, envelope.message).toMatchObject({ success: true });
  return envelope.data;
}

/** A private upload (the `purpose` field before the file, as the server reads the form in order): where it is kept. */
async function uploadPrivate(request: APIRequestContext, token: string, png: Buffer): Promise<string> {
  const boundary = `----mall${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nprivate\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="document.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await request.post(`${API}/resource/cos/upload`, {
    data: body,
    headers: { ...headers('h5', token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: { url: string } };
  expect(envelope, `upload: ${envelope.message}`).toMatchObject({ success: true });
  expect(envelope.data.url).toMatch(/^\/private\//);
  return envelope.data.url;
}

interface Applicant {
  user: ApiUser;
  applicationId: number;
  form: Record<string, unknown>;
  shopName: string;
}

/** A new shopper with a pending company application: three documents, a main category, a shop name of its own. */
async function applicantWithApplication(request: APIRequestContext, label: string): Promise<Applicant> {
  const user = await registerEmailUser(request, freshEmail('applicant'), 'Applicant2026', `${label} owner`);
  const [licence, front, back] = await Promise.all([makePng(48), makePng(56), makePng(64)].map((png) => uploadPrivate(request, user.token, png)));
  const { id: categoryId } = await one<{ id: number }>("select id from category where parent_id is null and channel = 'mall' order by id limit 1");
  const shopName = `${label} ${randomBytes(3).toString('hex')}`;
  const form = {
    legalName: `${label} Trading Co., Ltd.`,
    idNumber: '110101199003071234',
    licenceNumber: '91310000MA1FL8XQ3B',
    legalRepresentative: 'Li Wei',
    contactName: 'Li Wei',
    contactPhoneCode: '86',
    contactPhone: freshMobile(),
    categoryId,
    shopName,
    documents: [
      { kind: 'business_license', url: licence },
      { kind: 'id_card_front', url: front },
      { kind: 'id_card_back', url: back },
    ],
  };
  const applied = await call<{ applicationId: number; status: string }>(request, 'merchant/apply/enterprise', form, user.token);
  expect(applied.status).toBe('pending');
  return { user, applicationId: applied.applicationId, form, shopName };
}

/** The row of an application in the list, loading more pages until it shows. */
async function rowOf(page: Page, shopName: string) {
  const link = page.getByRole('link', { name: shopName, exact: true });
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(page.locator('.pc-table, .pc-empty')).toBeVisible();
  while (!(await link.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(more).toHaveText('Load more');
  }
  await expect(link).toBeVisible();
  return link;
}

async function expectFocusInside(page: Page, selector: string): Promise<void> {
  expect(await page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector), `focus inside ${selector}`).toBe(true);
}

test('an operator refuses an application with a reason, then approves it corrected, and the applicant has a shop', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = failOnPageErrors(page);
  const applicant = await applicantWithApplication(request, 'Harbour');

  // Any console page without a session leads to the login; its errors are the envelope's, with the code.
  await page.goto(`/platform/applications/${applicant.applicationId}`);
  await expect(page).toHaveURL(/\/platform\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your email.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.locator('.pc-login-card [role="alert"]');
  await expect(alert).toContainText('Could not log in');
  await expect(alert).toContainText(/Error code \d{4}/);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back where the operator was going: the application, with every field and the documents.
  await expect(page).toHaveURL(new RegExp(`/platform/applications/${applicant.applicationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: applicant.shopName })).toBeVisible();
  await expect(page.locator('.pc-topbar')).toContainText(OPERATOR.name);
  await expect(page.locator('.pc-badge')).toHaveText('Pending');
  await expect(page.getByText('Harbour Trading Co., Ltd.')).toBeVisible();
  await expect(page.getByText('110101199003071234')).toBeVisible();
  await expect(page.getByText('91310000MA1FL8XQ3B')).toBeVisible();
  const documents = page.locator('.pc-document img');
  await expect(documents).toHaveCount(3);
  await expect.poll(() => documents.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);

  // A document opens larger in a dialog that takes the focus and gives it back.
  const licence = page.getByRole('button', { name: /Business licence/ });
  await licence.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Business licence' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: 'Business licence' })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(licence).toBeFocused();

  // Refuse: the reason is checked (2 to 300 characters), the dialog keeps the focus inside, and it returns it.
  const refuseButton = page.getByRole('button', { name: 'Refuse', exact: true });
  await refuseButton.click();
  const refuseDialog = page.getByRole('dialog', { name: 'Refuse this application' });
  await expect(refuseDialog).toBeVisible();
  const reasonField = refuseDialog.getByLabel('Reason');
  await expect(reasonField).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    await expectFocusInside(page, 'dialog[open]');
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(page, 'dialog[open]');
  }
  await reasonField.fill(' x ');
  await refuseDialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(refuseDialog.getByText('Write a reason of at least 2 characters.')).toBeVisible();
  await expect(reasonField).toHaveAttribute('aria-invalid', 'true');
  await expect(reasonField).toBeFocused();
  await reasonField.fill('y'.repeat(301));
  await refuseDialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(refuseDialog.getByText('Shorten the reason to at most 300 characters.')).toBeVisible();
  await refuseDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(refuseDialog).toBeHidden();
  await expect(refuseButton).toBeFocused();

  const reason = 'The business licence picture is blurred; please upload a sharper one.';
  await refuseButton.click();
  await refuseDialog.getByLabel('Reason').fill(reason);
  await refuseDialog.getByRole('button', { name: 'Refuse', exact: true }).click();
  await expect(refuseDialog).toBeHidden();
  const notice = page.locator('.pc-alert--success');
  await expect(notice).toHaveText('Application refused. The applicant has been told why.');
  await expect(notice).toBeFocused();
  await expect(page.locator('.pc-badge')).toHaveText('Refused');
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refuse', exact: true })).toHaveCount(0);
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) });
  await expect(history.getByRole('row').last()).toContainText('Refused');
  await expect(history.getByRole('row').last()).toContainText(`${OPERATOR.name} (operator)`);
  await expect(history.getByRole('row').last()).toContainText(reason);

  // The applicant reads the refusal.
  const refused = await call<{ status: string; refuseReason: string }>(request, 'merchant/apply/query/details', {}, applicant.user.token);
  expect(refused).toMatchObject({ status: 'refused', refuseReason: reason });

  // The list: the refused tab has it, newest decision first; the tabs work by the arrow keys too.
  await page.getByRole('link', { name: 'Merchant applications' }).first().click();
  await expect(page).toHaveURL(/\/platform\/applications(\?status=refused)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/platform\/applications$/);
  await page.getByRole('tab', { name: 'Pending' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Refused' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Refused' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?status=refused$/);
  const refusedRow = (await rowOf(page, applicant.shopName)).locator('xpath=ancestor::tr');
  await expect(refusedRow).toContainText('Harbour Trading Co., Ltd.');
  await expect(refusedRow).toContainText('Company');
  await expect(refusedRow).toContainText('Li Wei');
  await expect(refusedRow.locator('time')).toHaveCount(2);

  // The applicant corrects it (the same form, a new shop name): it is back in the pending queue.
  const correctedName = `${applicant.shopName} Store`;
  await call(request, 'merchant/apply/edit', { ...applicant.form, kind: 'enterprise', shopName: correctedName }, applicant.user.token);
  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.reload();
  await (await rowOf(page, correctedName)).click();
  await expect(page.getByRole('heading', { level: 1, name: correctedName })).toBeVisible();
  await expect(page.locator('.pc-badge')).toHaveText('Pending');
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(3)).toContainText('Edited and sent again');

  // Approve asks first; Cancel changes nothing and gives the focus back.
  const approveButton = page.getByRole('button', { name: 'Approve', exact: true });
  await approveButton.click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve this application?' });
  await expect(approveDialog).toContainText(correctedName);
  await expect(approveDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await approveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(approveButton).toBeFocused();
  await approveButton.click();
  await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approveDialog).toBeHidden();
  await expect(page.locator('.pc-alert--success').first()).toHaveText(`Application approved: the shop ${correctedName} is open.`);
  await expect(page.locator('.pc-badge')).toHaveText('Approved');
  await expect(page.getByText(/^Shop \d+$/)).toBeVisible();

  // The applicant now has the shop.
  const account = await call<{ isMerchant: boolean; shops: { name: string; role: string }[] }>(request, 'merchant/query/useaccount', {}, applicant.user.token);
  expect(account.isMerchant).toBe(true);
  expect(account.shops).toContainEqual(expect.objectContaining({ name: correctedName, role: 'owner' }));

  // The console speaks the operator's language, <html lang> included.
  await page.getByLabel('Language').selectOption('zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation').getByRole('link').first()).toHaveText('商家入驻申请');
  await expect(page.locator('.pc-badge')).toHaveText('已通过');
  await page.getByLabel('语言').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('.pc-badge')).toHaveText('承認済み');
  await page.getByLabel('言語').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Log out: the console's token stops working, and its pages lead to the login again.
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('m_console_session') ?? '{}') as { token?: string });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/platform\/login$/);
  await expect(page.getByRole('status')).toHaveText('You have logged out.');
  expect((await envelopeOf(request, 'platform/merchant/apply/query', {}, 'console', session.token)).code).toBe(1002);
  expect(errors).toEqual([]);
});

test('a decision someone else made first is said plainly, and the page shows the application as it stands', async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = failOnPageErrors(page);
  const applicant = await applicantWithApplication(request, 'Lantern');
  const consoleLogin = await operatorLogin(request, 'console');
  await page.addInitScript((value) => localStorage.setItem('m_console_session', value), JSON.stringify({ token: consoleLogin.token, name: consoleLogin.nickName }));
  await page.goto(`/platform/applications/${applicant.applicationId}`);
  await expect(page.locator('.pc-badge')).toHaveText('Pending');

  // Another operator (here the same person in the shop app's session) refuses it meanwhile.
  const elsewhere = await operatorLogin(request, 'h5');
  await call(request, 'platform/merchant/apply/refuse', { applicationId: applicant.applicationId, reason: 'Refused elsewhere' }, elsewhere.token);

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).click();
  const notice = page.locator('.pc-alert--warning').first();
  await expect(notice).toHaveText('This application was already decided by someone else. The page now shows its current state.');
  await expect(notice).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.pc-badge')).toHaveText('Refused');
  await expect(page.getByText('Refused elsewhere').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an account that is not an operator is told so and can log out, and its shopping session lives on', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const email = freshEmail('not-operator');
  const shopper = await registerEmailUser(request, email, 'Shopper2026', 'Mia');
  await page.goto('/platform/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Shopper2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This account is not a platform operator' })).toBeVisible();
  await expect(page.getByText(/You are logged in as Mia/)).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  // The console's login did not end the shopper's own session.
  await call(request, 'merchant/query/useaccount', {}, shopper.token);
  await page.locator('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/platform\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to the platform console' })).toBeVisible();
  await call(request, 'merchant/query/useaccount', {}, shopper.token);
  expect(errors).toEqual([]);
});

test('an operator sees the sections of their role and starts at the first of them', async ({ page }) => {
  const errors = failOnPageErrors(page);
  const finance = journeyOperator('finance-sections', 'finance');
  await page.goto('/platform');
  await expect(page).toHaveURL(/\/platform\/login$/);
  await page.getByLabel('Email').fill(finance.email);
  await page.getByLabel('Password').fill(finance.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/platform\/withdrawals$/);
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Withdrawals', 'Stuck refunds', 'Coupons & activities']);
  // A section of another role, opened by its address, is still refused by the server and says so.
  await page.goto('/platform/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Your role does not open this section' })).toBeVisible();
  expect(errors).toEqual([]);
});

async function auditConsolePage(page: Page, where: string): Promise<void> {
  const findings = await auditPage(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
}

async function consoleContext(browser: Browser, lang: string, session?: string, device = DESKTOP) {
  // axe-core is injected as a script, which the pages' content security policy would refuse.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...device, bypassCSP: true });
  await context.addInitScript(
    ([l, s]) => {
      localStorage.setItem('m_console_lang', l!);
      if (s) localStorage.setItem('m_console_session', s);
    },
    [lang, session ?? ''],
  );
  return context;
}

test('every console page passes axe-core (WCAG 2.2 AA) in English, Chinese and Japanese', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const applicant = await applicantWithApplication(request, 'Audit');
  const operator = await operatorLogin(request, 'console');
  const session = JSON.stringify({ token: operator.token, name: operator.nickName });
  const htmlLang = { en: 'en', zh: 'zh-CN', ja: 'ja' } as const;

  for (const lang of ['en', 'zh', 'ja'] as const) {
    const loggedOut = await consoleContext(browser, lang);
    const login = await loggedOut.newPage();
    await login.goto('/platform/login');
    await expect(login.locator('[data-page="platform/login"]')).toBeVisible();
    await expect(login.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    await auditConsolePage(login, `${lang} login`);
    // With the field errors and the server's error on screen.
    await login.locator('button[type="submit"]').click();
    await login.locator('#pc-login-email').fill(OPERATOR.email);
    await login.locator('#pc-login-password').fill('wrong-password');
    await login.locator('button[type="submit"]').click();
    await expect(login.locator('.pc-alert--error')).toBeVisible();
    await auditConsolePage(login, `${lang} login with an error`);
    await loggedOut.close();

    const context = await consoleContext(browser, lang, session);
    const page = await context.newPage();
    for (const status of ['', '?status=approved', '?status=refused']) {
      await page.goto(`/platform/applications${status}`);
      await expect(page.locator('[data-page="platform/applications"] .pc-table, [data-page="platform/applications"] .pc-empty')).toBeVisible();
      await auditConsolePage(page, `${lang} applications ${status || 'pending'}`);
    }
    await page.goto(`/platform/applications/${applicant.applicationId}`);
    await expect(page.locator('.pc-document img')).toHaveCount(3);
    await expect(page.locator('.pc-decision')).toBeVisible();
    await auditConsolePage(page, `${lang} application`);
    await page.locator('.pc-decision .pc-button--danger').click();
    await page.locator('dialog textarea').fill('x');
    await page.locator('dialog button[type="submit"]').click();
    await expect(page.locator('dialog .pc-field-error')).toBeVisible();
    await auditConsolePage(page, `${lang} refuse dialog`);
    await page.keyboard.press('Escape');
    await page.locator('.pc-document').first().click();
    await expect(page.locator('dialog img')).toBeVisible();
    await auditConsolePage(page, `${lang} document dialog`);
    await context.close();
  }
});

/** The page is as wide as the phone (a phone's browser widens its layout to fit a page wider than the screen). */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({ inner: innerWidth, page: document.documentElement.scrollWidth }));
  expect(widths.inner, `${where}: the layout's width`).toBe(PHONE.viewport.width);
  expect(widths.page, `${where}: the page's width`).toBeLessThanOrEqual(widths.inner);
}

test('on a phone the console fits the screen, its sections and the operator behind a menu button', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const applicant = await applicantWithApplication(request, 'Pocket');
  const operator = await operatorLogin(request, 'console');
  const session = JSON.stringify({ token: operator.token, name: operator.nickName });
  const context = await consoleContext(browser, 'en', session, PHONE);
  const page = await context.newPage();
  const errors = failOnPageErrors(page);
  await page.goto('/platform/shops');
  await expect(page.locator('[data-page="platform/shops"] .pc-table')).toBeVisible();
  await expectNoSideScroll(page, 'shops');

  // The bar keeps the console's name and the menu button; the sections and the operator's tools wait behind it.
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  const logOut = page.getByRole('button', { name: 'Log out' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(logOut).toBeHidden();
  const controls = (await menu.getAttribute('aria-controls'))!.split(' ');
  expect(controls).toContain('pc-nav');
  for (const id of controls) await expect(page.locator(`#${id}`)).toHaveCount(1);

  // By the keyboard: Tab reaches the button after the skip link, Enter opens the panel, Tab goes through the
  // operator's tools to the sections, and Escape closes it with the focus back on the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(page.locator('.pc-topbar')).toContainText(OPERATOR.name);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Language')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link').first()).toBeFocused();
  await expectNoSideScroll(page, 'menu open');
  await auditConsolePage(page, 'en phone menu');
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // By touch: a section's link closes the panel, and its page (a wide table, scrolled in its card) fits the phone.
  await menu.tap();
  await nav.getByRole('link', { name: 'Merchant applications' }).tap();
  await expect(page).toHaveURL(/\/platform\/applications$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await (await rowOf(page, applicant.shopName)).tap();
  await expect(page.getByRole('heading', { level: 1, name: applicant.shopName })).toBeVisible();
  await expectNoSideScroll(page, 'application');
  await auditConsolePage(page, 'en phone application');
  await page.getByRole('button', { name: 'Refuse', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Refuse this application' });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  await dialog.getByRole('button', { name: 'Cancel' }).tap();
  expect(errors).toEqual([]);
  await context.close();

  // Every language: the list, with the menu shut and open, and a record pass axe-core (WCAG 2.2 AA).
  for (const lang of ['en', 'zh', 'ja'] as const) {
    const phone = await consoleContext(browser, lang, session, PHONE);
    const list = await phone.newPage();
    await list.goto('/platform/applications');
    await expect(list.locator('[data-page="platform/applications"] .pc-table')).toBeVisible();
    await expectNoSideScroll(list, `${lang} applications`);
    await auditConsolePage(list, `${lang} phone applications`);
    await list.locator('.pc-menu-button').tap();
    await expect(list.locator('#pc-nav')).toBeVisible();
    await expectNoSideScroll(list, `${lang} menu open`);
    await auditConsolePage(list, `${lang} phone menu`);
    await list.goto(`/platform/applications/${applicant.applicationId}`);
    await expect(list.locator('.pc-document img')).toHaveCount(3);
    await expectNoSideScroll(list, `${lang} application`);
    await auditConsolePage(list, `${lang} phone application`);
    await phone.close();
  }
});

test('the console is a bundle of its own, served for every /platform path and never cached', async ({ page, request }) => {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const reach = (key: string, lazy: boolean, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])]) reach(next, lazy, into);
    return into;
  };
  expect(manifest['platform.html'], 'platform.html is an input of the build').toBeDefined();
  const shop = reach('index.html', true);
  const consoleOnly = [...reach('platform.html', true)].filter((file) => !shop.has(file));
  expect(consoleOnly).toContain(manifest['platform.html']!.file);

  // The shop's first screen (a phone, as the shop is used) loads none of it.
  const shopContext = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const shopPage = await shopContext.newPage();
  const scripts: string[] = [];
  shopPage.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname.slice(1));
  });
  await shopPage.goto('/');
  await expect(shopPage.locator('[data-page="index/index"]')).toBeVisible();
  await shopPage.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => consoleOnly.includes(file))).toEqual([]);
  await shopContext.close();

  // Every console path, deep links included, is platform.html, never cached; the shop's pages stay index.html.
  for (const url of ['/platform', '/platform/', '/platform/login', '/platform/applications/123', '/platform/applications?status=refused']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
    const html = await response.text();
    expect(html, url).toContain(manifest['platform.html']!.file);
    expect(html, url).not.toContain(manifest['index.html']!.file);
  }
  const shopHtml = await (await request.get('/pages/index/user')).text();
  expect(shopHtml).toContain(manifest['index.html']!.file);
  expect(shopHtml).not.toContain(manifest['platform.html']!.file);

  // The deep link renders its page once logged in.
  await page.goto('/platform');
  await expect(page).toHaveURL(/\/platform\/login$/);
});
