import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { queryCartGoods } from '@mall/contract/cart/query-cart-goods';
import { queryCategoryGoods } from '@mall/contract/catalogue/query-category-goods';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { queryHomeGroup } from '@mall/contract/catalogue/query-home-group';
import { searchGoods } from '@mall/contract/catalogue/search-goods';
import { readChatRecord } from '@mall/contract/chat/record';
import { queryChatConversations } from '@mall/contract/chat/query-conversation';
import { queryShopOrders } from '@mall/contract/logistics/query-shop-orders';
import { queryOrderDetail } from '@mall/contract/order/query-order-detail';
import { queryOrders } from '@mall/contract/order/query-orders';
import { queryPlatformOrders } from '@mall/contract/order/platform-orders';
import { createPayment } from '@mall/contract/payment/create-payment';
import { queryOperationalDashboard } from '@mall/contract/shop/query-operational-dashboard';
import type { Endpoint } from '@mall/contract/platform/api';
import { createSession } from '../modules/account/session.service.ts';
import { topUpGoods } from '../seed/scale-goods.ts';
import { conversationWith, sayAs } from '../testing/chat-test-kit.ts';
import { createTestOperator, createTestUser } from '../testing/fixtures.ts';
import { addAddress } from '../testing/order-test-data.ts';
import { placeOrder } from '../testing/order-test-orders.ts';
import { shippingGoods } from '../testing/shipping-goods.ts';
import { growMessages, growOrders, growShoppers } from '../testing/skewed-data.ts';
import { recordStatements, sequentialScans, type RecordedStatement } from '../testing/statement-recorder.ts';
import { merchantOfShop } from '../testing/test-merchants.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Every statement the hot calls send, planned on a large and lopsided data set, reads large tables through an index.
 *
 * The calls are the shopper's mix of the scale benchmark (home, category list, search, goods detail, cart, checkout,
 * commit, pay, order list and detail, chat) and the consoles' order lists and dashboard, made through the real app while
 * every statement it sends is recorded; each is then planned with EXPLAIN and its values. A sequential scan of a table
 * PostgreSQL believes holds `LARGE` rows or more fails the test with the statement, so a query added without its index
 * is caught here rather than at scale. The data is a few tens of thousands of rows (seconds to make), skewed like a real
 * marketplace: one shopper holds thousands of orders, one shop all of them, one conversation thousands of messages.
 */

const LARGE = 5_000;
const GOODS = 20_000;
const ORDERS = 30_000;

let t: TestApp;
let recorded: RecordedStatement[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await topUpGoods(t.db, GOODS);
  const [[sku]] = await shippingGoods(t.db, 1, 0, { stock: 100_000 });
  const heavy = await createTestUser(t.db);
  await addAddress(t.db, heavy.userId, { isDefault: true });
  const template = await placeOrder(t, heavy, sku);
  const crowd = await growShoppers(t.db, 10_000, `crowd${randomUUID().slice(0, 6)}`);
  await growOrders(t.db, { templateOrderId: template, copies: ORDERS, shopperIds: [heavy.userId, ...crowd], heavyShare: 5 });
  const conversationId = await conversationWith(t, heavy.token, sku.shopId);
  expect((await sayAs(t, heavy.token, conversationId, 'is this in stock?')).body.code).toBe(1000);
  await growMessages(t.db, conversationId, 10_000);
  await t.db.$client.query('analyze');

  const light = { userId: crowd[7]!, token: (await createSession(t.db, { accountId: crowd[7]!, appType: 'h5' })).token };
  await addAddress(t.db, light.userId, { isDefault: true });
  const merchant = await merchantOfShop(t, sku.shopId);
  const operator = await createTestOperator(t.db, 'support');
  const { rows: leaf } = await t.db.$client.query<{ category_id: number }>(
    `select category_id from goods where status = 'on_sale' group by category_id order by count(*) desc limit 1`,
  );
  const categoryId = leaf[0]!.category_id;

  const recorder = recordStatements();
  const ok = async <T = unknown>(endpoint: Endpoint, body: unknown, token?: string): Promise<T> => {
    const r = await t.call(endpoint, body, { token });
    expect(r.body.code, `${endpoint.path}: ${r.body.message}`).toBe(1000);
    return r.body.data as T;
  };
  try {
    await ok(queryHomeGroup, {});
    await ok(queryCategoryGoods, { categoryId, sort: 'sales' });
    await ok(queryCategoryGoods, { categoryId, sort: 'priceAsc', pageNum: 3 });
    await ok(searchGoods, { keyword: 'tea' });
    await ok(queryGoodsDetail, { goodsId: sku.goodsId }, heavy.token);
    for (const shopper of [heavy, light]) {
      await ok(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity: 1 }, shopper.token);
      await ok(queryCartGoods, {}, shopper.token);
      const orderId = await placeOrder(t, shopper, sku);
      await ok(createPayment, { orderIds: [orderId], payChannel: 4, requestKey: randomUUID() }, shopper.token);
      const page = await ok<{ list: { orderId: number }[] }>(queryOrders, {}, shopper.token);
      await ok(queryOrders, { group: 'shipping', pageNum: 2 }, shopper.token);
      await ok(queryOrderDetail, { orderId: page.list[0]!.orderId }, shopper.token);
      await ok(queryChatConversations, {}, shopper.token);
    }
    expect((await sayAs(t, heavy.token, conversationId, 'and in blue?')).body.code).toBe(1000);
    await ok(readChatRecord, { conversationId }, heavy.token);
    await ok(readChatRecord, { conversationId, beforeSeq: 5_000 }, heavy.token);
    await ok(queryShopOrders, { shopId: sku.shopId }, merchant.token);
    await ok(queryShopOrders, { shopId: sku.shopId, status: 'shipping' }, merchant.token);
    await ok(queryOperationalDashboard, { shopId: sku.shopId, days: 30 }, merchant.token);
    await ok(queryPlatformOrders, {}, operator.token);
    await ok(queryPlatformOrders, { shopId: sku.shopId, status: 'completed' }, operator.token);
    await ok(queryPlatformOrders, { accountId: heavy.userId }, operator.token);
  } finally {
    recorded = recorder.stop();
  }
}, 240_000);

/** Statements worth planning: what the app asks of its own tables (not transaction control, locks or the job queue's). */
function planned(statements: readonly RecordedStatement[]): RecordedStatement[] {
  const seen = new Map<string, RecordedStatement>();
  for (const s of statements) {
    const text = s.text.trim();
    if (!/^(select|with|insert|update|delete)\b/i.test(text)) continue;
    if (/pg_advisory|pgboss\.|pg_notify|from pg_|information_schema/i.test(text)) continue;
    if (!seen.has(text)) seen.set(text, s);
  }
  return [...seen.values()];
}

describe('the plans of the hot calls on a large, lopsided data set', () => {
  it('read no large table by a sequential scan', async () => {
    const statements = planned(recorded);
    // The mix really ran: dozens of distinct statements, not an empty recording that would pass vacuously.
    expect(statements.length).toBeGreaterThan(40);
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      const { rows: sizes } = await client.query<{ relname: string; reltuples: number }>(
        `select relname, reltuples::float8 as reltuples from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`,
      );
      const rowsOf = new Map(sizes.map((r) => [r.relname, r.reltuples]));
      expect(rowsOf.get('sale_order')).toBeGreaterThan(LARGE);
      expect(rowsOf.get('goods')).toBeGreaterThan(LARGE);
      expect(rowsOf.get('chat_message')).toBeGreaterThan(LARGE);
      const offenders: string[] = [];
      // A named statement is planned for its values five times, then PostgreSQL may keep one generic plan for any
      // values; both must use the indexes.
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        await client.query(`set plan_cache_mode = ${mode}`);
        for (const s of statements) {
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Parameters<typeof sequentialScans>[0] }] }>(
            `explain (format json) ${s.text}`,
            [...s.values],
          );
          for (const relation of sequentialScans(rows[0]!['QUERY PLAN'][0].Plan)) {
            if ((rowsOf.get(relation) ?? 0) >= LARGE) offenders.push(`${mode}: ${relation} (${rowsOf.get(relation)} rows) in: ${s.text.replace(/\s+/g, ' ').slice(0, 600)}`);
          }
        }
      }
      expect(offenders).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
