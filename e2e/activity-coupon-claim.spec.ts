import { expect, test } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { call, closeDb, db, one } from './order-helpers.ts';

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

test('the shopper claims an activity\'s coupon on the activity page, sees it claimed and finds it in their coupons', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('activity'), 'Claim1234', 'Ada');
  // The first coupon of a live activity that still has some left.
  const offer = await one<{ activity_id: number; coupon_id: number }>(
    `select ac.activity_id, ac.coupon_id from coupon_activity_coupon ac
       join coupon_activity a on a.id = ac.activity_id join coupon c on c.id = ac.coupon_id
     where a.status = 'active' and now() >= a.starts_at and now() < a.ends_at and c.status = 'active'
       and c.picked_quantity < c.total_quantity and now() >= c.pick_starts_at and now() < c.pick_ends_at
     order by a.position, a.id, ac.position limit 1`,
  );
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await page.goto('/pages/activity/index');
  await expectPage(page, 'activity/index');

  const ticket = page.locator(`[data-testid="activity-coupons"][data-activity-id="${offer.activity_id}"] [data-testid="activity-coupon"][data-coupon-id="${offer.coupon_id}"]`);
  await expect(ticket).toHaveAttribute('data-claim-state', 'claim');
  await ticket.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(ticket).toHaveAttribute('data-claim-state', /claimed|claimAgain/);
  await expect(ticket).toContainText('You have 1');
  const held = await db().query<{ id: number }>('select id from user_coupon where account_id = $1 and coupon_id = $2', [user.userId, offer.coupon_id]);
  expect(held.rows).toHaveLength(1);

  // The shopper's coupon list holds it.
  await page.getByRole('link', { name: /My coupons/ }).first().click();
  await expectPage(page, 'user/usercoupon');
  await expect(page.getByTestId('user-coupon')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the coupon centre passes WCAG 2.2 AA (axe-core) in en, zh and ja, for a visitor and for a shopper who claimed', async ({ browser, request }) => {
  // Six pages, each with its own context and an axe run: more than the default 30 s on a slow machine.
  test.setTimeout(120_000);
  const offer = await one<{ activity_id: number; coupon_id: number }>(
    `select ac.activity_id, ac.coupon_id from coupon_activity_coupon ac join coupon c on c.id = ac.coupon_id
     where c.picked_quantity < c.total_quantity order by ac.activity_id, ac.position limit 1`,
  );
  const user = await registerEmailUser(request, freshEmail('activity-axe'), 'Claim1234', 'Axe');
  await call(request, 'user/activity/pick', { activityId: offer.activity_id, couponId: offer.coupon_id }, { 'T-token': user.token });
  for (const lang of ['en', 'zh', 'ja'] as const) {
    for (const own of [false, true]) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, bypassCSP: true });
      const page = await context.newPage();
      await withStorage(page, own ? { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId) } : { m_lang_identifier: lang });
      await page.goto('/pages/activity/index');
      const ticket = page.locator(`[data-testid="activity-coupon"][data-coupon-id="${offer.coupon_id}"]`);
      await expect(ticket).toBeVisible();
      if (own) await expect(ticket).toHaveAttribute('data-claim-state', /claimed|claimAgain/);
      await page.waitForLoadState('networkidle');
      expect(await auditPage(page), `${lang} ${own ? 'shopper' : 'visitor'}`).toEqual([]);
      await context.close();
    }
  }
});
