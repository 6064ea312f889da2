import { expect, test } from '@playwright/test';
import { closeOutbox, freshEmail, makePng, registerEmailUser } from './account-helpers.ts';
import { expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { call, closeDb, one, saveShenzhenAddress } from './order-helpers.ts';

/*
 * Issue 17's reviews on a phone: a shopper whose order was received reviews its line from the order's page with
 * stars, words and a photo, comes back to the order (the line now offers "View review"), and finds the review on the
 * goods' page and its review list. The order is bought and paid through the API; the demo merchant ships it within
 * seconds (playwright.config.ts) and the shopper confirms receipt.
 */

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

test('reviews a received line with a photo and finds it on the goods page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnPageErrors(page);
  const user = await registerEmailUser(request, freshEmail('reviewer'), 'Review1234', 'Rita');
  await saveShenzhenAddress(request, user.token, 'Rita Wu');
  const api = <T>(path: string, body: unknown) => call<T>(request, path, body, { 'T-token': user.token });

  // A received order of one goods of a seeded shop.
  const sku = await one<{ id: number; goods_id: number }>(
    `select s.id, s.goods_id from goods_sku s join goods g on g.id = s.goods_id
     where g.shop_id = 1 and g.status = 'on_sale' and s.enabled and s.stock > 50 and s.price between 1000 and 50000 order by g.id desc, s.id limit 1`,
  );
  const { checkoutId, payAmount } = await api<{ checkoutId: number; payAmount: number }>('saleorder/checkout/onegoods', { goodsId: sku.goods_id, skuId: sku.id, quantity: 1 });
  const { checkoutNumber } = await api<{ checkoutNumber: string }>('saleorder/checkoutnumber', { checkoutId });
  const { orderIds } = await api<{ orderIds: number[] }>('saleorder/commit', { checkoutId, checkoutNumber, payAmount });
  const orderId = orderIds[0]!;
  await api('saleorder/payment/create', { orderIds: [orderId], payChannel: 1, requestKey: `review-${user.userId}` });
  await expect
    .poll(async () => (await one<{ status: string }>('select status from sale_order where id = $1', [orderId])).status, { timeout: 30_000 })
    .toBe('receiving');
  await api('saleorder/goods/receive', { orderId });
  const before = await one<{ review_count: number }>('select review_count from goods where id = $1', [sku.goods_id]);

  // From the completed order's page: "Review" on its line.
  await withStorage(page, { m_token: user.token, m_userId: String(user.userId) });
  await page.goto(`/pages/order/ordercompleteddetail?orderId=${orderId}`);
  await expectPage(page, 'order/ordercompleteddetail');
  const action = page.getByTestId('order-line-review');
  await expect(action).toHaveAttribute('data-review-action', 'review');
  await action.click();
  await expectPage(page, 'user/publishreview');
  await expect(page.getByTestId('review-line')).toHaveAttribute('data-goods-id', String(sku.goods_id));

  // Four stars, a few lines of words, a photo.
  await page.getByTestId('review-rating').locator('label').nth(3).click();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByTestId('review-rating')).toHaveAttribute('data-rating', '4');
  const words = `Arrived well packed and works as described.\nReview ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your review' }).fill(words);
  await page.getByTestId('review-photos').locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(96) });
  await expect(page.getByTestId('review-photos').locator('.adm-image-uploader-cell img')).toHaveCount(1);
  await expect(page.getByTestId('review-photos').locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await page.getByTestId('review-submit').click();

  // Back on the order, whose line now shows its review.
  await expectPage(page, 'order/ordercompleteddetail');
  await expect(page.getByTestId('order-line-review')).toHaveAttribute('data-review-action', 'view');
  expect(await one('select review_count from goods where id = $1', [sku.goods_id])).toEqual({ review_count: before.review_count + 1 });

  // On the goods page, the newest of its reviews; on its review page, with the photo.
  await page.goto(`/pages/goods/goodsdetail?goodsId=${sku.goods_id}`);
  await expectPage(page, 'goods/goodsdetail');
  await expect(page.getByTestId('review').first()).toContainText(`Review ${words.split('Review ')[1]}`);
  await page.goto(`/pages/goods/goodsreview?goodsId=${sku.goods_id}&filter=pictures`);
  const mine = page.getByTestId('review').filter({ hasText: words.split('\n')[1]! });
  await expect(mine).toBeVisible();
  await expect(mine.locator('.mall-review-pictures img')).toHaveCount(1);
  await expect(mine.locator('.mall-review-stars')).toHaveAttribute('aria-label', /4/);

  // And among the shopper's own reviews.
  await page.goto('/pages/user/reviews?tab=reviewed');
  await expect(page.getByTestId('user-review').first()).toContainText(words.split('\n')[1]!);
  expect(errors).toEqual([]);
});
