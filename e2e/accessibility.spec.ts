import { expect, test, type APIRequestContext, type Browser, type Locator } from '@playwright/test';
import { closeOutbox, freshEmail, registerEmailUser, type ApiUser } from './account-helpers.ts';
import { auditPage, type Finding } from './axe-audit.ts';
import { withStorage } from './helpers.ts';
import { call, closeDb, db, one, saveShenzhenAddress } from './order-helpers.ts';

/*
 * Every page of the app, in English, Chinese and Japanese, through axe-core's WCAG 2.0/2.1/2.2 A and AA rules: no
 * serious or critical violation. Pages for everyone are audited as a visitor, the shopper's own pages logged in,
 * on a shopper with something on each (orders in every state, payments of every channel, a parcel on its way,
 * favourites, a followed shop, a coupon). A new route must be added to ROUTES (a unit of the list checks it).
 */

test.afterAll(async () => {
  await closeOutbox();
  await closeDb();
});

const LANGS = ['en', 'zh', 'ja'] as const;

/** Public pages whose logged-in view differs most from a visitor's, audited both ways. */
const SEEN_LOGGED_IN = ['/pages/goods/goodsdetail', '/pages/shop/index', '/pages/goods/goodssearchresult', '/pages/category/mlindex'];

interface World {
  user: ApiUser;
  goodsId: number;
  shopId: number;
  categoryId: number;
  leafCategoryId: number;
  addressId: number;
  messageId: number;
  checkoutId: number;
  orders: { paying: number; shipping: number; receiving: number; completed: number; terminated: number };
  /** A line of the completed order waiting for a review, and a review of a line of another received order. */
  pendingLineId: number;
  reviewId: number;
  /** A line of the receiving order, and a return of the reviewed order's line. */
  receivingLineId: number;
  returnId: number;
  checkoutNumber: string;
  payments: { sandbox: string; scan: string; offline: string };
  /** A complaint of the shopper's about the completed order. */
  complaintId: number;
}

/** A route, and whether it is the shopper's own (audited logged in). */
type Route = [path: string, own: boolean];

function routes(w: World): Route[] {
  const o = w.orders;
  return [
    ['/', false],
    ['/pages/category/index', false],
    [`/pages/category/mlindex?id=${w.categoryId}`, false],
    [`/pages/category/sublist?categoryId=${w.categoryId}`, false],
    [`/pages/category/lastlevellist?categoryId=${w.leafCategoryId}`, false],
    ['/pages/category/all', false],
    ['/pages/shortcut/index', false],
    ['/pages/shortcut/homeliving', false],
    ['/pages/activity/index', false],
    ['/pages/score/index', true],
    ['/pages/score/index', false],
    ['/pages/goods/goodsnews', false],
    ['/pages/index/cart', true],
    ['/pages/index/message', true],
    ['/pages/chat/chat?platform=1', true],
    ['/pages/index/user', true],
    ['/pages/index/user', false],
    ['/pages/login/login', false],
    ['/pages/login/entercode?mobile=13900001111&phoneCode=86', false],
    ['/pages/login/register', false],
    ['/pages/privacy/privacy', false],
    ['/pages/popup/popup?code=nothing1', false],
    ['/pages/scancode/index', false],
    ['/pages/customerzone/guide', false],
    ['/pages/agreement/agreement', false],
    ['/pages/agreement/detail?code=user', false],
    ['/pages/user/edituser', true],
    ['/pages/user/setting', true],
    ['/pages/user/currency', true],
    ['/pages/user/address/list', true],
    [`/pages/user/address/add?id=${w.addressId}`, true],
    ['/pages/user/messagelist', true],
    [`/pages/user/messagedetail?id=${w.messageId}`, true],
    [`/pages/goods/goodsdetail?goodsId=${w.goodsId}`, false],
    ['/pages/goods/goodscart', true],
    [`/pages/goods/goodsreview?goodsId=${w.goodsId}`, false],
    ['/pages/user/wishlist', true],
    ['/pages/user/browsegoods', true],
    ['/pages/user/usercoupon', true],
    ['/pages/user/wallet/recharge', true],
    ['/pages/user/wallet/withdraw', true],
    [`/pages/user/invoice/invoiceapply?orderId=${o.completed}`, true],
    ['/pages/user/reviews', true],
    ['/pages/user/reviews?tab=reviewed', true],
    [`/pages/user/publishreview?orderItemId=${w.pendingLineId}`, true],
    [`/pages/user/viewreviews?reviewId=${w.reviewId}`, true],
    [`/pages/shop/index?shopId=${w.shopId}`, false],
    [`/pages/shop/detail?shopId=${w.shopId}`, false],
    [`/pages/shop/shopmerchantcert?shopId=${w.shopId}`, false],
    [`/pages/shop/membershipnotice?shopId=${w.shopId}`, false],
    ['/pages/shop/nearshop', false],
    ['/pages/location/index', false],
    ['/pages/location/search', false],
    ['/pages/health/index', false],
    ['/pages/health/otclist', false],
    [`/pages/health/otcgoodsdetail?goodsId=${w.goodsId}`, false],
    ['/pages/health/message', true],
    ['/pages/category/otclist', false],
    ['/pages/category/otclastlevel', false],
    ['/pages/user/followshop', true],
    ['/pages/goods/goodssearch', false],
    ['/pages/goods/goodssearchresult?keyword=tea', false],
    [`/pages/order/checkout?checkoutId=${w.checkoutId}`, true],
    ['/pages/order/order', true],
    [`/pages/order/orderpayingdetail?orderId=${o.paying}`, true],
    [`/pages/order/ordershippingdetail?orderId=${o.shipping}`, true],
    [`/pages/order/orderreceivingdetail?orderId=${o.receiving}`, true],
    [`/pages/order/ordercompleteddetail?orderId=${o.completed}`, true],
    [`/pages/order/orderterminateddetail?orderId=${o.terminated}`, true],
    [`/pages/order/logistics?orderId=${o.receiving}`, true],
    ['/pages/order/order?tab=return', true],
    [`/pages/order/returnapply?orderId=${o.completed}`, true],
    [`/pages/order/returnrefund?orderId=${o.receiving}&lines=${w.receivingLineId}:1`, true],
    [`/pages/order/returnandrefund?orderId=${o.completed}&lines=${w.pendingLineId}:1`, true],
    [`/pages/order/returnexchange?orderId=${o.completed}&lines=${w.pendingLineId}:1`, true],
    [`/pages/order/orderreturndetail?returnId=${w.returnId}`, true],
    [`/pages/order/payment?checkoutNumber=${w.checkoutNumber}`, true],
    [`/pages/order/paymentdetail?paymentNo=${w.payments.sandbox}`, true],
    [`/pages/order/cancelpayment?paymentNo=${w.payments.sandbox}`, true],
    [`/pages/order/mppaymentdetail?paymentNo=${w.payments.scan}`, true],
    [`/pages/order/offlinepaymentdetail?paymentNo=${w.payments.offline}`, true],
    [`/pages/complaint/complaint?orderId=${o.completed}`, true],
    ['/pages/complaint/reportrecord', true],
    [`/pages/complaint/reportdetail?complaintId=${w.complaintId}`, true],
    ['/pages/complaint/detail', false],
    ['/pages/complaint/detail?code=how-to-complain', false],
    ['/pages/nowhere', false],
  ];
}

async function buildWorld(request: APIRequestContext): Promise<World> {
  const user = await registerEmailUser(request, freshEmail('axe'), 'Axe123456', 'Ada');
  await saveShenzhenAddress(request, user.token, 'Ada Lin');
  const auth = { 'T-token': user.token };
  const api = <T>(path: string, body: unknown) => call<T>(request, path, body, auth);
  const sku = await one<{ id: number; goods_id: number; shop_id: number }>(
    `select s.id, s.goods_id, g.shop_id from goods_sku s join goods g on g.id = s.goods_id
     where g.status = 'on_sale' and s.stock > 100 and s.price between 1000 and 20000 order by s.id limit 1`,
  );
  const category = await one<{ id: number; leaf: number }>(
    `select p.id, (select c.id from category c where c.parent_id = p.id order by c.id limit 1) as leaf from category p
     where p.parent_id is null and exists (select 1 from category c where c.parent_id = p.id) order by p.id limit 1`,
  );
  const open = async () => {
    const { checkoutId, payAmount } = await api<{ checkoutId: number; payAmount: number }>('saleorder/checkout/onegoods', { goodsId: sku.goods_id, skuId: sku.id, quantity: 1 });
    const { checkoutNumber } = await api<{ checkoutNumber: string }>('saleorder/checkoutnumber', { checkoutId });
    return { checkoutId, checkoutNumber, payAmount };
  };
  const commit = async () => {
    const c = await open();
    const { orderIds } = await api<{ orderIds: number[] }>('saleorder/commit', c);
    return { orderId: orderIds[0]!, checkoutNumber: c.checkoutNumber };
  };
  let key = 0;
  const pay = async (orderId: number, payChannel: number) =>
    (await api<{ paymentNo: string }>('saleorder/payment/create', { orderIds: [orderId], payChannel, requestKey: `axe-${user.userId}-${++key}` })).paymentNo;
  const statusOf = async (orderId: number) => (await one<{ status: string }>('select status from sale_order where id = $1', [orderId])).status;

  const paying = await commit();
  const sandbox = await pay(paying.orderId, 4);
  const scan = await pay((await commit()).orderId, 5);
  const offline = await pay((await commit()).orderId, 6);
  const shipping = (await commit()).orderId;
  await pay(shipping, 1);
  // Kept unshipped: the demo merchant ships paid orders five seconds after payment.
  await db().query(`update sale_order set paid_at = now() + interval '1 day' where id = $1`, [shipping]);
  const receiving = (await commit()).orderId;
  const completed = (await commit()).orderId;
  const reviewed = (await commit()).orderId;
  await pay(receiving, 1);
  await pay(completed, 1);
  await pay(reviewed, 1);
  await expect
    .poll(async () => [await statusOf(receiving), await statusOf(completed), await statusOf(reviewed)], { timeout: 30_000 })
    .toEqual(['receiving', 'receiving', 'receiving']);
  await api('saleorder/goods/receive', { orderId: completed });
  await api('saleorder/goods/receive', { orderId: reviewed });
  const lineOf = async (orderId: number) => (await one<{ id: number }>('select id from sale_order_goods where order_id = $1 order by id limit 1', [orderId])).id;
  const { id: reviewId } = await api<{ id: number }>('mall/goods/review/publish', {
    orderItemId: await lineOf(reviewed),
    rating: 4,
    content: 'Well made and arrived quickly.\nWould buy again.',
  });
  const { returnId } = await api<{ returnId: number }>('returnorder/apply', {
    orderId: reviewed,
    kind: 'return',
    reason: 'damaged',
    description: 'The lid arrived cracked.',
    lines: [{ orderLineId: await lineOf(reviewed), quantity: 1 }],
    requestKey: `axe-return-${user.userId}`,
  });
  const terminated = (await commit()).orderId;
  await api('saleorder/cancel', { orderId: terminated });
  const { checkoutId } = await open();
  const { complaintId } = await api<{ complaintId: number }>('complaint/add/goodsComplaint', {
    subject: 'order',
    orderId: completed,
    type: 'service',
    content: 'The parcel arrived two weeks late.\nNobody answered my messages.',
    requestKey: `axe-complaint-${user.userId}`,
  });

  await api('mall/query/goods/favor', { goodsId: sku.goods_id });
  await api('shop/follow', { shopId: sku.shop_id });
  await api('cart/goods/add', { goodsId: sku.goods_id, skuId: sku.id, quantity: 1 });
  const coupon = await db().query<{ id: number }>(
    `select id from coupon where status = 'active' and picked_quantity < total_quantity and now() between pick_starts_at and pick_ends_at order by id limit 1`,
  );
  if (coupon.rows[0]) await api('user/coupon/pick', { couponId: coupon.rows[0].id });
  const { id: addressId } = await one<{ id: number }>('select id from address where account_id = $1 limit 1', [user.userId]);
  const message = await db().query<{ id: number }>('select id from user_message where account_id = $1 order by id limit 1', [user.userId]);
  return {
    user,
    goodsId: sku.goods_id,
    shopId: sku.shop_id,
    categoryId: category.id,
    leafCategoryId: category.leaf,
    addressId,
    messageId: message.rows[0]?.id ?? 1,
    checkoutId,
    orders: { paying: paying.orderId, shipping, receiving, completed, terminated },
    pendingLineId: await lineOf(completed),
    reviewId,
    receivingLineId: await lineOf(receiving),
    returnId,
    checkoutNumber: paying.checkoutNumber,
    payments: { sandbox, scan, offline },
    complaintId,
  };
}

let world: World;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  world = await buildWorld(request);
});

for (const lang of LANGS) {
  test(`every page passes WCAG 2.2 AA (axe-core, serious and critical) in ${lang}`, async ({ browser }) => {
    test.setTimeout(600_000);
    const found: string[] = [];
    // Public pages are audited as a visitor, and the busiest of them again logged in (favourites, follow and cart
    // badges, picked coupons change what they show); the shopper's own pages logged in.
    for (const own of [false, true]) {
      // CSP bypassed only so that axe-core can be added to the page.
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
      const page = await context.newPage();
      await withStorage(page, own ? { m_lang_identifier: lang, m_token: world.user.token, m_userId: String(world.user.userId) } : { m_lang_identifier: lang });
      for (const [path, forShopper] of routes(world)) {
        if (forShopper !== own && !(own && SEEN_LOGGED_IN.some((p) => path.startsWith(p)))) continue;
        await page.goto(path);
        await page.locator('[data-page]').first().waitFor();
        // Settled: skeletons gone and the page's first answers shown.
        await expect(page.locator('.mall-skeleton, .adm-skeleton')).toHaveCount(0, { timeout: 10_000 }).catch(() => undefined);
        // What loads as the page scrolls (the lower sections, the next page of a list) is audited too.
        await page.evaluate(async () => {
          for (let i = 0; i < 5; i += 1) {
            window.scrollBy(0, window.innerHeight);
            await new Promise((resolve) => setTimeout(resolve, 150));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const findings: Finding[] = await auditPage(page);
        for (const f of findings) found.push(`${path} ${own ? '(shopper)' : '(visitor)'}: ${f.impact} ${f.rule} — ${f.help} — ${f.targets.join(' | ')} — ${f.summary}`);
      }
      await context.close();
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

/** A logged-in phone in `lang` for auditing what pops up: `audit` notes what axe finds, named `what`. */
async function sheetAuditor(browser: Browser, lang: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await context.newPage();
  await withStorage(page, { m_lang_identifier: lang, m_token: world.user.token, m_userId: String(world.user.userId) });
  const found: string[] = [];
  const audit = async (what: string) => {
    for (const f of await auditPage(page)) found.push(`${what}: ${f.impact} ${f.rule} — ${f.help} — ${f.targets.join(' | ')} — ${f.summary}`);
  };
  return { page, found, audit, close: () => context.close() };
}

for (const lang of LANGS) {
  test(`the sheets that pop up pass too (SKU picker, share sheet, coupon sheet) in ${lang}`, async ({ browser }) => {
    const { page, found, audit, close } = await sheetAuditor(browser, lang);
    await page.goto(`/pages/goods/goodsdetail?goodsId=${world.goodsId}`);
    await page.getByTestId('sku-row').click();
    await expect(page.getByTestId('sku-picker')).toBeVisible();
    await audit('SKU picker');
    await page.goto(`/pages/goods/goodsdetail?goodsId=${world.goodsId}`);
    await page.getByTestId('goods-share').click();
    await expect(page.locator('.adm-popup-body').last()).toBeVisible();
    await audit('share sheet');
    await page.goto(`/pages/order/checkout?checkoutId=${world.checkoutId}`);
    await page.getByTestId('checkout-platform-coupon').click();
    await expect(page.getByTestId('coupon-list')).toBeVisible();
    await audit('coupon sheet');
    await close();
    expect(found, found.join('\n')).toEqual([]);
  });
}

for (const lang of LANGS) {
  test(`the pickers, confirmations and other sheets pass too (address pickers, dialogs, delivery, language, filters) in ${lang}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, found, audit, close } = await sheetAuditor(browser, lang);
    /**
     * The dialog on top, once it is shown, holds the focus and has stopped moving; pinned, as the one it was opened
     * from becomes the top one again when it closes.
     */
    let pins = 0;
    const shown = async () => {
      const top = page.locator('[role="dialog"][aria-modal="true"]:visible').last();
      await expect(top).toBeVisible();
      await expect.poll(() => top.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      const pin = `shown-${(pins += 1)}`;
      await top.evaluate((d, mark) => d.setAttribute('data-test-shown', mark), pin);
      await page.waitForTimeout(400);
      return page.locator(`[data-test-shown="${pin}"]`);
    };
    const escape = async (dialog: Locator) => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    /** Audits the dialog on top once it is shown, then closes it. */
    const auditShown = async (what: string) => {
      const dialog = await shown();
      await audit(what);
      await escape(dialog);
    };

    // The address form's pickers: the calling code and the country (wheels), the area (province, city, district).
    await page.goto(`/pages/user/address/add?id=${world.addressId}`);
    await page.getByTestId('phone-code').click();
    await auditShown('calling code picker');
    await page.getByTestId('nation-picker').click();
    await auditShown('country picker');
    await page.getByTestId('area-picker').click();
    const area = await shown();
    await expect(area.locator('.adm-cascader-view-item-active')).toHaveCount(3);
    await audit('area picker');
    await escape(area);

    // Confirmations: deleting an address, cancelling an order (both answered with Escape, so nothing changes).
    await page.goto('/pages/user/address/list');
    await page.getByTestId('delete-address').first().click();
    await auditShown('address deletion confirmation');
    await page.goto(`/pages/order/orderpayingdetail?orderId=${world.orders.paying}`);
    await page.getByTestId('order-cancel').click();
    await auditShown('order cancel confirmation');
    // An order's address book.
    await page.getByTestId('order-address-change').click();
    await expect(page.getByTestId('order-address-option').first()).toBeVisible();
    await auditShown('order address sheet');

    // The goods page's delivery popup, and its country picker over it.
    await page.goto(`/pages/goods/goodsdetail?goodsId=${world.goodsId}`);
    await page.getByTestId('delivery-row').click();
    const delivery = await shown();
    await audit('delivery popup');
    await page.getByTestId('delivery-popup').getByTestId('nation-picker').click();
    await auditShown('delivery popup\'s country picker');
    await escape(delivery);

    // The language sheet, and the filters of a category and of a search.
    await page.goto('/pages/user/setting');
    await page.locator('[data-setting="language"]').click();
    await auditShown('language sheet');
    await page.goto(`/pages/category/lastlevellist?categoryId=${world.leafCategoryId}`);
    await page.getByTestId('filter-button').click();
    await expect(page.getByTestId('filter-popup').locator('.mall-filter-group').first()).toBeVisible();
    await auditShown('category filters');
    await page.goto('/pages/goods/goodssearchresult?keyword=tea');
    await page.getByTestId('filter-button').click();
    await expect(page.getByTestId('search-filter-panel')).toBeVisible();
    await auditShown('search filters');
    await close();
    expect(found, found.join('\n')).toEqual([]);
  });
}
