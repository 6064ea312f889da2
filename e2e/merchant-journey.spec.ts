import { expect, test, type APIRequestContext } from '@playwright/test';
import { closeOutbox, freshEmail, makePng, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { call, closeDb, one, saveShenzhenAddress } from './order-helpers.ts';
import { journeyOperator } from './operator-helpers.ts';

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** Uploads a picture as the user (`private` for identity documents, public for goods pictures). */
async function upload(request: APIRequestContext, token: string, purpose: 'private' | 'public', size = 64): Promise<string> {
  const res = await request.post(`${API}/resource/cos/upload`, {
    headers: { 'T-token': token },
    multipart: { purpose, file: { name: 'picture.png', mimeType: 'image/png', buffer: makePng(size) } },
  });
  const envelope = (await res.json()) as { success: boolean; message: string; data: { url: string } };
  expect(envelope, envelope.message).toMatchObject({ success: true });
  return envelope.data.url;
}

/** A new merchant: a shopper applies as a company and the demo operator approves; answers the merchant and the shop. */
async function newMerchant(request: APIRequestContext): Promise<{ merchant: ApiUser; shopId: number }> {
  const merchant = await registerEmailUser(request, freshEmail('seller'), 'Seller1234', 'Mia');
  const auth = { 'T-token': merchant.token };
  const [licence, front, back] = [await upload(request, merchant.token, 'private'), await upload(request, merchant.token, 'private'), await upload(request, merchant.token, 'private')];
  const { id: categoryId } = await one<{ id: number }>(`select id from category where parent_id is null and channel = 'mall' and enabled order by sort, id limit 1`);
  const applied = await call<{ applicationId: number }>(
    request,
    'merchant/apply/enterprise',
    {
      legalName: 'Mia Home Goods Ltd.',
      idNumber: 'A12345678',
      licenceNumber: '91440300MA5G000001',
      legalRepresentative: 'Mia Chen',
      contactName: 'Mia Chen',
      contactPhone: `137${String(Date.now()).slice(-8)}`,
      categoryId,
      shopName: 'Mia Home',
      documents: [
        { kind: 'business_license', url: licence },
        { kind: 'id_card_front', url: front },
        { kind: 'id_card_back', url: back },
      ],
    },
    auth,
  );
  const login = await request.post(`${API}/auth/applogin/email`, { data: journeyOperator('merchant-journey'), headers: { 'T-appType': 'console' } });
  const operator = ((await login.json()) as { data: { token: string } }).data.token;
  const approved = await call<{ shopId: number }>(request, 'platform/merchant/apply/approve', { applicationId: applied.applicationId }, { 'T-appType': 'console', 'T-token': operator });
  return { merchant, shopId: approved.shopId };
}

test('a new merchant sells: a goods listed, a shopper buys and pays, the merchant ships it from the console and sees the sale', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = failOnPageErrors(page);
  const { merchant, shopId } = await newMerchant(request);
  const auth = { 'T-token': merchant.token };

  // A goods of two colours, put on the shelf.
  const { id: leaf } = await one<{ id: number }>(`select id from category where level = 3 and channel = 'mall' and enabled order by id limit 1`);
  const picture = await upload(request, merchant.token, 'public', 96);
  const saved = await call<{ goodsId: number; skus: { skuId: number }[] }>(
    request,
    'merchant/goods/save',
    {
      shopId,
      title: { en: 'Linen cushion cover', zh: '亚麻抱枕套', ja: 'リネンのクッションカバー' },
      categoryId: leaf,
      pictures: [picture],
      specs: [{ name: { en: 'Colour', zh: '颜色', ja: '色' }, values: [{ name: { en: 'Sand', zh: '沙色', ja: 'サンド' } }, { name: { en: 'Sage', zh: '灰绿', ja: 'セージ' } }] }],
      skus: [
        { specIndexes: [0], price: 5900, stock: 10 },
        { specIndexes: [1], price: 6300, stock: 10 },
      ],
    },
    auth,
  );
  await call(request, 'merchant/goods/shelve', { goodsId: saved.goodsId }, auth);

  // A shopper buys two of the second colour and pays in the sandbox.
  const shopper = await registerEmailUser(request, freshEmail('buyer'), 'Buyer12345', 'Ben');
  const buyer = { 'T-token': shopper.token };
  await saveShenzhenAddress(request, shopper.token, 'Ben Liu');
  const checkout = await call<{ checkoutId: number; payAmount: number }>(request, 'saleorder/checkout/onegoods', { goodsId: saved.goodsId, skuId: saved.skus[1]!.skuId, quantity: 2 }, buyer);
  const numbered = await call<{ checkoutNumber: string }>(request, 'saleorder/checkoutnumber', { checkoutId: checkout.checkoutId }, buyer);
  const committed = await call<{ orderIds: number[] }>(request, 'saleorder/commit', { checkoutId: checkout.checkoutId, checkoutNumber: numbered.checkoutNumber, payAmount: checkout.payAmount }, buyer);
  const created = await call<{ orderInfo: { paymentNo: string }; data: Record<string, string> }>(
    request,
    'saleorder/payment/create',
    { orderIds: committed.orderIds, payChannel: 4, requestKey: `e2e-${Date.now()}` },
    buyer,
  );
  await call(request, 'saleorder/payment/execute', { paymentNo: created.orderInfo.paymentNo, ...created.data }, buyer);
  expect(checkout.payAmount).toBe(12_600);

  // The merchant's console: one order to ship, today's sale on the dashboard.
  await withStorage(page, { m_lang_identifier: 'en', m_token: merchant.token, m_userId: String(merchant.userId) });
  await page.goto('/merchant/index');
  await expectPage(page, 'merchant/index');
  await expect(page.getByTestId('console-shop')).toContainText('Mia Home');
  await expect(page.getByTestId('to-ship')).toContainText('1 order to ship');
  await expect(page.locator('[data-figure="sales"] strong').first()).toHaveText('CN¥126.00');
  await expect(page.locator('[data-figure="orders"] strong').first()).toHaveText('1');

  await page.getByTestId('to-ship').click();
  await expectPage(page, 'merchant/orders');
  const order = page.getByTestId('shop-order').first();
  await expect(order).toContainText('Linen cushion cover');
  await expect(order).toContainText('Sage');
  await expect(order).toContainText('Ben Liu');
  await order.getByTestId('ship-order').click();
  const sheet = page.getByTestId('ship-sheet');
  await sheet.getByLabel('Shipping company').selectOption('SF');
  await sheet.getByLabel('Tracking number').fill('SF123');
  await page.getByTestId('ship-confirm').click();
  await expect(sheet.getByRole('alert')).toHaveText('This is not a tracking number of that company');
  await sheet.getByLabel('Tracking number').fill(`SF${String(Date.now()).slice(-13).padStart(13, '0')}`);
  await page.getByTestId('ship-confirm').click();
  await expect(page.getByText('Nothing waiting to ship')).toBeVisible();
  await page.getByRole('tab', { name: 'Shipped' }).click();
  await expect(page.locator('[data-testid="shop-order"][data-status="receiving"]')).toContainText('SF Express');

  // The shopper sees the parcel on the way.
  const detail = await call<{ status: string }>(request, 'saleorder/detail', { orderId: committed.orderIds[0] }, buyer);
  expect(detail.status).toBe('receiving');
  expect(errors).toEqual([]);
});
