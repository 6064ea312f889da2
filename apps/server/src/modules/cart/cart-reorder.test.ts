import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { queryCartGoods } from '@mall/contract/cart/query-cart-goods';
import { reorderCartGoods } from '@mall/contract/cart/reorder-cart-goods';
import { createTestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { goods, goodsSku } from '../catalogue/catalogue.tables.ts';
import { saleOrder } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { cartLine } from './cart.tables.ts';
import { shippingGoods, type TestSku } from '../../testing/shipping-goods.ts';
import { insertOrder } from '../../testing/cart-test-data.ts';

const t = await createTestApp();

const reorder = (token: string, body: unknown) => t.call(reorderCartGoods, body, { token });
async function ok(token: string, orderId: number, lang?: string) {
  const res = await t.call(reorderCartGoods, { orderId }, { token, ...(lang ? { lang } : {}) });
  expect(res.body.code, res.body.message).toBe(1000);
  return res.body.data!;
}
const linesOf = (accountId: number) => t.db.select().from(cartLine).where(eq(cartLine.accountId, accountId)).orderBy(cartLine.id);

const found = await shippingGoods(t.db, 6, 0, { stock: 50, freeOverAmount: 10_000 });
const [[a, a2], [b, b2], [c, c2], [d], [e], [f]] = found as [[TestSku, TestSku], [TestSku, TestSku], [TestSku, TestSku], [TestSku, TestSku], [TestSku, TestSku], [TestSku, TestSku]];

describe('cart/goods/reorder', () => {
  it('puts an order\'s goods back in the cart, merging with lines already there, titles from the order in T-lang', async () => {
    const user = await createTestUser(t.db);
    const orderId = await insertOrder(t.db, user.userId, [
      { sku: a, quantity: 2 },
      { sku: a2, quantity: 1 },
    ]);
    const had = await t.call(addCartGoods, { goodsId: a.goodsId, skuId: a.id, quantity: 3 }, { token: user.token });
    await t.db.update(cartLine).set({ picked: false }).where(eq(cartLine.id, had.body.data!.cartId));

    const data = await ok(user.token, orderId, 'zh');
    const [title] = await t.db.select({ title: goods.title }).from(goods).where(eq(goods.id, a.goodsId));
    expect(data.skipped).toEqual([]);
    expect(data.count).toBe(2);
    expect(data.added).toEqual([
      expect.objectContaining({ cartId: had.body.data!.cartId, skuId: a.id, goodsId: a.goodsId, title: title!.title.zh, ordered: 2, added: 2, quantity: 5, capped: false }),
      expect.objectContaining({ skuId: a2.id, ordered: 1, added: 1, quantity: 1, capped: false }),
    ]);
    // Lines put back are picked, as after an add.
    expect((await linesOf(user.userId)).map((l) => [l.skuId, l.quantity, l.picked])).toEqual([
      [a.id, 5, true],
      [a2.id, 1, true],
    ]);
    // Any status: a cancelled order can be bought again too.
    await t.db.update(saleOrder).set({ status: 'terminated' }).where(eq(saleOrder.id, orderId));
    expect((await ok(user.token, orderId)).added.map((l) => l.quantity)).toEqual([7, 2]);
  });

  it('cuts quantities to the stock, the purchase limit and 999, and skips what cannot be bought, saying why', async () => {
    const user = await createTestUser(t.db);
    const orderId = await insertOrder(t.db, user.userId, [
      { sku: b, quantity: 8 },
      { sku: b2, quantity: 4 },
      { sku: c, quantity: 1 },
      { sku: c2, quantity: 1 },
      { sku: d, quantity: 1 },
      { sku: e, quantity: 6 },
    ]);
    // After the order: b has 5 left, b2 is disabled, c's goods went off the shelf, d sold out, e limits 3 an order.
    await t.db.update(goodsSku).set({ stock: 5 }).where(eq(goodsSku.id, b.id));
    await t.db.update(goodsSku).set({ enabled: false }).where(eq(goodsSku.id, b2.id));
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, c.goodsId));
    await t.db.update(goodsSku).set({ stock: 0 }).where(eq(goodsSku.id, d.id));
    await t.db.update(goods).set({ purchaseLimit: 3 }).where(eq(goods.id, e.goodsId));

    const data = await ok(user.token, orderId);
    expect(data.added.map((l) => [l.skuId, l.ordered, l.added, l.quantity, l.capped])).toEqual([
      [b.id, 8, 5, 5, true],
      [e.id, 6, 3, 3, true],
    ]);
    expect(data.skipped.map((l) => [l.skuId, l.reason])).toEqual([
      [b2.id, 'sku_disabled'],
      [c.id, 'off_shelf'],
      [c2.id, 'off_shelf'],
      [d.id, 'out_of_stock'],
    ]);
    // Again: the lines already hold all they may.
    const again = await ok(user.token, orderId);
    expect(again.added).toEqual([]);
    expect(again.skipped.filter((l) => l.reason === 'line_full').map((l) => l.skuId)).toEqual([b.id, e.id]);
    expect((await linesOf(user.userId)).map((l) => [l.skuId, l.quantity])).toEqual([
      [b.id, 5],
      [e.id, 3],
    ]);

    // A SKU deleted since the order is gone; the order still names it.
    await t.db.update(goods).set({ purchaseLimit: null }).where(eq(goods.id, e.goodsId));
    await t.db.delete(cartLine).where(eq(cartLine.accountId, user.userId));
    await t.db.delete(goodsSku).where(eq(goodsSku.id, b2.id));
    const gone = await ok(user.token, orderId);
    expect(gone.skipped.find((l) => l.reason === 'sku_gone')).toMatchObject({ skuId: null, goodsId: b2.goodsId, ordered: 4 });
    expect(gone.added.map((l) => [l.skuId, l.added])).toEqual([
      [b.id, 5],
      [e.id, 6],
    ]);
  });

  it('keeps to 999 a line and to 100 lines a cart', async () => {
    const user = await createTestUser(t.db);
    await t.db.update(goodsSku).set({ stock: 5000 }).where(eq(goodsSku.id, f.id));
    const orderId = await insertOrder(t.db, user.userId, [
      { sku: f, quantity: 600 },
      { sku: a, quantity: 1 },
    ]);
    expect((await ok(user.token, orderId)).added.map((l) => l.quantity)).toEqual([600, 1]);
    const second = await ok(user.token, orderId);
    expect(second.added.map((l) => [l.skuId, l.added, l.quantity, l.capped])).toEqual([
      [f.id, 399, 999, true],
      [a.id, 1, 2, false],
    ]);

    // Fill the cart to 100 lines with other SKUs; the order's SKU already there still grows, a new one does not fit.
    await t.db.delete(cartLine).where(eq(cartLine.skuId, f.id));
    const others = await t.db.execute<{ id: number; goods_id: number }>(
      sql`select k.id, k.goods_id from ${goodsSku} k join ${goods} g on g.id = k.goods_id join ${shop} s on s.id = g.shop_id
          where k.enabled and k.stock > 0 and g.status = 'on_sale' and k.id not in (${f.id}, ${a.id}) order by k.id desc limit 99`,
    );
    await t.db.insert(cartLine).values(others.rows.map((r) => ({ accountId: user.userId, goodsId: r.goods_id, skuId: r.id, quantity: 1 })));
    const full = await ok(user.token, orderId);
    expect(full.count).toBe(100);
    expect(full.added.map((l) => [l.skuId, l.quantity])).toEqual([[a.id, 3]]);
    expect(full.skipped.map((l) => [l.skuId, l.reason])).toEqual([[f.id, 'cart_full']]);
  });

  it('puts an order back once under one request key, also when the retries come at once', async () => {
    const user = await createTestUser(t.db);
    const orderId = await insertOrder(t.db, user.userId, [{ sku: a, quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => reorder(user.token, { orderId, requestKey: 'reorder-key-1' })));
    expect(answers.map((r) => r.body.code)).toEqual([1000, 1000, 1000, 1000]);
    for (const r of answers) expect(r.body.data).toEqual(answers[0]!.body.data);
    expect((await reorder(user.token, { orderId, requestKey: 'reorder-key-1' })).body).toEqual(answers[0]!.body);
    expect((await linesOf(user.userId)).map((l) => [l.skuId, l.quantity])).toEqual([[a.id, 2]]);
    expect((await reorder(user.token, { orderId, requestKey: 'reorder-key-2' })).body.data!.added[0]!.quantity).toBe(4);
  });

  it('answers 1004 for another shopper\'s order, an unknown or deleted one, and changes nothing', async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const orderId = await insertOrder(t.db, owner.userId, [{ sku: a2, quantity: 1 }]);
    expect((await reorder(other.token, { orderId })).body.code).toBe(1004);
    expect((await reorder(other.token, { orderId: 2_000_000_000 })).body.code).toBe(1004);
    expect(await linesOf(other.userId)).toEqual([]);
    // An order the shopper deleted from their list cannot be reordered.
    await t.db.update(saleOrder).set({ hiddenAt: new Date() }).where(eq(saleOrder.id, orderId));
    expect((await reorder(owner.token, { orderId })).body.code).toBe(1004);
    expect(await linesOf(owner.userId)).toEqual([]);
  });

  it('refuses bad input with 1001, visitors and stale tokens with 1002', async () => {
    const user = await createTestUser(t.db);
    const orderId = await insertOrder(t.db, user.userId, [{ sku: a2, quantity: 1 }]);
    for (const bad of [0, -1, -orderId, 1.5, orderId + 0.5, '1', String(orderId), null, true, 2 ** 31, 1e20, [orderId], { id: orderId }]) {
      expect((await reorder(user.token, { orderId: bad })).body.code).toBe(1001);
    }
    expect((await reorder(user.token, {})).body.code).toBe(1001);
    expect((await reorder(user.token, { orderId, quantity: 5 })).body.code).toBe(1001);
    expect(await linesOf(user.userId)).toEqual([]);
    expect((await t.call(reorderCartGoods, { orderId })).body.code).toBe(1002);
    expect((await t.call(reorderCartGoods, { orderId }, { token: 'stale-token-0000000000000000' })).body.code).toBe(1002);
    // The cart page shows the reordered line like any other.
    await ok(user.token, orderId);
    const cart = (await t.call(queryCartGoods, {}, { token: user.token })).body.data!;
    expect(cart.shops.flatMap((s) => s.lines).map((l) => l.skuId)).toEqual([a2.id]);
  });
});
