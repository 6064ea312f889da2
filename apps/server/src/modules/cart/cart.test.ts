import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { batchRemoveCartGoods } from '@mall/contract/cart/batch-remove-cart-goods';
import { changeCartGoodsQty } from '@mall/contract/cart/change-cart-goods-qty';
import { changeCartGoodsSku } from '@mall/contract/cart/change-cart-goods-sku';
import { pickCartGoods } from '@mall/contract/cart/pick-cart-goods';
import { queryCartGoods } from '@mall/contract/cart/query-cart-goods';
import { queryCartGoodsCount } from '@mall/contract/cart/query-cart-goods-count';
import { removeCartGoods } from '@mall/contract/cart/remove-cart-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { cartLine } from './cart.tables.ts';

const t = await createTestApp();

interface Sku {
  id: number;
  goodsId: number;
  shopId: number;
  price: number;
}

type Pair = [Sku, Sku];
/** Up to five goods' SKU pairs; the helper checks that as many as asked for were found. */
type Found = [Pair, Pair, Pair, Pair, Pair];

/**
 * Goods on sale in open shops with at least two enabled SKUs, each SKU given `stock`; `offset` keeps the
 * tests of this file on goods of their own. Answers two SKUs of each goods.
 */
async function goodsWithSkus(n: number, offset: number, stock = 50, shopFirsts = false): Promise<Found> {
  // With `shopFirsts`, each shop's first such goods come before any second one: goods of many shops.
  const order = shopFirsts ? sql`row_number() over (partition by g.shop_id order by g.id), g.id` : sql`g.id`;
  const rows = await t.db.execute<{ id: number }>(
    sql`select g.id from ${goods} g join ${shop} s on s.id = g.shop_id
        where g.status = 'on_sale' and s.status = 'open'
          and (select count(*) from ${goodsSku} k where k.goods_id = g.id and k.enabled) >= 2
        order by ${order} limit ${n} offset ${offset}`,
  );
  const out: [Sku, Sku][] = [];
  for (const { id } of rows.rows) {
    const skus = await t.db
      .select({ id: goodsSku.id, goodsId: goodsSku.goodsId, shopId: goods.shopId, price: goodsSku.price })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.id, goodsSku.goodsId))
      .where(and(eq(goodsSku.goodsId, id), eq(goodsSku.enabled, true)))
      .orderBy(goodsSku.id)
      .limit(2);
    await t.db.update(goodsSku).set({ stock }).where(eq(goodsSku.goodsId, id));
    out.push([skus[0]!, skus[1]!]);
  }
  expect(out).toHaveLength(n);
  return out as Found;
}

const add = (token: string, sku: Sku, quantity: number) => t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity }, { token });

describe('cart', () => {
  it('adds a SKU, adds to the same line again, and counts the badge as lines', async () => {
    const [[a, b]] = await goodsWithSkus(1, 0);
    const user = await createTestUser(t.db);
    const first = (await add(user.token, a, 2)).body;
    expect(first.code).toBe(1000);
    expect(first.data).toMatchObject({ skuId: a.id, quantity: 2, count: 1 });
    const again = (await add(user.token, a, 3)).body.data!;
    expect(again).toEqual({ cartId: first.data!.cartId, skuId: a.id, quantity: 5, count: 1 });
    expect((await add(user.token, b, 1)).body.data!.count).toBe(2);
    expect((await t.call(queryCartGoodsCount, {}, { token: user.token })).body.data).toEqual({ count: 2, quantity: 6 });
  });

  it('sums 20 parallel adds of the same SKU into one line', async () => {
    const [[a]] = await goodsWithSkus(1, 1, 500);
    const user = await createTestUser(t.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => add(user.token, a, 3)));
    expect(results.every((r) => r.body.code === 1000)).toBe(true);
    const lines = await t.db.select().from(cartLine).where(eq(cartLine.accountId, user.userId));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(60);
  });

  it('adds once under one request key, however often and however concurrently it is retried', async () => {
    const [[a, b]] = await goodsWithSkus(1, 5, 500);
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const keyed = (token: string, sku: Sku, quantity: number, requestKey: string) =>
      t.call(addCartGoods, { goodsId: sku.goodsId, skuId: sku.id, quantity, requestKey }, { token });
    const first = await keyed(user.token, a, 1, 'add-key-0001');
    expect(first.body.code).toBe(1000);
    // A retry after a lost answer gets the same answer and adds nothing.
    expect((await keyed(user.token, a, 1, 'add-key-0001')).body).toEqual(first.body);
    // Five copies of a new add at once: one adds.
    const burst = await Promise.all(Array.from({ length: 5 }, () => keyed(user.token, a, 2, 'add-key-0002')));
    expect(burst.map((r) => r.body.code)).toEqual([1000, 1000, 1000, 1000, 1000]);
    for (const r of burst) expect(r.body.data).toEqual(burst[0]!.body.data);
    const quantity = async (accountId: number) => (await t.db.select().from(cartLine).where(eq(cartLine.accountId, accountId))).map((l) => [l.skuId, l.quantity]);
    expect(await quantity(user.userId)).toEqual([[a.id, 3]]);
    // A key reused for another request is refused (1011), changing nothing; each shopper's keys are their own.
    expect((await keyed(user.token, b, 1, 'add-key-0001')).body.code).toBe(1011);
    expect((await keyed(user.token, a, 5, 'add-key-0001')).body.code).toBe(1011);
    expect(await quantity(user.userId)).toEqual([[a.id, 3]]);
    expect((await keyed(other.token, a, 1, 'add-key-0001')).body.code).toBe(1000);
    expect(await quantity(other.userId)).toEqual([[a.id, 1]]);
    // Without a key every add adds, as before; a malformed key is 1001.
    await add(user.token, a, 1);
    await add(user.token, a, 1);
    expect(await quantity(user.userId)).toEqual([[a.id, 5]]);
    for (const requestKey of ['short', 'has space 123', 'x'.repeat(65), 12345678]) {
      expect((await t.call(addCartGoods, { goodsId: a.goodsId, skuId: a.id, quantity: 1, requestKey }, { token: user.token })).body.code).toBe(1001);
    }
  });

  it('refuses bad quantities with 1001 and keeps within stock and 999 a line', async () => {
    const [[a, b]] = await goodsWithSkus(1, 2, 10);
    const user = await createTestUser(t.db);
    for (const quantity of [0, -1, 1.5, 1000, 1e12, '2', null]) {
      expect((await t.call(addCartGoods, { goodsId: a.goodsId, skuId: a.id, quantity }, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(addCartGoods, { goodsId: a.goodsId, skuId: a.id }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(addCartGoods, { goodsId: a.goodsId, skuId: a.id, quantity: 1, price: 1 }, { token: user.token })).body.code).toBe(1001);
    const over = (await add(user.token, a, 11)).body;
    expect(over.code).toBe(4001);
    expect(over.data).toEqual({ stock: 10 });
    const line = (await add(user.token, a, 8)).body.data!;
    expect((await add(user.token, a, 3)).body.code).toBe(4001);
    expect((await add(user.token, a, 2)).body.data!.quantity).toBe(10);

    for (const quantity of [0, -3, 2.5, 1000, 'x']) {
      expect((await t.call(changeCartGoodsQty, { cartId: line.cartId, quantity }, { token: user.token })).body.code).toBe(1001);
    }
    expect((await t.call(changeCartGoodsQty, { cartId: line.cartId, quantity: 11 }, { token: user.token })).body.code).toBe(4001);
    expect((await t.call(changeCartGoodsQty, { cartId: line.cartId, quantity: 4 }, { token: user.token })).body.data).toEqual({
      cartId: line.cartId,
      quantity: 4,
      count: 1,
    });
    await t.db.update(goodsSku).set({ stock: 5000 }).where(eq(goodsSku.id, b.id));
    await add(user.token, b, 999);
    expect((await add(user.token, b, 1)).body.code).toBe(4003);
  });

  it('keeps a line within the goods\' purchase limit (4005, the limit in data) and shows the limit on the cart page', async () => {
    const [[a, b]] = await goodsWithSkus(1, 20, 50);
    await t.db.update(goods).set({ purchaseLimit: 4 }).where(eq(goods.id, a.goodsId));
    const user = await createTestUser(t.db);
    const over = (await add(user.token, a, 5)).body;
    expect([over.code, over.data]).toEqual([4005, { limit: 4 }]);
    const line = (await add(user.token, a, 3)).body.data!;
    expect((await add(user.token, a, 2)).body.code).toBe(4005);
    expect((await t.call(changeCartGoodsQty, { cartId: line.cartId, quantity: 5 }, { token: user.token })).body.code).toBe(4005);
    expect((await t.call(changeCartGoodsQty, { cartId: line.cartId, quantity: 4 }, { token: user.token })).body.data!.quantity).toBe(4);
    // Moving a line onto a SKU already in the cart may not pass the limit either.
    const lb = (await add(user.token, b, 1)).body.data!;
    expect((await t.call(changeCartGoodsSku, { cartId: lb.cartId, skuId: a.id }, { token: user.token })).body.code).toBe(4005);
    const cart = (await t.call(queryCartGoods, {}, { token: user.token })).body.data!;
    expect(cart.shops[0]!.lines.map((l) => [l.skuId, l.quantity, l.purchaseLimit])).toEqual([
      [b.id, 1, 4],
      [a.id, 4, 4],
    ]);
    await t.db.update(goods).set({ purchaseLimit: null }).where(eq(goods.id, a.goodsId));
  });

  it('refuses a SKU of another goods, unknown ids, goods off the shelf and disabled SKUs', async () => {
    const [[a, a2], [b], [c, c2]] = await goodsWithSkus(3, 3);
    const user = await createTestUser(t.db);
    expect((await t.call(addCartGoods, { goodsId: a.goodsId, skuId: b.id, quantity: 1 }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(addCartGoods, { goodsId: a.goodsId, skuId: 2_000_000_000, quantity: 1 }, { token: user.token })).body.code).toBe(1004);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, c.goodsId));
    expect((await add(user.token, c, 1)).body.code).toBe(4004);
    await t.db.update(goodsSku).set({ enabled: false }).where(eq(goodsSku.id, a2.id));
    expect((await add(user.token, a2, 1)).body.code).toBe(4004);
    // Changing a line to a SKU of another goods is not found either.
    const line = (await add(user.token, a, 1)).body.data!;
    expect((await t.call(changeCartGoodsSku, { cartId: line.cartId, skuId: b.id }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(changeCartGoodsSku, { cartId: line.cartId, skuId: c2.id }, { token: user.token })).body.code).toBe(1004);
  });

  it('changes a line\'s SKU, merging into an existing line of that SKU', async () => {
    const [[a, b]] = await goodsWithSkus(1, 6);
    const user = await createTestUser(t.db);
    const la = (await add(user.token, a, 2)).body.data!;
    const moved = (await t.call(changeCartGoodsSku, { cartId: la.cartId, skuId: b.id }, { token: user.token })).body.data!;
    expect(moved).toEqual({ cartId: la.cartId, skuId: b.id, quantity: 2, count: 1 });
    const la2 = (await add(user.token, a, 3)).body.data!;
    const merged = (await t.call(changeCartGoodsSku, { cartId: la2.cartId, skuId: b.id, quantity: 4 }, { token: user.token })).body.data!;
    expect(merged).toEqual({ cartId: la.cartId, skuId: b.id, quantity: 6, count: 1 });
    expect((await t.call(changeCartGoodsSku, { cartId: la.cartId, skuId: a.id, quantity: 51 }, { token: user.token })).body.code).toBe(4001);
  });

  it('keeps every shopper to their own lines: another shopper\'s line answers 1004', async () => {
    const [[a, b]] = await goodsWithSkus(1, 7);
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const line = (await add(owner.token, a, 1)).body.data!;
    const o = { token: other.token };
    expect((await t.call(changeCartGoodsQty, { cartId: line.cartId, quantity: 2 }, o)).body.code).toBe(1004);
    expect((await t.call(changeCartGoodsSku, { cartId: line.cartId, skuId: b.id }, o)).body.code).toBe(1004);
    expect((await t.call(pickCartGoods, { cartId: line.cartId, picked: false }, o)).body.code).toBe(1004);
    expect((await t.call(removeCartGoods, { cartId: line.cartId }, o)).body.code).toBe(1004);
    const mine = (await add(other.token, b, 1)).body.data!;
    expect((await t.call(batchRemoveCartGoods, { cartIds: [mine.cartId, line.cartId] }, o)).body.code).toBe(1004);
    // All or none: the other shopper's own line is still there, and so is the owner's.
    expect((await t.call(queryCartGoodsCount, {}, o)).body.data!.count).toBe(1);
    expect((await t.call(pickCartGoods, { picked: false }, o)).body.data).toEqual({ changed: 1 });
    const cart = (await t.call(queryCartGoods, {}, { token: owner.token })).body.data!;
    expect(cart.shops.flatMap((s) => s.lines).map((l) => l.cartId)).toEqual([line.cartId]);
    expect(cart.shops[0]!.lines[0]!.picked).toBe(true);
  });

  it('removes one line or several', async () => {
    const [[a, b], [c]] = await goodsWithSkus(2, 8);
    const user = await createTestUser(t.db);
    const ids = [];
    for (const s of [a, b, c]) ids.push((await add(user.token, s, 1)).body.data!.cartId);
    expect((await t.call(removeCartGoods, { cartId: ids[0]! }, { token: user.token })).body.data).toEqual({ removed: 1, count: 2 });
    expect((await t.call(removeCartGoods, { cartId: ids[0]! }, { token: user.token })).body.code).toBe(1004);
    expect((await t.call(batchRemoveCartGoods, { cartIds: [] }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(batchRemoveCartGoods, { cartIds: [ids[1]!, ids[2]!, ids[1]!] }, { token: user.token })).body.data).toEqual({
      removed: 2,
      count: 0,
    });
  });

  it('groups lines by shop at current prices, picks by line, shop and all, and sets unbuyable lines apart', async () => {
    const found = await goodsWithSkus(5, 5, 50, true);
    const [[a, a2], [b]] = found;
    expect(b.shopId).not.toBe(a.shopId);
    const rest = found.slice(2).map(([s]) => s);
    expect(rest).toHaveLength(3);
    const user = await createTestUser(t.db);
    const la = (await add(user.token, a, 2)).body.data!;
    const la2 = (await add(user.token, a2, 1)).body.data!;
    const lb = (await add(user.token, b, 3)).body.data!;
    for (const s of rest) await add(user.token, s, 1);

    // The price is the SKU's price now, not when added.
    await t.db.update(goodsSku).set({ price: 1234 }).where(eq(goodsSku.id, a.id));
    // Three lines become unbuyable: goods off the shelf, SKU disabled, no stock.
    const [off, disabled, empty] = rest as [Sku, Sku, Sku];
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, off.goodsId));
    await t.db.update(goodsSku).set({ enabled: false }).where(eq(goodsSku.id, disabled.id));
    await t.db.update(goodsSku).set({ stock: 0 }).where(eq(goodsSku.id, empty.id));

    const cart = (await t.call(queryCartGoods, {}, { token: user.token, lang: 'zh' })).body.data!;
    expect(cart.count).toBe(6);
    expect(cart.shops[0]!.shopId).toBe(b.shopId);
    const lineA = cart.shops.flatMap((s) => s.lines).find((l) => l.cartId === la.cartId)!;
    expect(lineA).toMatchObject({ price: 1234, quantity: 2, picked: true, reason: null, skuId: a.id });
    const [titleRow] = await t.db.select({ title: goods.title }).from(goods).where(eq(goods.id, a.goodsId));
    expect(lineA.title).toBe(titleRow!.title.zh);
    expect(cart.unbuyable.map((l) => [l.skuId, l.reason]).sort()).toEqual(
      [
        [off.id, 'off_shelf'],
        [disabled.id, 'sku_disabled'],
        [empty.id, 'out_of_stock'],
      ].sort(),
    );
    const bPrice = b.price;
    const a2Price = a2.price;
    expect(cart.pickedLines).toBe(3);
    expect(cart.pickedQuantity).toBe(6);
    expect(cart.pickedAmount).toBe(1234 * 2 + a2Price + bPrice * 3);

    expect((await t.call(pickCartGoods, { cartId: la2.cartId, picked: false }, { token: user.token })).body.data).toEqual({ changed: 1 });
    let now = (await t.call(queryCartGoods, {}, { token: user.token })).body.data!;
    expect(now.pickedAmount).toBe(1234 * 2 + bPrice * 3);
    await t.call(pickCartGoods, { shopId: b.shopId, picked: false }, { token: user.token });
    now = (await t.call(queryCartGoods, {}, { token: user.token })).body.data!;
    expect(now.pickedAmount).toBe(1234 * 2);
    expect((await t.call(pickCartGoods, { picked: false }, { token: user.token })).body.data).toEqual({ changed: 6 });
    now = (await t.call(queryCartGoods, {}, { token: user.token })).body.data!;
    expect([now.pickedLines, now.pickedAmount]).toEqual([0, 0]);
    expect((await t.call(pickCartGoods, { cartId: lb.cartId, shopId: b.shopId, picked: true }, { token: user.token })).body.code).toBe(1001);

    // A deleted SKU leaves its line as gone; changing its quantity is refused.
    await t.db.delete(goodsSku).where(eq(goodsSku.id, a.id));
    now = (await t.call(queryCartGoods, {}, { token: user.token })).body.data!;
    expect(now.unbuyable.find((l) => l.cartId === la.cartId)).toMatchObject({ skuId: null, reason: 'sku_gone' });
    expect((await t.call(changeCartGoodsQty, { cartId: la.cartId, quantity: 1 }, { token: user.token })).body.code).toBe(4004);
  });

  it('holds at most 100 lines', async () => {
    const user = await createTestUser(t.db);
    const skus = await t.db.execute<{ id: number; goods_id: number }>(
      sql`select k.id, k.goods_id from ${goodsSku} k join ${goods} g on g.id = k.goods_id join ${shop} s on s.id = g.shop_id
          where k.enabled and k.stock > 0 and g.status = 'on_sale' and s.status = 'open' order by k.id desc limit 101`,
    );
    const rows = skus.rows.map((r) => ({ account_id: user.userId, goods_id: r.goods_id, sku_id: r.id }));
    await t.db.insert(cartLine).values(rows.slice(0, 100).map((r) => ({ accountId: r.account_id, goodsId: r.goods_id, skuId: r.sku_id, quantity: 1 })));
    await t.db.update(goodsSku).set({ stock: 50 }).where(eq(goodsSku.id, rows[0]!.sku_id));
    const last = rows[100]!;
    const full = await t.call(addCartGoods, { goodsId: last.goods_id, skuId: last.sku_id, quantity: 1 }, { token: user.token });
    expect(full.body.code).toBe(4002);
    // Adding to a line already there still works.
    const there = rows[0]!;
    expect((await t.call(addCartGoods, { goodsId: there.goods_id, skuId: there.sku_id, quantity: 1 }, { token: user.token })).body.data!.count).toBe(100);
  });

  it('answers 1002 without a session or with a stale token', async () => {
    const calls: [Parameters<typeof t.call>[0], unknown][] = [
      [addCartGoods, { goodsId: 1, skuId: 1, quantity: 1 }],
      [changeCartGoodsQty, { cartId: 1, quantity: 1 }],
      [changeCartGoodsSku, { cartId: 1, skuId: 1 }],
      [pickCartGoods, { picked: true }],
      [removeCartGoods, { cartId: 1 }],
      [batchRemoveCartGoods, { cartIds: [1] }],
      [queryCartGoods, {}],
      [queryCartGoodsCount, {}],
    ];
    for (const [endpoint, body] of calls) {
      expect((await t.call(endpoint, body)).body.code).toBe(1002);
      expect((await t.call(endpoint, body, { token: 'stale-token-0000000000000000' })).body.code).toBe(1002);
    }
  });
});
