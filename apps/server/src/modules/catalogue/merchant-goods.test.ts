import sharp from 'sharp';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addCartGoods } from '@mall/contract/cart/add-cart-goods';
import { queryCartGoods } from '@mall/contract/cart/query-cart-goods';
import { adjustMerchantGoodsStock } from '@mall/contract/catalogue/adjust-merchant-goods-stock';
import type { TMerchantGoods } from '@mall/contract/catalogue/merchant-goods-fields';
import { queryGoodsDetail } from '@mall/contract/catalogue/query-goods-detail';
import { queryMerchantGoods } from '@mall/contract/catalogue/query-merchant-goods';
import { queryMerchantGoodsCategories } from '@mall/contract/catalogue/query-merchant-goods-categories';
import { queryMerchantGoodsDetail } from '@mall/contract/catalogue/query-merchant-goods-detail';
import { saveMerchantGoods, type TSaveMerchantGoodsRequest } from '@mall/contract/catalogue/save-merchant-goods';
import { searchGoods } from '@mall/contract/catalogue/search-goods';
import { shelveMerchantGoods } from '@mall/contract/catalogue/shelve-merchant-goods';
import { unshelveMerchantGoods } from '@mall/contract/catalogue/unshelve-merchant-goods';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { commitOrder } from '@mall/contract/order/commit-order';
import type { Endpoint } from '@mall/contract/platform/api';
import { API_BASE } from '@mall/contract/platform/api';
import { HEADERS } from '@mall/contract/platform/headers';
import { path as uploadPath } from '@mall/contract/resource/upload-image';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestUser } from '../../testing/fixtures.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { addAddress } from '../../testing/order-test-data.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { saleOrderGoods } from '../order/order.tables.ts';
import { shop } from '../shop/shop.tables.ts';
import { category, goods, goodsDetail, goodsSku } from './catalogue.tables.ts';

const t = await createTestApp();
// The same data with the goods page cached, as in production (the other tests read rows back at once).
const tc = await createTestApp({ catalogueCacheMs: 60_000 });
// The shop of the first shipping goods: its delivery charges everywhere, so its goods can be bought in the tests.
const [[seeded]] = await shippingGoods(t.db, 1, 0);
const shopId = seeded.shopId;
const seller = await merchantOfShop(t, shopId);
const rival = await otherMerchant(t, shopId);
const shopper = await createTestUser(t.db);
const [{ kind }] = (await t.db.select({ kind: shop.kind }).from(shop).where(eq(shop.id, shopId))) as [{ kind: 'mall' | 'health' }];
const [leaf] = await t.db.select({ id: category.id, parentId: category.parentId }).from(category).where(and(eq(category.level, 3), eq(category.channel, kind), eq(category.enabled, true))).orderBy(asc(category.id)).limit(1);
const [family] = await t.db.select({ id: category.id, parentId: category.parentId }).from(category).where(eq(category.id, leaf!.parentId!));
const [otherChannelLeaf] = await t.db.select({ id: category.id }).from(category).where(and(eq(category.level, 3), ne(category.channel, kind))).limit(1);
// A goods of a shop the seller does not work for.
const [foreign] = await t.db
  .select({ id: goods.id, shopId: goods.shopId })
  .from(goods)
  .innerJoin(shop, eq(shop.id, goods.shopId))
  .where(sql`${shop.merchantId} <> (select merchant_id from ${shop} where id = ${shopId}) and exists (select 1 from shop_member m where m.shop_id = ${shop.id} and m.account_id = ${rival.accountId})`)
  .limit(1);

let shade = 0;
/** Uploads a small picture (each one different) as the user: a public upload, as goods pictures are. */
async function upload(app: TestApp, token: string): Promise<string> {
  const picture = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: shade++ % 255, g: 120, b: 60 } } }).png().toBuffer();
  const body = multipartBody('file', 'goods.png', 'image/png', picture);
  const res = await app.app.inject({ method: 'POST', url: `${API_BASE}/${uploadPath}`, headers: { 'content-type': body.contentType, [HEADERS.token]: token }, payload: body.payload });
  return (res.json() as { data: { url: string } }).data.url;
}

async function ok<T>(res: Promise<{ body: { code: number; message: string; data: T | null } }>): Promise<T> {
  const { body } = await res;
  expect(body.code, body.message).toBe(1000);
  return body.data!;
}
const as = (token: string) => ({ token });
const call = <E extends Endpoint>(e: E, body: z.input<E['request']>, token = seller.token, app = t) => app.call(e, body, { token });

/** A goods in two colours, each one SKU, with two pictures: what the console's form sends for a new goods. */
async function newGoodsBody(app: TestApp = t, token = seller.token): Promise<TSaveMerchantGoodsRequest> {
  const pictures = [await upload(app, token), await upload(app, token)];
  return {
    shopId,
    title: { en: 'Harbour linen tote', zh: '港湾亚麻托特包' },
    description: { en: 'Linen, lined.\nTwo pockets.' },
    categoryId: leaf!.id,
    pictures,
    specs: [{ name: { en: 'Colour', zh: '颜色' }, values: [{ name: { en: 'Sand', zh: '沙色' } }, { name: { en: 'Navy', zh: '藏青' } }] }],
    skus: [
      { specIndexes: [0], price: 5900, marketPrice: 7900, stock: 10 },
      { specIndexes: [1], price: 6900, stock: 4 },
    ],
    purchaseLimit: 5,
  };
}
const create = async (app: TestApp = t) => ok(call(saveMerchantGoods, await newGoodsBody(app), seller.token, app));
const goodsRow = async (id: number) => (await t.db.select().from(goods).where(eq(goods.id, id)))[0]!;
const skusOf = (id: number) => t.db.select().from(goodsSku).where(eq(goodsSku.goodsId, id)).orderBy(asc(goodsSku.id));
const goodsCount = async () => (await t.db.select({ n: shop.goodsCount }).from(shop).where(eq(shop.id, shopId)))[0]!.n;
/** The edit body of a goods as the editor holds it after `merchant/goods/detail`: every SKU kept, no stock change. */
function editBody(g: TMerchantGoods): TSaveMerchantGoodsRequest {
  return {
    goodsId: g.goodsId,
    title: g.title,
    subtitle: g.subtitle,
    description: g.description,
    categoryId: g.categoryId,
    attrValueIds: g.attrValueIds,
    pictures: g.pictures,
    specs: g.specs.map((s) => ({ attrId: s.attrId, name: s.name, values: s.values.map((v) => ({ valueId: v.valueId, name: v.name })) })),
    skus: g.skus.map((k) => ({
      skuId: k.skuId,
      specIndexes: k.specValueIds.map((id, d) => g.specs[d]!.values.findIndex((v) => v.valueId === id)),
      price: k.price,
      marketPrice: k.marketPrice,
    })),
    purchaseLimit: g.purchaseLimit,
  };
}

describe('merchant/goods: listing a goods', () => {
  it('creates a goods off the shelf, with its prices, ancestors and texts kept in step, and shelves it for shoppers to find', async () => {
    const before = await goodsCount();
    const g = await create();
    expect(g).toMatchObject({
      shopId,
      status: 'off_shelf',
      // A language left empty shows the first one written.
      title: { en: 'Harbour linen tote', zh: '港湾亚麻托特包', ja: 'Harbour linen tote' },
      description: { en: 'Linen, lined.\nTwo pockets.', zh: 'Linen, lined.\nTwo pockets.' },
      categoryId: leaf!.id,
      priceMin: 5900,
      priceMax: 6900,
      purchaseLimit: 5,
    });
    expect(g.categoryPath.map((c) => c.id)).toEqual([family!.parentId, family!.id, leaf!.id]);
    expect(g.skus.map((k) => [k.specName, k.price, k.marketPrice, k.stock])).toEqual([
      ['Sand', 5900, 7900, 10],
      ['Navy', 6900, 6900, 4],
    ]);
    const row = await goodsRow(g.goodsId);
    expect(row).toMatchObject({ priceMin: 5900, priceMax: 6900, marketPrice: 7900, category2Id: family!.id, category1Id: family!.parentId, kind, image: g.pictures[0] });
    expect(await goodsCount()).toBe(before);
    // Off the shelf: no page, not in search.
    expect((await t.call(queryGoodsDetail, { goodsId: g.goodsId })).body.code).toBe(1004);
    const search = async (keyword: string) => (await ok(t.call(searchGoods, { keyword }))).list.map((c) => c.id);
    expect(await search('港湾亚麻')).not.toContain(g.goodsId);

    expect(await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }))).toEqual({ goodsId: g.goodsId, status: 'on_sale' });
    expect(await goodsCount()).toBe(before + 1);
    // Shelving again changes nothing, the count included.
    await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }));
    expect(await goodsCount()).toBe(before + 1);
    const page = await ok(t.call(queryGoodsDetail, { goodsId: g.goodsId }, { lang: 'zh' }));
    expect(page).toMatchObject({ title: '港湾亚麻托特包', priceMin: 5900, stock: 14, images: g.pictures });
    expect(page.specs[0]!.values.map((v) => v.name)).toEqual(['沙色', '藏青']);
    expect(await search('港湾亚麻')).toContain(g.goodsId);
    expect(await search('linen tote')).toContain(g.goodsId);
    expect(await search('navy tote')).toContain(g.goodsId);
  });

  it('lists the shop\'s goods newest first, by status and title, a keyset page at a time', async () => {
    const a = await create();
    const b = await create();
    await ok(call(shelveMerchantGoods, { goodsId: b.goodsId }));
    const first = await ok(call(queryMerchantGoods, { shopId, pageSize: 1 }));
    expect(first.list.map((r) => r.goodsId)).toEqual([b.goodsId]);
    expect(first.list[0]).toMatchObject({ status: 'on_sale', stock: 14, priceMin: 5900, priceMax: 6900 });
    expect(first.list[0]!.skus.map((k) => k.specName)).toEqual(['Sand', 'Navy']);
    const second = await ok(call(queryMerchantGoods, { shopId, pageSize: 1, after: first.next! }));
    expect(second.list.map((r) => r.goodsId)).toEqual([a.goodsId]);
    const offShelf = await ok(call(queryMerchantGoods, { shopId, status: 'off_shelf', pageSize: 50 }));
    expect(offShelf.list.every((r) => r.status === 'off_shelf')).toBe(true);
    expect(offShelf.list.map((r) => r.goodsId)).toContain(a.goodsId);
    expect(offShelf.counts.off_shelf).toBeGreaterThanOrEqual(1);
    const found = await ok(call(queryMerchantGoods, { shopId, keyword: '亚麻托特', pageSize: 50 }));
    expect(found.list.map((r) => r.goodsId)).toEqual(expect.arrayContaining([a.goodsId, b.goodsId]));
    expect((await ok(call(queryMerchantGoods, { shopId, keyword: '100%_' }))).list).toEqual([]);
    expect((await call(queryMerchantGoods, { shopId, after: 'x' })).body).toMatchObject({ code: 1001, data: { fields: [{ field: 'after' }] } });
    const tree = await ok(call(queryMerchantGoodsCategories, { shopId }));
    expect(tree.flatMap((top) => top.children.flatMap((f) => f.children.map((l) => l.id)))).toContain(leaf!.id);
  });

  it('edits texts, prices and SKUs: a SKU left out stops selling, a new one comes with its stock, stock of kept ones moves by its delta only', async () => {
    const g = await create();
    await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }));
    const [sand, navy] = g.skus;
    // A shopper holds Navy in the cart and buys nothing yet; two pieces of Sand sell while the form is open.
    await ok(t.call(addCartGoods, { goodsId: g.goodsId, skuId: navy!.skuId, quantity: 1 }, as(shopper.token)));
    await t.db.update(goodsSku).set({ stock: sql`${goodsSku.stock} - 2` }).where(eq(goodsSku.id, sand!.skuId));

    const body = editBody(g);
    body.title = { en: 'Harbour linen tote bag', zh: '港湾亚麻托特包', ja: '港のリネントート' };
    body.specs![0]!.values.push({ name: { en: 'Olive', zh: '橄榄绿' } });
    body.skus = [
      { skuId: sand!.skuId, specIndexes: [0], price: 5500, marketPrice: 7900, stockDelta: 5 },
      { specIndexes: [2], price: 6200, stock: 7 },
    ];
    const saved = await ok(call(saveMerchantGoods, body));
    expect(saved.title.ja).toBe('港のリネントート');
    // 10 − 2 sold + 5 delivered: the sale during the edit is kept.
    expect(saved.skus.map((k) => [k.specName, k.price, k.stock])).toEqual([
      ['Sand', 5500, 13],
      ['Olive', 6200, 7],
    ]);
    expect(await goodsRow(g.goodsId)).toMatchObject({ priceMin: 5500, priceMax: 6200, marketPrice: 7900 });
    const stored = await skusOf(g.goodsId);
    expect(stored.find((k) => k.id === navy!.skuId)).toMatchObject({ enabled: false, stock: 4 });
    expect(stored.filter((k) => k.isDefault).map((k) => k.id)).toEqual([sand!.skuId]);
    const cart = await ok(t.call(queryCartGoods, {}, as(shopper.token)));
    expect(cart.unbuyable.find((l) => l.skuId === navy!.skuId)?.reason).toBe('sku_disabled');
    const page = await ok(t.call(queryGoodsDetail, { goodsId: g.goodsId }, { lang: 'ja' }));
    expect(page.title).toBe('港のリネントート');
    expect(page.skus.map((k) => k.specName)).toEqual(['Sand', 'Olive']);
    expect((await ok(t.call(searchGoods, { keyword: 'リネントート' }))).list.map((c) => c.id)).toContain(g.goodsId);

    // Taking away more than there is refuses the whole save.
    const again = editBody(saved);
    again.title = { en: 'Renamed' };
    again.skus![0]!.stockDelta = -14;
    const refused = await call(saveMerchantGoods, again);
    expect(refused.body).toMatchObject({ code: 1001, data: { fields: [{ field: 'skus.0.stockDelta' }] } });
    expect((await goodsRow(g.goodsId)).title.en).toBe('Harbour linen tote bag');
    expect((await skusOf(g.goodsId)).find((k) => k.id === sand!.skuId)!.stock).toBe(13);
  });

  it('takes a goods off the shelf: its page is gone, carts say it is no longer available, the shop counts one less', async () => {
    const g = await create();
    await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }));
    const buyer = await createTestUser(t.db);
    await ok(t.call(addCartGoods, { goodsId: g.goodsId, skuId: g.skus[0]!.skuId, quantity: 1 }, as(buyer.token)));
    const before = await goodsCount();
    expect(await ok(call(unshelveMerchantGoods, { goodsId: g.goodsId }))).toEqual({ goodsId: g.goodsId, status: 'off_shelf' });
    await ok(call(unshelveMerchantGoods, { goodsId: g.goodsId }));
    expect(await goodsCount()).toBe(before - 1);
    expect((await t.call(queryGoodsDetail, { goodsId: g.goodsId })).body.code).toBe(1004);
    const cart = await ok(t.call(queryCartGoods, {}, as(buyer.token)));
    expect(cart.unbuyable.map((l) => [l.goodsId, l.reason])).toEqual([[g.goodsId, 'off_shelf']]);
    expect((await t.call(addCartGoods, { goodsId: g.goodsId, skuId: g.skus[0]!.skuId, quantity: 1 }, as(buyer.token))).body.code).toBe(4004);
  });

  it('adjusts a SKU\'s stock by a delta, never below 0', async () => {
    const g = await create();
    const sku = g.skus[1]!.skuId;
    expect(await ok(call(adjustMerchantGoodsStock, { skuId: sku, delta: 6 }))).toEqual({ skuId: sku, goodsId: g.goodsId, stock: 10 });
    expect(await ok(call(adjustMerchantGoodsStock, { skuId: sku, delta: -10 }))).toMatchObject({ stock: 0 });
    const below = await call(adjustMerchantGoodsStock, { skuId: sku, delta: -1 });
    expect(below.body).toMatchObject({ code: 1001, data: { fields: [{ field: 'delta' }] } });
    expect(below.body.message).toContain('delta');
    expect((await call(adjustMerchantGoodsStock, { skuId: sku, delta: 0 })).body.code).toBe(1001);
    expect((await call(adjustMerchantGoodsStock, { skuId: sku, delta: 9_999_999 })).body.code).toBe(1000);
    expect((await call(adjustMerchantGoodsStock, { skuId: sku, delta: 1 })).body.code).toBe(1001);
    expect((await skusOf(g.goodsId)).find((k) => k.id === sku)!.stock).toBe(9_999_999);
  });
});

describe('merchant/goods: who may call', () => {
  it('answers 1004 for another shop\'s goods and 1003 for a shopper, and changes nothing', async () => {
    const [skuOfForeign] = await skusOf(foreign!.id);
    const snapshot = async () => ({
      goods: await goodsRow(foreign!.id),
      detail: (await t.db.select().from(goodsDetail).where(eq(goodsDetail.goodsId, foreign!.id)))[0],
      skus: await skusOf(foreign!.id),
      count: (await t.db.select({ n: shop.goodsCount }).from(shop).where(eq(shop.id, foreign!.shopId)))[0]!.n,
    });
    const before = await snapshot();
    const body = await newGoodsBody();
    const calls: [Endpoint, unknown][] = [
      [queryMerchantGoods, { shopId: foreign!.shopId }],
      [queryMerchantGoodsCategories, { shopId: foreign!.shopId }],
      [queryMerchantGoodsDetail, { goodsId: foreign!.id }],
      [saveMerchantGoods, { ...body, shopId: undefined, goodsId: foreign!.id }],
      [saveMerchantGoods, { ...body, shopId: foreign!.shopId }],
      // An edit of the shop's own goods may not name another shop, nor the reverse.
      [saveMerchantGoods, { ...body, shopId, goodsId: foreign!.id }],
      [shelveMerchantGoods, { goodsId: foreign!.id }],
      [unshelveMerchantGoods, { goodsId: foreign!.id }],
      [adjustMerchantGoodsStock, { skuId: skuOfForeign!.id, delta: 5 }],
      [queryMerchantGoodsDetail, { goodsId: 2_000_000_000 }],
      [adjustMerchantGoodsStock, { skuId: 2_000_000_000, delta: 5 }],
    ];
    for (const [e, b] of calls) expect((await t.call(e, b, as(seller.token))).body.code, e.path).toBe(1004);
    for (const [e, b] of calls) expect((await t.call(e, b, as(shopper.token))).body.code, e.path).toBe(1003);
    for (const [e, b] of calls) expect((await t.call(e, b)).body.code, e.path).toBe(1002);
    // The owner of the other shop may, through the same calls.
    expect((await t.call(queryMerchantGoodsDetail, { goodsId: foreign!.id }, as(rival.token))).body.code).toBe(1000);
    expect(await snapshot()).toEqual(before);
  });
});

describe('merchant/goods/save: bad input', () => {
  it('refuses each with 1001 naming the field, and stores nothing', async () => {
    const good = await newGoodsBody();
    const stranger = await createTestUser(t.db);
    const notMine = await upload(t, stranger.token);
    const [privateOne] = await Promise.all([upload(t, seller.token)]);
    await t.db.execute(sql`update upload set visibility = 'private' where url = ${privateOne}`);
    const twoDims = {
      specs: [
        { name: { en: 'Colour' }, values: Array.from({ length: 11 }, (_, i) => ({ name: { en: `C${i}` } })) },
        { name: { en: 'Size' }, values: Array.from({ length: 10 }, (_, i) => ({ name: { en: `S${i}` } })) },
      ],
    };
    const cases: [string, Record<string, unknown>][] = [
      ['title', { title: {} }],
      ['title', { title: { en: '   ' } }],
      ['title.en', { title: { en: 'x'.repeat(121) } }],
      ['title.en', { title: { en: 'bell\u0007' } }],
      ['title.en', { title: { en: 'two\nlines' } }],
      ['title.zh', { title: { en: 'ok', zh: 42 } }],
      ['title.fr', { title: { en: 'ok', fr: 'non' } }],
      ['categoryId', { categoryId: '12' }],
      ['categoryId', { categoryId: family!.id }],
      ['categoryId', { categoryId: otherChannelLeaf!.id }],
      ['categoryId', { categoryId: 2_000_000_000 }],
      ['attrValueIds.0', { attrValueIds: [1_999_999_999] }],
      ['pictures', { pictures: [] }],
      ['pictures', { pictures: Array.from({ length: 10 }, () => good.pictures[0]) }],
      ['pictures.1', { pictures: [good.pictures[0], good.pictures[0]] }],
      ['pictures.0', { pictures: [notMine] }],
      ['pictures.0', { pictures: [privateOne] }],
      ['pictures.0', { pictures: ['/media/art/goods/x.svg'] }],
      ['skus.0.price', { skus: [{ specIndexes: [0], price: -100, stock: 1 }] }],
      ['skus.0.price', { skus: [{ specIndexes: [0], price: 0, stock: 1 }] }],
      ['skus.0.price', { skus: [{ specIndexes: [0], price: 100_000_000, stock: 1 }] }],
      ['skus.0.price', { skus: [{ specIndexes: [0], price: 12.5, stock: 1 }] }],
      ['skus.0.price', { skus: [{ specIndexes: [0], price: '5900', stock: 1 }] }],
      ['skus.0.marketPrice', { skus: [{ specIndexes: [0], price: 5900, marketPrice: 5000, stock: 1 }] }],
      ['skus.0.stock', { skus: [{ specIndexes: [0], price: 5900, stock: -1 }] }],
      ['skus.0.stockDelta', { skus: [{ specIndexes: [0], price: 5900, stockDelta: 3 }] }],
      ['skus.0.skuId', { skus: [{ skuId: seeded.id, specIndexes: [0], price: 5900 }] }],
      ['skus.1.specIndexes', { skus: [{ specIndexes: [0], price: 5900, stock: 1 }, { specIndexes: [0], price: 5900, stock: 1 }] }],
      ['skus.0.specIndexes', { skus: [{ specIndexes: [5], price: 5900, stock: 1 }] }],
      ['skus.0.specIndexes', { skus: [{ specIndexes: [], price: 5900, stock: 1 }] }],
      ['skus', { skus: [] }],
      ['skus', { specs: [], skus: [{ specIndexes: [], price: 1, stock: 1 }, { specIndexes: [], price: 2, stock: 1 }] }],
      ['skus', { ...twoDims, skus: Array.from({ length: 101 }, (_, i) => ({ specIndexes: [i % 11, Math.floor(i / 11) % 10], price: 100, stock: 1 })) }],
      ['specs', { specs: [...good.specs!, ...good.specs!, ...good.specs!] }],
      ['specs.0.values.1.name', { specs: [{ name: { en: 'Colour' }, values: [{ name: { en: 'Red' } }, { name: { en: 'red', zh: '红' } }] }] }],
      ['specs.0.values.0.valueId', { specs: [{ name: { en: 'Colour' }, values: [{ valueId: 77, name: { en: 'Red' } }] }] }],
      ['specs.0.attrId', { specs: [{ attrId: 5, name: { en: 'Colour' }, values: [{ name: { en: 'Red' } }] }] }],
      ['specs.0.name', { specs: [{ name: { en: '' }, values: [{ name: { en: 'Red' } }] }] }],
      ['purchaseLimit', { purchaseLimit: 0 }],
      ['shopId', { shopId: undefined }],
      ['price', { price: 100 }],
    ];
    const countOf = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(goods).where(eq(goods.shopId, shopId)))[0]!.n;
    const before = await countOf();
    const failures: string[] = [];
    for (const [field, change] of cases) {
      const res = await t.call(saveMerchantGoods, { ...good, ...change }, as(seller.token));
      const fields = (res.body.data as { fields?: { field: string }[] } | null)?.fields?.map((f) => f.field) ?? [];
      if (res.body.code !== 1001 || !fields.includes(field)) failures.push(`${field} ${JSON.stringify(change).slice(0, 80)} → ${res.body.code} ${fields.join(',')}`);
    }
    expect(failures).toEqual([]);
    expect(await countOf()).toBe(before);
    // A JSON body that is not an object, and one with a huge number.
    expect((await t.raw({ path: `${API_BASE}/${saveMerchantGoods.path}`, payload: '[1]', headers: { [HEADERS.token]: seller.token } })).body.code).toBe(1001);
    expect((await t.call(saveMerchantGoods, { ...good, skus: [{ specIndexes: [0], price: 1e300, stock: 1 }] }, as(seller.token))).body.code).toBe(1001);
    expect(await countOf()).toBe(before);
  });

  it('refuses another goods\' spec ids and SKU ids on an edit', async () => {
    const a = await create();
    const b = await create();
    const body = editBody(a);
    body.skus![0]!.skuId = b.skus[0]!.skuId;
    expect((await call(saveMerchantGoods, body)).body).toMatchObject({ code: 1001, data: { fields: [{ field: 'skus.0.skuId' }] } });
    const absolute = editBody(a);
    absolute.skus![0]!.stock = 99;
    expect((await call(saveMerchantGoods, absolute)).body).toMatchObject({ code: 1001, data: { fields: [{ field: 'skus.0.stock' }] } });
    expect((await skusOf(a.goodsId)).map((k) => k.stock)).toEqual([10, 4]);
  });
});

describe('merchant/goods: stock under concurrent orders', () => {
  async function buyers(n: number, goodsId: number, skuId: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const user = await createTestUser(t.db);
        await addAddress(t.db, user.userId);
        const c = await ok(t.call(checkoutOneGoods, { goodsId, skuId, quantity: 1 }, as(user.token)));
        const { checkoutNumber: number } = await ok(t.call(checkoutNumber, { checkoutId: c.checkoutId }, as(user.token)));
        return { user, c, number };
      }),
    );
  }
  const commitAll = (ready: Awaited<ReturnType<typeof buyers>>) =>
    ready.map(({ user, c, number }) => t.call(commitOrder, { checkoutId: c.checkoutId, checkoutNumber: number, payAmount: c.payAmount }, as(user.token)));
  const soldOf = async (skuId: number) =>
    (await t.db.select({ n: sql<number>`coalesce(sum(${saleOrderGoods.quantity}), 0)::int` }).from(saleOrderGoods).where(eq(saleOrderGoods.skuId, skuId)))[0]!.n;

  it('20 checkouts of a SKU while the merchant adjusts its stock: stock = start + adjustments − sold, never below 0, nothing oversold', async () => {
    const g = await create();
    await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }));
    const sku = g.skus[0]!.skuId;
    const ready = await buyers(20, g.goodsId, sku);
    const deltas = [3, -4, 5, -6, 2, -3, 1];
    const [commits, adjustments] = await Promise.all([
      Promise.all(commitAll(ready)),
      Promise.all(deltas.map((delta) => call(adjustMerchantGoodsStock, { skuId: sku, delta }))),
    ]);
    const sold = commits.filter((r) => r.body.code === 1000).length;
    expect(commits.filter((r) => r.body.code !== 1000).every((r) => r.body.code === 4207)).toBe(true);
    expect(adjustments.every((r) => r.body.code === 1000 || r.body.code === 1001)).toBe(true);
    const adjusted = adjustments.reduce((sum, r, i) => sum + (r.body.code === 1000 ? deltas[i]! : 0), 0);
    const stock = (await skusOf(g.goodsId)).find((k) => k.id === sku)!.stock;
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBe(10 + adjusted - sold);
    expect(await soldOf(sku)).toBe(sold);
    expect(sold).toBeGreaterThan(0);
    // Nothing sold that was not there: at most the start and everything added.
    expect(sold).toBeLessThanOrEqual(10 + deltas.filter((d, i) => d > 0 && adjustments[i]!.body.code === 1000).reduce((a, b) => a + b, 0));
  });

  it('a price edit while orders are being committed keeps the stock they took, and nobody pays a stale price', async () => {
    const g = await create();
    await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }));
    const sku = g.skus[0]!.skuId;
    await ok(call(adjustMerchantGoodsStock, { skuId: sku, delta: 10 }));
    const ready = await buyers(24, g.goodsId, sku);
    const edit = editBody(g);
    edit.skus![0]!.price = 4900;
    edit.skus![0]!.stockDelta = 6;
    // Twenty commit while the edit is saved; four more, checked out at the old price, come after it.
    const [commits, saved] = await Promise.all([Promise.all(commitAll(ready.slice(0, 20))), call(saveMerchantGoods, edit)]);
    expect(saved.body.code).toBe(1000);
    const late = await Promise.all(commitAll(ready.slice(20)));
    expect(late.map((r) => r.body.code)).toEqual([4202, 4202, 4202, 4202]);
    const sold = commits.filter((r) => r.body.code === 1000).length;
    // A commit that ran after the edit saw the new price and was refused; the others took stock at the old one.
    expect(commits.filter((r) => r.body.code !== 1000).every((r) => r.body.code === 4202 || r.body.code === 4207)).toBe(true);
    const stock = (await skusOf(g.goodsId)).find((k) => k.id === sku)!.stock;
    expect(stock).toBe(20 + 6 - sold);
    expect(await soldOf(sku)).toBe(sold);
    const prices = await t.db.select({ unitPrice: saleOrderGoods.unitPrice }).from(saleOrderGoods).where(eq(saleOrderGoods.skuId, sku));
    expect(prices.every((p) => p.unitPrice === 5900)).toBe(true);
  });
});

describe('merchant/goods with the goods page cached, as in production', () => {
  it('shows an edit, a stock change and a shelving on the goods page at once', async () => {
    const owner = await merchantOfShop(tc, shopId);
    const body = await newGoodsBody(tc, owner.token);
    const g = await ok(call(saveMerchantGoods, body, owner.token, tc));
    await ok(call(shelveMerchantGoods, { goodsId: g.goodsId }, owner.token, tc));
    const page = async () => ok(tc.call(queryGoodsDetail, { goodsId: g.goodsId }, { lang: 'en' }));
    expect((await page()).title).toBe('Harbour linen tote');
    const edit = editBody(g);
    edit.title = { en: 'Harbour tote, renamed' };
    await ok(call(saveMerchantGoods, edit, owner.token, tc));
    expect((await page()).title).toBe('Harbour tote, renamed');
    await ok(call(adjustMerchantGoodsStock, { skuId: g.skus[0]!.skuId, delta: 5 }, owner.token, tc));
    expect((await page()).skus[0]!.stock).toBe(15);
    await ok(call(unshelveMerchantGoods, { goodsId: g.goodsId }, owner.token, tc));
    expect((await tc.call(queryGoodsDetail, { goodsId: g.goodsId })).body.code).toBe(1004);
  });
});
