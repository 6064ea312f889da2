import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closeOutbox, expectToast, freshEmail, lastOutboxId, readCode, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { closeDb, one } from './order-helpers.ts';

// axe-core is injected as a script, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A demo merchant with one shop that no other console journey changes. */
const MERCHANT_EMAIL = 'team@peaksports.example.com';

/** The merchant, logged in through the API with a code sent to their email (read from the dev outbox). */
async function merchantLogin(request: APIRequestContext): Promise<ApiUser> {
  const headers = { 'T-deviceId': 'e2e-settings-merchant', 'T-appType': 'h5', 'T-lang': 'en' };
  const after = await lastOutboxId('email', MERCHANT_EMAIL);
  const sent = await request.post(`${API}/signinfo/fetch/signcode/email`, { data: { email: MERCHANT_EMAIL, scene: 'login' }, headers });
  expect(((await sent.json()) as { success: boolean }).success).toBe(true);
  const code = await readCode('email', MERCHANT_EMAIL, after);
  const res = await request.post(`${API}/auth/applogin/email`, { data: { email: MERCHANT_EMAIL, code }, headers });
  const envelope = (await res.json()) as { success: boolean; message: string; data: ApiUser };
  expect(envelope, envelope.message).toMatchObject({ success: true });
  return envelope.data;
}

async function as(page: Page, user: ApiUser | undefined, lang = 'en'): Promise<void> {
  await withStorage(page, { m_lang_identifier: lang, ...(user ? { m_token: user.token, m_userId: String(user.userId) } : {}) });
}

async function expectClean(page: Page, where: string): Promise<void> {
  const findings = await auditPage(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
}

/** A page of its own (a context of its own: its own storage), as another person's phone. */
async function otherPhone(browser: Browser, user: ApiUser | undefined): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, bypassCSP: true });
  const page = await context.newPage();
  await as(page, user);
  return page;
}

test('a merchant changes the hours and the intro, and runs a coupon shoppers claim until it is stopped', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const errors = failOnPageErrors(page);
  const merchant = await merchantLogin(request);
  const { id: shopId } = await one<{ id: number }>(`select s.id from shop s join shop_member m on m.shop_id = s.id join account a on a.id = m.account_id where lower(a.email) = $1`, [MERCHANT_EMAIL]);
  await as(page, merchant);

  // Settings: the profile, the week and the delivery templates load.
  await page.goto('/merchant/settings');
  await expectPage(page, 'merchant/settings');
  await expect(page.getByTestId('shop-settings')).toBeVisible();
  await expect(page.getByTestId('delivery-template').first()).toBeVisible();
  await expectClean(page, 'settings');

  // The intro, in English.
  const intro = `Coaches' gear, checked by e2e ${Date.now().toString(36)}.`;
  await page.getByLabel('Introduction (English)', { exact: true }).fill(intro);
  await page.getByTestId('save-profile').click();
  await expectToast(page, 'Profile saved');

  // Monday opens at 08:30 and closes at 01:00 the next day; a second period that overlaps is shown beside it first.
  const monday = page.locator('fieldset[data-weekday="1"]');
  await monday.getByTestId('add-span-1').click();
  const spans = monday.locator('.mall-mshop-span');
  const last = spans.last();
  await last.getByLabel(/^Opens/).fill('20:00');
  await last.getByLabel(/^Closes/).fill('21:00');
  await spans.first().getByLabel(/^Opens/).fill('08:30');
  await spans.first().getByLabel(/^Closes/).fill('01:00');
  await expect(spans.first()).toContainText('next day');
  await page.getByTestId('save-hours').click();
  await expect(last.locator('.mall-field-error')).toHaveText('Overlaps another period of the day');
  await last.getByRole('button', { name: /^Remove/ }).click();
  await page.getByTestId('save-hours').click();
  await expectToast(page, 'Business hours saved');

  // The template editor opens in a sheet and is clean too.
  await page.getByRole('button', { name: 'New template' }).click();
  await expect(page.getByTestId('template-editor')).toBeVisible();
  await expectClean(page, 'settings, template editor');
  await page.getByTestId('template-editor').getByRole('button', { name: 'Cancel' }).click();

  // A visitor sees the new intro on the shop page and the new hours on its details.
  const visitor = await otherPhone(browser, undefined);
  await visitor.goto(`/pages/shop/index?shopId=${shopId}`);
  await expect(visitor.locator('.mall-shop-intro')).toHaveText(intro);
  await visitor.goto(`/pages/shop/detail?shopId=${shopId}`);
  await expect(visitor.getByTestId('shop-hours').locator('li').first()).toContainText('08:30–01:00 (next day)');

  // A coupon of 5 off orders from 30.
  await page.goto('/merchant/coupons');
  await expectPage(page, 'merchant/coupons');
  await expect(page.getByTestId('merchant-coupons').or(page.getByText('No coupons to claim now'))).toBeVisible();
  await expectClean(page, 'coupons');
  await page.getByTestId('new-coupon').click();
  const form = page.getByTestId('coupon-form');
  await expect(form).toBeVisible();
  await expectClean(page, 'coupons, form');
  const title = `Peak ${Date.now().toString(36)}: 5 off from 30`;
  await form.getByLabel('Title (English)', { exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Amount off', exact: true }).fill('5');
  await form.getByRole('textbox', { name: 'Minimum spend', exact: true }).fill('30');
  await page.getByTestId('save-coupon').click();
  await expectToast(page, 'Coupon saved');
  const card = page.getByTestId('merchant-coupon').filter({ hasText: title });
  await expect(card).toContainText('Claimed 0 of 100');
  const couponId = Number(await card.getAttribute('data-coupon-id'));
  const stored = await one<{ amount_off: number; threshold_amount: number; shop_id: number }>('select amount_off, threshold_amount, shop_id from coupon where id = $1', [couponId]);
  expect(stored).toEqual({ amount_off: 500, threshold_amount: 3000, shop_id: shopId });

  // A shopper claims it on the shop page.
  const shopperUser = await registerEmailUser(request, freshEmail('claimer'), 'Claim1234', 'Chen');
  const shopper = await otherPhone(browser, shopperUser);
  await shopper.goto(`/pages/shop/index?shopId=${shopId}`);
  const ticket = shopper.locator(`[data-testid="shop-coupon"][data-coupon-id="${couponId}"]`);
  await expect(ticket).toHaveAttribute('data-pick-state', 'pick');
  await ticket.getByRole('button').click();
  await expect(ticket).toHaveAttribute('data-pick-state', 'picked');
  await page.reload();
  await expect(card).toContainText('Claimed 1 of 100');

  // The merchant stops it, after a confirmation: it moves to the ended tab and is no longer offered.
  await card.getByTestId('stop-coupon').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Stop' }).click();
  await expectToast(page, 'Coupon stopped');
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByTestId('merchant-coupon').filter({ hasText: title })).toContainText('Stopped');
  await shopper.goto(`/pages/shop/index?shopId=${shopId}`);
  await expect(shopper.getByTestId('shop-coupon').first()).toBeVisible();
  await expect(shopper.locator(`[data-testid="shop-coupon"][data-coupon-id="${couponId}"]`)).toHaveCount(0);
  const late = await registerEmailUser(request, freshEmail('late'), 'Late12345', 'Lu');
  const refused = await request.post(`${API}/user/coupon/pick`, { data: { couponId }, headers: { 'T-token': late.token } });
  expect(((await refused.json()) as { code: number }).code).toBe(4104);

  // Both pages in Chinese and Japanese: no serious or critical violations.
  for (const lang of ['zh', 'ja']) {
    const localized = await page.context().newPage();
    await as(localized, merchant, lang);
    await localized.goto('/merchant/settings');
    await expect(localized.getByTestId('delivery-template').first()).toBeVisible();
    await expectClean(localized, `settings (${lang})`);
    await localized.goto('/merchant/coupons?tab=ended');
    await expect(localized.getByTestId('merchant-coupon').first()).toBeVisible();
    await expectClean(localized, `coupons (${lang})`);
    await localized.close();
  }
  await visitor.context().close();
  await shopper.context().close();
  expect(errors).toEqual([]);
});
