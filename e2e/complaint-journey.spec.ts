import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { closeOutbox, freshEmail, makePng, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage } from './axe-audit.ts';
import { API, expectPage, failOnPageErrors, withStorage } from './helpers.ts';
import { call, closeDb, one, saveShenzhenAddress } from './order-helpers.ts';
import { consoleLogin, consolePage } from './console-helpers.ts';

/*
 * Complaints: a shopper complains about a paid order from its page (type, words, a photo) and finds it in their
 * complaints; an operator answers it in the platform console; the shopper reads the answer and has a message
 * about it. The complaint pages and the console's complaint pages pass axe-core (WCAG 2.2 AA) in en, zh and ja.
 */


test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

/** A new shopper with a default address and one paid order (bought and paid through the API, the sandbox channel). */
async function shopperWithPaidOrder(request: APIRequestContext, label: string): Promise<{ user: ApiUser; orderId: number; orderNo: string }> {
  const user = await registerEmailUser(request, freshEmail(label), 'Complain2026', `${label} shopper`);
  await saveShenzhenAddress(request, user.token, 'Mei Chen');
  const auth = { 'T-token': user.token };
  const sku = await one<{ id: number; goods_id: number }>(
    `select s.id, s.goods_id from goods_sku s join goods g on g.id = s.goods_id join shop p on p.id = g.shop_id
     where g.status = 'on_sale' and p.status = 'open' and p.kind <> 'takeaway' and s.enabled and s.stock > 100 order by s.id limit 1`,
  );
  const { checkoutId, payAmount } = await call<{ checkoutId: number; payAmount: number }>(request, 'saleorder/checkout/onegoods', { goodsId: sku.goods_id, skuId: sku.id, quantity: 1 }, auth);
  const { checkoutNumber } = await call<{ checkoutNumber: string }>(request, 'saleorder/checkoutnumber', { checkoutId }, auth);
  const { orderIds } = await call<{ orderIds: number[] }>(request, 'saleorder/commit', { checkoutId, checkoutNumber, payAmount }, auth);
  const orderId = orderIds[0]!;
  const payment = await call<{ orderInfo: { paymentNo: string }; data: Record<string, string> }>(
    request,
    'saleorder/payment/create',
    { orderIds: [orderId], payChannel: 4, requestKey: `complaint-${randomBytes(6).toString('hex')}` },
    auth,
  );
  await call(request, 'saleorder/payment/execute', { paymentNo: payment.orderInfo.paymentNo, ...payment.data }, {});
  const order = await one<{ order_no: string; paid_at: Date | null }>('select order_no, paid_at from sale_order where id = $1', [orderId]);
  expect(order.paid_at).not.toBeNull();
  return { user, orderId, orderNo: order.order_no };
}

/** Files a complaint through the API, as the form would. */
async function fileComplaint(request: APIRequestContext, user: ApiUser, orderId: number): Promise<{ complaintId: number; complaintNo: string }> {
  return call(
    request,
    'complaint/add/goodsComplaint',
    { subject: 'order', orderId, type: 'misleading', content: 'The colour is not the one in the pictures.', requestKey: `audit-${randomBytes(6).toString('hex')}` },
    { 'T-token': user.token },
  );
}

test('a shopper complains about an order, an operator answers in the console, and the shopper reads the answer', async ({ page, browser, request }) => {
  test.setTimeout(60_000);
  const errors = failOnPageErrors(page);
  const { user, orderId, orderNo } = await shopperWithPaidOrder(request, 'complainer');
  await withStorage(page, { m_lang_identifier: 'en', m_token: user.token, m_userId: String(user.userId) });

  // From the order's page: "Complain" opens the form about this order.
  await page.goto(`/pages/order/ordershippingdetail?orderId=${orderId}`);
  await page.getByTestId('order-complain').click();
  await expectPage(page, 'complaint/complaint');
  await expect(page.getByTestId('complaint-subject')).toContainText(orderNo);

  // Submitting empty says what is missing, beside each field.
  await page.getByTestId('complaint-submit').click();
  await expect(page.locator('[data-complaint-field="type"] .mall-complaint-error')).toHaveText('Choose a type');
  await expect(page.locator('[data-complaint-field="content"] .mall-complaint-error')).toHaveText('Write at least 5 characters');

  await page.getByLabel('Poor service').check();
  await page.getByLabel('What happened?').fill('Still not shipped after a week.\nThe shop does not answer my messages.');
  await page.locator('.adm-image-uploader-input').setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: makePng(64) });
  await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await expect(page.locator('.adm-image-uploader-cell-loading')).toHaveCount(0);
  await page.getByTestId('complaint-submit').click();

  // The complaint's own page replaces the form: waiting for the platform, with what was sent.
  await expectPage(page, 'complaint/reportdetail');
  await expect(page.getByTestId('complaint-banner')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('complaint-content-text')).toHaveText('Still not shipped after a week.\nThe shop does not answer my messages.');
  await expect(page.getByTestId('complaint-photos').locator('img')).toHaveCount(1);
  const complaintNo = (await page.getByTestId('complaint-no').textContent())!;
  expect(complaintNo).toMatch(/^C\d{18}$/);
  const stored = await one<{ id: number; images: string[] }>('select id, images from complaint where complaint_no = $1', [complaintNo]);
  expect(stored.images).toHaveLength(1);

  // The me tab leads to the list, where it waits.
  await page.goto('/pages/index/user');
  await page.getByTestId('complaint-entry').click();
  await expectPage(page, 'complaint/reportrecord');
  const card = page.locator(`[data-testid="complaint-card"][data-complaint-id="${stored.id}"]`);
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(card).toContainText('Poor service');

  // The operator finds it in the open queue and answers it.
  const operator = await consolePage(browser, (await consoleLogin(request, 'complaints')).session);
  const consoleErrors = failOnPageErrors(operator);
  await operator.goto('/platform/complaints');
  await operator.getByRole('link', { name: complaintNo }).click();
  await expect(operator.locator('[data-page="platform/complaint"]')).toBeVisible();
  await expect(operator.getByTestId('pc-complaint-content')).toHaveText('Still not shipped after a week.\nThe shop does not answer my messages.');
  await expect(operator.getByTestId('pc-complaint-facts')).toContainText(orderNo);
  await expect(operator.getByTestId('pc-complaint-photos').locator('img')).toHaveCount(1);
  await operator.getByLabel('Your answer').fill('We asked the shop to ship today.\nWrite to us again if it does not.');
  await operator.getByTestId('pc-answer-send').click();
  await expect(operator.getByRole('status').filter({ hasText: 'Answer sent' })).toBeVisible();
  await expect(operator.getByTestId('pc-complaint-status')).toHaveText('Answered');
  await expect(operator.getByTestId('pc-the-answer')).toContainText('We asked the shop to ship today.');
  // It left the open queue for the answered tab.
  await operator.goto('/platform/complaints?status=answered');
  await expect(operator.getByRole('link', { name: complaintNo })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await operator.context().close();

  // The shopper reads the answer, and has a message leading to it.
  await card.click();
  await expectPage(page, 'complaint/reportdetail');
  await expect(page.getByTestId('complaint-banner')).toHaveAttribute('data-status', 'answered');
  await expect(page.getByTestId('complaint-answer')).toContainText('We asked the shop to ship today.');
  await expect
    .poll(async () => (await one<{ n: number }>('select count(*)::int as n from user_message where account_id = $1 and link = $2', [user.userId, `/pages/complaint/reportdetail?complaintId=${stored.id}`])).n, { timeout: 15_000 })
    .toBe(1);
  expect(errors).toEqual([]);
});

test('the complaint pages and the console complaint pages pass axe-core (WCAG 2.2 AA) in English, Chinese and Japanese', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { user, orderId } = await shopperWithPaidOrder(request, 'complaudit');
  const answered = await fileComplaint(request, user, orderId);
  const open = await fileComplaint(request, user, orderId);
  const session = (await consoleLogin(request, 'complaints')).session;
  const { token: operatorToken } = JSON.parse(session) as { token: string };
  const answer = await request.post(`${API}/platform/complaint/answer`, {
    data: { complaintId: answered.complaintId, answer: 'The shop will exchange it.' },
    headers: { 'T-appType': 'console', 'T-deviceType': 'console', 'T-token': operatorToken, 'T-lang': 'en' },
  });
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);

  const found: string[] = [];
  const record = (where: string, findings: Awaited<ReturnType<typeof auditPage>>) => {
    for (const f of findings) found.push(`${where}: ${f.rule} (${f.impact}) ${f.help} — ${f.targets.join(', ')} — ${f.summary}`);
  };
  for (const lang of ['en', 'zh', 'ja'] as const) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
    const page = await context.newPage();
    await withStorage(page, { m_lang_identifier: lang, m_token: user.token, m_userId: String(user.userId) });
    for (const path of [
      `/pages/complaint/complaint?orderId=${orderId}`,
      '/pages/complaint/reportrecord',
      `/pages/complaint/reportdetail?complaintId=${answered.complaintId}`,
      '/pages/complaint/detail',
      '/pages/complaint/detail?code=how-to-complain',
    ]) {
      await page.goto(path);
      await page.locator('[data-page]').first().waitFor();
      await expect(page.locator('.mall-skeleton, .adm-skeleton')).toHaveCount(0);
      record(`${lang} ${path}`, await auditPage(page));
    }
    // The picker of what to complain about.
    await page.goto('/pages/complaint/complaint');
    await page.getByTestId('complaint-choose').click();
    await expect(page.getByTestId('complaint-choices')).toBeVisible();
    record(`${lang} subject picker`, await auditPage(page));
    await context.close();

    const operator = await consolePage(browser, session, lang);
    for (const path of ['/platform/complaints', '/platform/complaints?status=answered', `/platform/complaints/${open.complaintId}`, `/platform/complaints/${answered.complaintId}`]) {
      await operator.goto(path);
      await expect(operator.locator('.pc-table, .pc-empty, .pc-detail').first()).toBeVisible();
      record(`${lang} console ${path}`, await auditPage(operator));
    }
    await operator.getByTestId('pc-complaint-close').click();
    await expect(operator.getByRole('dialog')).toBeVisible();
    record(`${lang} console close dialog`, await auditPage(operator));
    await operator.keyboard.press('Escape');
    await operator.context().close();
  }
  expect(found).toEqual([]);
});
