import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { auditPage } from './axe-audit.ts';
import { consoleLogin, consolePage, consoleCall } from './console-helpers.ts';
import { failOnPageErrors, withStorage } from './helpers.ts';

/*
 * Issue 22's content screens: an operator creates a platform coupon, an activity offering it and a help article on
 * the console; a shopper sees the article on the shoppers' guide and the coupon in the coupon centre (the activity
 * page). The coupon and the activity are stopped and the article deleted in `finally` (through the API, whatever the
 * console managed). The three screens ("Categories", "Agreements & help", "Coupons & activities") and their dialogs
 * pass axe-core in en, zh and ja.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('an operator creates a platform coupon with an activity and a help article; a shopper sees them; all undone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { session, token } = await consoleLogin(request, 'content');
  const mark = randomBytes(3).toString('hex');
  const couponTitle = `Platform ${mark}`;
  const articleTitle = `Help ${mark}`;
  let couponId: number | undefined;
  let articleId: number | undefined;
  const activityIds: number[] = [];
  const desk = await consolePage(browser, session);
  const deskErrors = failOnPageErrors(desk);
  try {
    // A coupon: ¥8.50 off orders from ¥50, money typed in major units.
    await desk.goto('/platform/promotions');
    await expect(desk.locator('[data-page="platform/promotions"]')).toBeVisible({ timeout: 20_000 });
    await desk.getByTestId('pc-coupon-new').click();
    await desk.getByTestId('pc-coupon-title-en').fill(couponTitle);
    await desk.getByTestId('pc-coupon-off').fill('8.5');
    await expect(desk.locator('#pc-coupon-off-shown')).toContainText('8.50');
    await desk.getByTestId('pc-coupon-threshold').fill('50');
    await desk.getByTestId('pc-coupon-save').click();
    const row = desk.getByTestId('pc-coupon-list').locator('tbody tr', { hasText: couponTitle });
    await expect(row).toBeVisible();
    couponId = Number(await row.getAttribute('data-coupon-id'));
    await expect(row).toContainText('8.50');

    // An activity offering it, so it is in the coupon centre.
    await desk.getByRole('button', { name: 'New activity' }).click();
    const dialog = desk.locator('dialog[open]');
    await dialog.getByRole('group', { name: 'Title' }).getByLabel('English').fill(`Centre ${mark}`);
    await dialog.getByRole('checkbox', { name: couponTitle }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(desk.locator('dialog[open]')).toHaveCount(0);
    const activities = await consoleCall<{ list: { activityId: number; title: { en: string } }[] }>(request, token, 'platform/activity/query', {});
    activityIds.push(...activities.list.filter((a) => a.title.en === `Centre ${mark}`).map((a) => a.activityId));
    expect(activityIds).toHaveLength(1);

    // A help article.
    await desk.goto('/platform/agreements-help');
    await desk.getByTestId('pc-help-new').click();
    await desk.getByTestId('pc-help-title-en').fill(articleTitle);
    await desk.getByTestId('pc-help-title-zh').fill(`帮助 ${mark}`);
    await desk.getByTestId('pc-help-body-en').fill('First paragraph.\n\nSecond paragraph.');
    await desk.getByTestId('pc-help-save').click();
    const articleRow = desk.getByTestId('pc-help-list').locator('tbody tr', { hasText: articleTitle });
    await expect(articleRow).toBeVisible();
    articleId = Number(await articleRow.getAttribute('data-article-id'));

    // The shopper sees the article on the guide and the coupon in the coupon centre.
    const shopperContext = await browser.newContext({ ...PHONE, baseURL: test.info().project.use.baseURL });
    const shop = await shopperContext.newPage();
    const shopErrors = failOnPageErrors(shop);
    await shop.goto('/pages/customerzone/guide');
    await expect(shop.getByTestId('complaint-help')).toContainText(articleTitle);
    await withStorage(shop, { m_lang_identifier: 'zh' });
    await shop.goto('/pages/customerzone/guide');
    await expect(shop.getByTestId('complaint-help')).toContainText(`帮助 ${mark}`);
    await withStorage(shop, { m_lang_identifier: 'en' });
    await shop.goto('/pages/activity/index');
    await expect(shop.locator(`[data-testid="activity-coupon"][data-coupon-id="${couponId}"]`)).toBeVisible({ timeout: 20_000 });
    await shopperContext.close();
    expect(shopErrors).toEqual([]);

    // Stopping the coupon asks first.
    await desk.goto('/platform/promotions');
    await desk.getByTestId('pc-coupon-list').locator('tbody tr', { hasText: couponTitle }).getByRole('button', { name: `Stop ${couponTitle}` }).click();
    await expect(desk.locator('dialog[open]')).toContainText('stay usable');
    await desk.getByTestId('pc-content-confirm').click();
    await expect(desk.locator('[role="status"] .pc-alert--success')).toContainText(couponTitle);
    expect(deskErrors).toEqual([]);
  } finally {
    if (couponId) await consoleCall(request, token, 'platform/coupon/stop', { couponId }).catch(() => undefined);
    for (const activityId of activityIds) await consoleCall(request, token, 'platform/activity/stop', { activityId }).catch(() => undefined);
    if (articleId) await consoleCall(request, token, 'platform/help/delete', { articleId }).catch(() => undefined);
    await desk.context().close();
  }
});

test('the content screens and their dialogs pass WCAG 2.2 AA (axe-core) in en, zh and ja', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { session } = await consoleLogin(request, 'content');
  for (const lang of ['en', 'zh', 'ja'] as const) {
    const page = await consolePage(browser, session, lang);
    const errors = failOnPageErrors(page);
    await page.goto('/platform/categories');
    await expect(page.locator('.pc-tree').first()).toBeVisible({ timeout: 20_000 });
    expect(await auditPage(page), `${lang} categories`).toEqual([]);
    await page.locator('.pc-tree-actions button').first().click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    expect(await auditPage(page), `${lang} category form`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await page.locator('.pc-tree-actions .pc-button--danger').first().click();
    await expect(page.getByTestId('pc-content-confirm')).toBeVisible();
    expect(await auditPage(page), `${lang} hide confirmation`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/platform/agreements-help');
    await expect(page.locator('[data-agreement]').first()).toBeVisible({ timeout: 20_000 });
    expect(await auditPage(page), `${lang} agreements & help`).toEqual([]);
    await page.locator('[data-agreement] button').first().click();
    await expect(page.locator('dialog[open] textarea').first()).toBeVisible();
    expect(await auditPage(page), `${lang} agreement form`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('[data-agreement] button').nth(1).click();
    await expect(page.locator('dialog[open] .pc-content-text')).toBeVisible();
    expect(await auditPage(page), `${lang} agreement history`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('pc-help-new').click();
    await expect(page.getByTestId('pc-help-save')).toBeVisible();
    expect(await auditPage(page), `${lang} help form`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/platform/promotions');
    await expect(page.locator('[data-page="platform/promotions"] [role="tabpanel"]')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await auditPage(page), `${lang} coupons & activities`).toEqual([]);
    await page.getByTestId('pc-coupon-new').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    expect(await auditPage(page), `${lang} coupon form`).toEqual([]);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.context().close();
  }
});
