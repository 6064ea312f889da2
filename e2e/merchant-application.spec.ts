import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, makePng, registerEmailUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { journeyOperator } from './operator-helpers.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';

// axe-core is injected as a script, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

test.afterAll(async () => {
  await closeOutbox();
});

let operator: { email: string; password: string } | undefined;

/** This file's operator, logged in to the platform console's session (its own app type). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/auth/applogin/email`, {
    data: (operator ??= journeyOperator('applications')),
    headers: { 'T-appType': 'console', 'T-deviceId': 'e2e-console' },
  });
  const envelope = (await res.json()) as { success: boolean; data: { token: string } };
  expect(envelope.success).toBe(true);
  return envelope.data.token;
}

async function platform<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<T> {
  const res = await request.post(`${API}/${path}`, { data: body, headers: { 'T-appType': 'console', 'T-token': token } });
  const envelope = (await res.json()) as { success: boolean; message: string; data: T };
  expect(envelope, `${path}: ${envelope.message}`).toMatchObject({ success: true });
  return envelope.data;
}

async function fillField(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const findings = await auditPage(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
}

test('a shopper applies as a company with documents, is refused, corrects it, and opens a shop once approved', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('seller'), 'Seller1234', 'Sam');
  await withStorage(page, { m_lang_identifier: 'en', m_token: user.token, m_userId: String(user.userId) });

  // The me tab shows the way in.
  await page.goto('/pages/index/user');
  await page.getByTestId('merchant-entry').click();
  await expectPage(page, 'user/applymerchant');
  await expectNoSeriousViolations(page, 'applymerchant, step 1');

  // Step 1: a company, with what a company must give; a mistake is shown beside its field.
  await page.getByRole('radio', { name: /Company/ }).check();
  await fillField(page, 'Legal name', 'Harbour Trading Co., Ltd.');
  await fillField(page, 'ID number', '1101-0119');
  await page.getByTestId('apply-next').click();
  await expect(page.locator('[data-field="idNumber"] .mall-field-error')).toHaveText('Letters and digits, 6 to 30');
  await expect(page.locator('[data-field="licenceNumber"] .mall-field-error')).toHaveText('Required');
  await fillField(page, 'ID number', '110101199003071234');
  await fillField(page, 'Licence number', '91310000MA1FL8XQ3B');
  await fillField(page, 'Legal representative', 'Li Wei');
  await page.getByTestId('apply-next').click();

  // Step 2: the three documents, uploaded privately.
  await expect(page.getByRole('heading', { name: 'Photos of your documents' })).toBeVisible();
  await page.getByTestId('apply-next').click();
  await expect(page.locator('[data-document="business_license"] .mall-field-error')).toHaveText('Add this photo');
  for (const kind of ['business_license', 'id_card_front', 'id_card_back']) {
    await page.getByTestId(`document-file-${kind}`).setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: makePng(64) });
    await expect(page.locator(`[data-document="${kind}"] img`)).toHaveAttribute('src', /^\/private\/.+\?e=\d+&s=/);
  }
  await expectNoSeriousViolations(page, 'applymerchant, documents');
  await page.getByTestId('apply-next').click();

  // Step 3: the shop and the contact.
  await fillField(page, 'Shop name', 'Harbour Goods');
  await page.getByLabel('Main category').selectOption({ index: 1 });
  await fillField(page, 'Contact', 'Li Wei');
  await fillField(page, 'Contact phone', `139${String(Date.now()).slice(-8)}`);
  await page.getByTestId('apply-next').click();

  await expectPage(page, 'user/applymerchantresult');
  await expect(page.getByTestId('application-status')).toContainText('Under review');
  await expect(page.locator('.mall-apply-summary-documents img')).toHaveCount(3);
  await expectNoSeriousViolations(page, 'applymerchantresult, pending');

  // The platform refuses it with a reason; the shopper reads it and corrects the application.
  const operator = await operatorToken(request);
  const queue = await platform<{ list: { applicationId: number; shopName: string }[] }>(request, operator, 'platform/merchant/apply/query', { pageSize: 50 });
  const mine = queue.list.filter((a) => a.shopName === 'Harbour Goods').at(-1)!;
  await platform(request, operator, 'platform/merchant/apply/refuse', { applicationId: mine.applicationId, reason: 'The licence photo is blurred' });
  await page.reload();
  await expect(page.getByTestId('refuse-reason')).toContainText('The licence photo is blurred');
  await page.getByTestId('edit-application').click();
  await expectPage(page, 'user/editmerchant');
  // The masked ID number must be typed again; the documents are kept.
  await fillField(page, 'ID number', '110101199003071234');
  await page.getByTestId('apply-next').click();
  await page.getByTestId('document-file-business_license').setInputFiles({ name: 'sharp.png', mimeType: 'image/png', buffer: makePng(96) });
  await expect(page.locator('[data-document="business_license"] img')).toHaveAttribute('src', /^\/private\//);
  await page.getByTestId('apply-next').click();
  await fillField(page, 'Shop name', 'Harbour Goods Store');
  await page.getByTestId('apply-next').click();
  await expectPage(page, 'user/applymerchantresult');
  await expect(page.getByTestId('application-status')).toContainText('Under review');

  // Approved: the shop is open, and the me tab says so.
  await platform(request, operator, 'platform/merchant/apply/approve', { applicationId: mine.applicationId });
  await page.reload();
  await expect(page.getByTestId('application-status')).toContainText('Your shop is open');
  await expectNoSeriousViolations(page, 'applymerchantresult, approved');
  await page.getByTestId('visit-shop').click();
  await expectPage(page, 'shop/index');
  await expect(page.getByText('Harbour Goods Store').first()).toBeVisible();
  await page.goto('/pages/index/user');
  await expect(page.getByTestId('merchant-entry')).toHaveAttribute('data-status', 'approved');
  expect(errors).toEqual([]);
});

for (const lang of ['zh', 'ja'] as const) {
  test(`the application form reads and passes axe in ${lang}`, async ({ page, request }) => {
    const user = await registerEmailUser(request, freshEmail(`apply-${lang}`), 'Seller1234');
    await withStorage(page, { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId) });
    await page.goto('/pages/user/applymerchant');
    await expectPage(page, 'user/applymerchant');
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? /^zh/ : /^ja/);
    await expectNoSeriousViolations(page, `applymerchant ${lang}`);
    await page.goto('/pages/user/applymerchantresult');
    await expectNoSeriousViolations(page, `applymerchantresult (none) ${lang}`);
  });
}
