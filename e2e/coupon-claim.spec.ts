import { expect, test } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { closeDb, db, one, saveShenzhenAddress } from './order-helpers.ts';

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

test('checkout offers the platform coupons the shopper has not claimed, and claims and applies one in one tap', async ({ page, request }) => {
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('claim'), 'Claim1234', 'Cai');
  await saveShenzhenAddress(request, user.token, 'Cai Lin');
  // An amount-off platform coupon on offer, and a goods whose price reaches its threshold.
  const coupon = await one<{ id: number; threshold_amount: number }>(
    `select id, threshold_amount from coupon where shop_id is null and status = 'active' and kind = 'amount_off'
       and picked_quantity < total_quantity and now() between pick_starts_at and pick_ends_at order by threshold_amount, id limit 1`,
  );
  const sku = await one<{ id: number; goods_id: number }>(
    `select s.id, s.goods_id from goods_sku s join goods g on g.id = s.goods_id
     where g.status = 'on_sale' and s.enabled and s.stock > 10 and s.price >= $1 order by s.price, s.id limit 1`,
    [Math.max(coupon.threshold_amount, 1)],
  );
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await page.goto(`/pages/order/checkout?source=onegoods&goodsId=${sku.goods_id}&skuId=${sku.id}&quantity=1`);
  await expectPage(page, 'order/checkout');

  // Nothing held, but something to claim: the row says so.
  const row = page.getByTestId('checkout-platform-coupon');
  await expect(row).toContainText(/to claim/);
  await row.click();
  const offer = page.locator(`[data-testid="coupon-offer"][data-coupon-id="${coupon.id}"]`);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Claim & use' }).click();

  // Claimed once, applied to this checkout, and the sheet closed.
  await expect(row.getByTestId('coupon-applied')).toBeVisible();
  const held = await db().query<{ id: number }>('select id from user_coupon where account_id = $1 and coupon_id = $2', [user.userId, coupon.id]);
  expect(held.rows).toHaveLength(1);
  await expect(page.getByTestId('checkout-summary')).toContainText('Platform coupon');
  expect(errors).toEqual([]);
});
