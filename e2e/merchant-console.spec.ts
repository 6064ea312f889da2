import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeOutbox, freshEmail, loginDemoMerchant, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { closeDb, one } from './order-helpers.ts';

// axe-core is injected as a script, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** The first demo merchant: one account owning several shops (other console journeys use other merchants). */
const OWNER_EMAIL = 'shop@lumo-tech.example.com';

function ownerOf(request: APIRequestContext): Promise<ApiUser> {
  return loginDemoMerchant(request, OWNER_EMAIL);
}

async function as(page: Page, user: ApiUser, lang = 'en'): Promise<void> {
  await withStorage(page, { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId) });
}

async function expectClean(page: Page, where: string): Promise<void> {
  const findings = await auditPage(page);
  expect(findings, `${where}: ${JSON.stringify(findings, null, 1)}`).toEqual([]);
}

test('an owner runs several shops from the console: switches shop, reads the day, and the orders to ship', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const owner = await ownerOf(request);
  const { n: shops } = await one<{ n: number }>(
    `select count(*)::int as n from shop_member m join account a on a.id = m.account_id where lower(a.email) = $1 and m.role = 'owner'`,
    [OWNER_EMAIL],
  );
  expect(shops).toBeGreaterThan(1);
  await as(page, owner);
  await page.goto('/merchant/index');
  await expectPage(page, 'merchant/index');
  const first = await page.getByTestId('console-shop').innerText();
  await expect(page.locator('[data-figure="sales"] strong').first()).toBeVisible();
  await expect(page.locator('.mall-dashboard-canvas canvas')).toBeVisible();

  // The switcher takes the owner to another shop, and the console stays there on the next visit.
  await page.getByRole('button', { name: /switch shop/ }).click();
  const other = page.locator('.adm-action-sheet-button-item').filter({ hasNotText: first.split('\n')[0]! }).first();
  const otherName = (await other.innerText()).trim();
  await other.click();
  await expect(page.getByTestId('console-shop')).toContainText(otherName);
  await page.reload();
  await expect(page.getByTestId('console-shop')).toContainText(otherName);

  await page.getByRole('button', { name: 'Orders', exact: true }).click();
  await expectPage(page, 'merchant/orders');
  await expect(page.getByRole('tab', { name: 'To ship' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.locator('[data-testid="shop-order"][data-status="completed"]').first().or(page.getByText('No completed orders yet'))).toBeVisible();
  expect(errors).toEqual([]);
});

test('the owner adds a staff member with one right, who sees only that, and removes them', async ({ page, request }) => {
  const owner = await ownerOf(request);
  const email = freshEmail('clerk');
  const clerk = await registerEmailUser(request, email, 'Clerk12345', 'Clara');
  await as(page, owner);
  await page.goto('/merchant/staff');
  await expectPage(page, 'merchant/staff');
  const shopName = (await page.getByTestId('console-shop').innerText()).split('\n')[0]!;
  await page.getByText('By email').click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByTestId('staff-invite').click();
  await expect(page.locator('.mall-staff-member').filter({ hasText: 'Clara' })).toBeVisible();

  // The clerk's console: this shop, as staff, orders but not the staff page's controls.
  const clerkPage = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  await as(clerkPage, clerk);
  await clerkPage.goto('/merchant/orders');
  await expectPage(clerkPage, 'merchant/orders');
  await expect(clerkPage.getByTestId('console-shop')).toContainText(shopName);
  await expect(clerkPage.getByTestId('console-shop')).toContainText('Staff');
  await clerkPage.goto('/merchant/staff');
  await expect(clerkPage.getByText("Only the shop's owner can add or remove staff.")).toBeVisible();

  // Removed: the next page the clerk opens knows it.
  await page.locator('.mall-staff-member').filter({ hasText: 'Clara' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.locator('.mall-staff-member').filter({ hasText: 'Clara' })).toHaveCount(0);
  await clerkPage.goto('/merchant/index');
  await expect(clerkPage.getByText('You do not run a shop yet')).toBeVisible();
  const res = await request.post(`${API}/merchant/shop/staff/query`, { data: { shopId: 1 }, headers: { 'T-token': clerk.token } });
  expect(((await res.json()) as { code: number }).code).toBe(1003);
  await clerkPage.close();
});

for (const lang of ['en', 'zh', 'ja'] as const) {
  test(`the console's pages pass axe in ${lang}`, async ({ page, request }) => {
    const owner = await ownerOf(request);
    await as(page, owner, lang);
    for (const [path, name] of [
      ['/merchant/index', 'merchant/index'],
      ['/merchant/orders', 'merchant/orders'],
      ['/merchant/staff', 'merchant/staff'],
    ] as const) {
      await page.goto(path);
      await expectPage(page, name);
      await expect(page.getByTestId('console-shop')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectClean(page, `${path} ${lang}`);
    }
  });
}
