import pg from 'pg';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, expectPage } from './helpers.ts';

/*
 * Orders for the payment journey: a delivery address saved through the API, buy-now from a shop's goods page,
 * and the database checks the issue asks for (stock, wallet ledger).
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL ?? `postgres://mall:mall@127.0.0.1:${process.env.PG_PORT ?? 5499}/postgres`;

let pool: pg.Pool | undefined;

/** The e2e server's embedded PostgreSQL, for the checks a shopper cannot see. */
export function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: DATABASE_URL, max: 2 });
  return pool;
}

export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
}

/** One row of a query (failing the test when there is none). */
export async function one<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await db().query<T>(text, values);
  expect(rows.length, text).toBeGreaterThan(0);
  return rows[0]!;
}

/** Calls the API as the h5 app (failing the test on a refusal) and answers the data. */
export async function call<T>(request: APIRequestContext, path: string, body: unknown, headers: Record<string, string>): Promise<T> {
  const response = await request.post(`${API}/${path}`, { data: body, headers: { 'T-appType': 'h5', 'T-deviceType': 'h5', 'T-lang': 'en', ...headers } });
  const envelope = (await response.json()) as { success: boolean; code: number; message: string; data: T };
  expect(envelope, `${path}: ${envelope.message}`).toMatchObject({ success: true });
  return envelope.data;
}

/** Saves a default delivery address in Shenzhen (Guangdong, Nanshan) for a shopper, so checkouts start with it. */
export async function saveShenzhenAddress(request: APIRequestContext, token: string, receiverName: string): Promise<void> {
  await saveAddress(request, token, receiverName, ['CN', 'Guangdong', 'Shenzhen', 'Nanshan'], true);
}

/** Saves an address in San Francisco, not the default: the seeded shops ship there at a fee never waived, unlike within China. */
export async function saveSanFranciscoAddress(request: APIRequestContext, token: string, receiverName: string): Promise<number> {
  return saveAddress(request, token, receiverName, ['US', 'California', 'San Francisco'], false);
}

/** Saves an address by its nation code and English area names (province, city, district when given); answers its id. */
async function saveAddress(request: APIRequestContext, token: string, receiverName: string, [nationCode, province, city, district]: string[], isDefault: boolean): Promise<number> {
  const areas = await one<{ nation_id: number; province_id: number; city_id: number; district_id: number | null }>(
    `select n.id as nation_id, p.id as province_id, c.id as city_id, d.id as district_id
     from nation n
     join area p on p.nation_id = n.id and p.parent_id is null and p.name->>'en' = $2
     join area c on c.parent_id = p.id and c.name->>'en' = $3
     left join area d on d.parent_id = c.id and d.name->>'en' = $4
     where n.code = $1`,
    [nationCode, province, city, district ?? null],
  );
  const saved = await call<{ id: number }>(
    request,
    'user/address/save',
    {
      receiverName,
      mobile: '13900004444',
      nationId: areas.nation_id,
      provinceId: areas.province_id,
      cityId: areas.city_id,
      ...(areas.district_id === null ? {} : { districtId: areas.district_id }),
      detail: '9 Keyuan Road, Room 1203',
      isDefault,
    },
    { 'T-token': token },
  );
  return saved.id;
}

export interface BoughtGoods {
  goodsId: number;
  /** The goods' SKU stocks just before the commit, by SKU id. */
  stockBefore: Map<number, number>;
}

export async function skuStocks(goodsId: number): Promise<Map<number, number>> {
  const { rows } = await db().query<{ id: number; stock: number }>('select id, stock from goods_sku where goods_id = $1', [goodsId]);
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/**
 * From a shop's page, opens its `nth` goods and buys it now through the SKU picker (the first SKU in stock unless
 * one is chosen already), landing on the checkout with the shopper's default address; answers the goods id and
 * its SKU stocks as they were before the commit.
 */
export async function buyNowFromShop(page: Page, shopId: number, nth = 0): Promise<BoughtGoods> {
  await page.goto(`/pages/shop/index?shopId=${shopId}`);
  await expectPage(page, 'shop/index');
  const card = page.getByTestId('goods-card').nth(nth);
  const goodsId = Number(await card.getAttribute('data-goods-id'));
  await card.click();
  await expectPage(page, 'goods/goodsdetail');
  await page.getByTestId('goods-buy-now').click();
  await expect(page.getByTestId('sku-picker')).toBeVisible();
  const values = page.locator('.mall-sku-picker [data-testid="sku-value"]');
  await expect(values.first()).toBeVisible();
  if ((await values.and(page.locator('[aria-pressed="true"]')).count()) === 0) await values.and(page.locator('[data-state="available"]')).first().click();
  await page.getByTestId('sku-confirm').click();
  await expectPage(page, 'order/checkout');
  await expect(page.getByTestId('checkout-address')).toContainText('9 Keyuan Road');
  await expect(page.getByTestId('checkout-submit')).toBeEnabled();
  return { goodsId, stockBefore: await skuStocks(goodsId) };
}

/** Commits the open checkout and answers the new order (one shop, one order) as stored. */
export async function commitCheckout(page: Page, accountId: number): Promise<{ orderId: number; payAmount: number; skuId: number; quantity: number }> {
  const before = await one<{ id: number }>('select coalesce(max(id), 0)::int as id from sale_order where account_id = $1', [accountId]);
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('checkout-result')).toBeVisible();
  return one('select o.id as "orderId", o.pay_amount as "payAmount", g.sku_id as "skuId", g.quantity from sale_order o join sale_order_goods g on g.order_id = o.id where o.account_id = $1 and o.id > $2', [
    accountId,
    before.id,
  ]);
}

/** On the payment page: picks a channel by its test id value (`data-channel`) and pays, landing on the result. */
export async function payWith(page: Page, channel: number, name: string | RegExp): Promise<void> {
  await expectPage(page, 'order/payment');
  const method = page.locator(`[data-testid="pay-method"][data-channel="${channel}"]`);
  await expect(method).toContainText(name);
  await expect(method).toHaveAttribute('data-usable', 'true');
  await method.click();
  await expect(method.locator('.adm-radio')).toHaveClass(/adm-radio-checked/);
  await page.getByTestId('pay-submit').click();
}
