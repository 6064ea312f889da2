import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getSearchFilters } from '@mall/contract/catalogue/get-search-filters';
import { SEARCH_DEPTH } from '@mall/contract/catalogue/search-fields';
import { searchGoods } from '@mall/contract/catalogue/search-goods';
import { searchGoodsShop } from '@mall/contract/catalogue/search-goods-shop';
import { createTestApp } from '../../testing/test-app.ts';
import { shop } from '../shop/shop.tables.ts';
import { category, categoryAttr, categoryAttrValue, goods } from './catalogue.tables.ts';
import { searchQuery } from './search-tokens.ts';
import { countsBeside, firstIdsBy, weighted, type Ordered } from './search.service.ts';

const t = await createTestApp();

const data = <T>(r: { body: { success: boolean; code: number; data: T | null } }): T => {
  expect(r.body.code).toBe(1000);
  return r.body.data!;
};
const codeOf = (r: { body: { code: number } }) => r.body.code;

/** Ids of the goods on sale outside takeaway that a keyword matches, by SQL (the reference for the API). */
async function matchingIds(keyword: string, extra = sql`true`): Promise<Set<number>> {
  const q = searchQuery(keyword)!;
  const { rows } = await t.db.execute<{ id: number }>(
    sql`select id from goods where search_vector @@ ${q}::tsquery and status = 'on_sale' and kind <> 'takeaway' and ${extra}`,
  );
  return new Set(rows.map((r) => r.id));
}

async function goodsRows(ids: number[]) {
  const rows = await t.db.select().from(goods).where(inArray(goods.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

const sorted = (xs: number[], dir: 'asc' | 'desc') => xs.every((x, i) => i === 0 || (dir === 'asc' ? xs[i - 1]! <= x : xs[i - 1]! >= x));

describe('mall/search: matching', () => {
  it('finds English words by prefix and plural, and only goods that match', async () => {
    const page = data(await t.call(searchGoods, { keyword: 'Earbuds', pageSize: 50 }, { lang: 'en' }));
    expect(page.list.length).toBeGreaterThan(0);
    const expected = await matchingIds('earbud');
    expect(page.total).toBe(Math.min(expected.size, SEARCH_DEPTH));
    for (const g of page.list) expect(expected.has(g.id)).toBe(true);
    // A half-typed word already finds them.
    expect(data(await t.call(searchGoods, { keyword: 'earb' })).total).toBe(page.total);
  });

  it('answers in the T-lang language: Chinese and Japanese titles', async () => {
    const zh = data(await t.call(searchGoods, { keyword: '手机' }, { lang: 'zh' }));
    const ja = data(await t.call(searchGoods, { keyword: 'スマートフォン' }, { lang: 'ja' }));
    expect(zh.list.length).toBeGreaterThan(0);
    expect(ja.list.length).toBeGreaterThan(0);
    expect(zh.list[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(ja.list[0]!.title).toMatch(/[\u30a0-\u30ff]/);
  });

  it('finds one- and two-character Chinese and Japanese queries', async () => {
    for (const keyword of ['茶', '鞋', '手机', '耳机', '靴', 'お茶', '薬']) {
      const page = data(await t.call(searchGoods, { keyword, pageSize: 50 }, { lang: 'zh' }));
      const expected = await matchingIds(keyword);
      expect(expected.size, keyword).toBeGreaterThan(0);
      expect(page.total, keyword).toBe(Math.min(expected.size, SEARCH_DEPTH));
      for (const g of page.list) expect(expected.has(g.id), keyword).toBe(true);
    }
    // Three or more CJK characters need all their pairs: 智能手机 is not 智能 alone.
    const longer = data(await t.call(searchGoods, { keyword: '智能手机', pageSize: 50 }));
    const pairs = await matchingIds('智能手机');
    expect(longer.total).toBe(Math.min(pairs.size, SEARCH_DEPTH));
    expect(longer.total).toBeLessThanOrEqual(data(await t.call(searchGoods, { keyword: '智能' })).total);
  });

  it('finds goods by their category, brand and shop names in every language', async () => {
    const [lumo] = await t.db.select().from(shop).where(eq(shop.code, 'lumo-flagship'));
    for (const keyword of ['Lumo Official Flagship', '鹿默官方旗舰店', 'Lumo公式旗艦店']) {
      const page = data(await t.call(searchGoods, { keyword, pageSize: 50 }));
      expect(page.list.length, keyword).toBeGreaterThan(0);
      expect(page.list.some((g) => g.shopId === lumo!.id), keyword).toBe(true);
    }
    const [tea] = await t.db.select().from(category).where(eq(category.code, 'groceries.drinks.tea'));
    const byCategory = data(await t.call(searchGoods, { keyword: tea!.name.ja, pageSize: 50 }, { lang: 'ja' }));
    expect(byCategory.list.length).toBeGreaterThan(0);
  });

  it('ranks goods with the words in their titles first', async () => {
    const page = data(await t.call(searchGoods, { keyword: 'tea', pageSize: 50 }));
    expect(page.list.length).toBeGreaterThan(5);
    const inTitle = await matchingIds('tea', sql`search_vector @@ ${weighted(searchQuery('tea')!, 'A')}::tsquery`);
    const flags = page.list.map((g) => inTitle.has(g.id));
    // Every title match comes before every goods that matches by its category or shop only.
    expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false)).toBe(true);
    expect(flags[0]).toBe(true);
  });

  it('leaves out goods off the shelf and takeaway dishes', async () => {
    const [one] = await t.db.select().from(goods).where(and(eq(goods.kind, 'mall'), eq(goods.status, 'on_sale'))).limit(1);
    const keyword = one!.title.en;
    const before = data(await t.call(searchGoods, { keyword, pageSize: 50 }));
    expect(before.list.map((g) => g.id)).toContain(one!.id);
    await t.db.update(goods).set({ status: 'off_shelf' }).where(eq(goods.id, one!.id));
    const after = data(await t.call(searchGoods, { keyword, pageSize: 50 }));
    expect(after.list.map((g) => g.id)).not.toContain(one!.id);
    await t.db.update(goods).set({ status: 'on_sale' }).where(eq(goods.id, one!.id));

    const [dish] = await t.db.select().from(goods).where(eq(goods.kind, 'takeaway')).limit(1);
    const dishes = data(await t.call(searchGoods, { keyword: dish!.title.en, pageSize: 50 }));
    expect(dishes.list.map((g) => g.id)).not.toContain(dish!.id);
  });
});

describe('mall/search: sorting and paging', () => {
  it('sorts by sales, price both ways and newest', async () => {
    for (const keyword of ['tea', '茶', 'lumo']) {
      const ids = async (sort: string) => data(await t.call(searchGoods, { keyword, sort, pageSize: 50 })).list.map((g) => g.id);
      const sales = await goodsRows(await ids('sales'));
      expect(sorted(sales.map((g) => g.salesCount), 'desc'), keyword).toBe(true);
      const asc = await goodsRows(await ids('priceAsc'));
      expect(sorted(asc.map((g) => g.priceMin), 'asc'), keyword).toBe(true);
      const descending = await goodsRows(await ids('priceDesc'));
      expect(sorted(descending.map((g) => g.priceMin), 'desc'), keyword).toBe(true);
      const newest = await goodsRows(await ids('newest'));
      expect(sorted(newest.map((g) => g.createdAt.getTime()), 'desc'), keyword).toBe(true);
      // The cheapest match comes first.
      const all = await goodsRows([...(await matchingIds(keyword))]);
      expect(asc[0]!.priceMin, keyword).toBe(Math.min(...all.map((g) => g.priceMin)));
    }
  });

  it('pages without gaps or repeats, in every order, also across the ranked part of relevance', async () => {
    for (const sort of ['relevance', 'sales', 'priceAsc', 'newest']) {
      const whole = data(await t.call(searchGoods, { keyword: '茶', sort, pageSize: 45 })).list.map((g) => g.id);
      const pages: number[] = [];
      for (let pageNum = 1; pageNum <= 3; pageNum++) {
        const page = data(await t.call(searchGoods, { keyword: '茶', sort, pageNum, pageSize: 15 }));
        expect(page.pageNum).toBe(pageNum);
        pages.push(...page.list.map((g) => g.id));
      }
      expect(pages, sort).toEqual(whole);
    }
    // Relevance ranks 100 best sellers; positions 90-110 join the ranked part and the best-selling rest.
    const total = data(await t.call(searchGoods, { keyword: 'ー' })).total;
    expect(total).toBeGreaterThan(150);
    const a = data(await t.call(searchGoods, { keyword: 'ー', pageNum: 7, pageSize: 15 })).list.map((g) => g.id);
    const b = data(await t.call(searchGoods, { keyword: 'ー', pageNum: 8, pageSize: 15 })).list.map((g) => g.id);
    const first = data(await t.call(searchGoods, { keyword: 'ー', pageNum: 1, pageSize: 50 })).list.map((g) => g.id);
    const second = data(await t.call(searchGoods, { keyword: 'ー', pageNum: 2, pageSize: 50 })).list.map((g) => g.id);
    const third = data(await t.call(searchGoods, { keyword: 'ー', pageNum: 3, pageSize: 50 })).list.map((g) => g.id);
    expect([...a, ...b]).toEqual([...first, ...second, ...third].slice(90, 120));
    expect(new Set([...first, ...second, ...third]).size).toBe(150);
  });

  it('says whether more follow, counts up to the search depth and serves nothing past it', async () => {
    const page = data(await t.call(searchGoods, { keyword: '茶', pageSize: 10 }));
    const expected = await matchingIds('茶');
    expect(page.total).toBe(Math.min(expected.size, SEARCH_DEPTH));
    expect(page.hasMore).toBe(expected.size > 10);
    expect(page.totalCapped).toBe(expected.size > SEARCH_DEPTH);
    const last = Math.ceil(page.total / 10);
    const lastPage = data(await t.call(searchGoods, { keyword: '茶', pageSize: 10, pageNum: last }));
    expect(lastPage.hasMore).toBe(false);
    expect(lastPage.list.length).toBe(page.total - (last - 1) * 10);

    // A prefix is counted exactly first; when that stays under the depth, the prefix's own count is the total.
    for (const keyword of ['tea', 'green te', 'lum']) {
      expect(data(await t.call(searchGoods, { keyword, pageSize: 10 })).total, keyword).toBe(Math.min((await matchingIds(keyword)).size, SEARCH_DEPTH));
    }

    const common = data(await t.call(searchGoods, { keyword: 'ー', pageSize: 50 }));
    expect(common.total).toBeLessThanOrEqual(SEARCH_DEPTH);
    const beyond = data(await t.call(searchGoods, { keyword: 'ー', pageSize: 50, pageNum: SEARCH_DEPTH / 50 + 1 }));
    expect(beyond.list).toEqual([]);
    expect(beyond.hasMore).toBe(false);
  });
});

describe('search plans', () => {
  it('find the same goods in the same order whichever way they look', async () => {
    for (const keyword of ['ー', '茶', 'tea', 'green tea', 'スマートフォン', 'lumo earbuds']) {
      for (const order of ['sales', 'priceAsc', 'priceDesc', 'newest'] as Ordered[]) {
        for (const need of [20, 100]) {
          const collected = await firstIdsBy(t.db, keyword, order, need, { mode: 'collect' });
          const label = `${keyword} ${order} ${need}`;
          expect(collected.length, label).toBe(Math.min(need, (await matchingIds(keyword)).size));
          // A walk long enough to find them, and one too short (which falls back to collecting).
          expect(await firstIdsBy(t.db, keyword, order, need, { mode: 'walk', rows: 2000 }), label).toEqual(collected);
          expect(await firstIdsBy(t.db, keyword, order, need, { mode: 'walk', rows: need }), label).toEqual(collected);
          // A walk too short followed by a deeper one, and by one still too short.
          expect(await firstIdsBy(t.db, keyword, order, need, { mode: 'walk', rows: need, deeper: 2000 }), label).toEqual(collected);
          expect(await firstIdsBy(t.db, keyword, order, need, { mode: 'walk', rows: need, deeper: need + 1 }), label).toEqual(collected);
          if (order !== 'sales') continue;
          // A tier of the best sellers that holds them all, one that holds too few, and one in between.
          for (const threshold of [0, 1_000_000, 5000]) {
            expect(await firstIdsBy(t.db, keyword, order, need, { mode: 'tier', threshold }), `${label} ${threshold}`).toEqual(collected);
          }
        }
      }
    }
  });

  it('count beside a walk or a tier, but not beside a walk likely to miss, whose collection counts', () => {
    expect(countsBeside({ mode: 'walk', rows: 400 })).toBe(true);
    expect(countsBeside({ mode: 'tier', threshold: 10 })).toBe(true);
    expect(countsBeside({ mode: 'walk', rows: 5000, likelyShort: true })).toBe(false);
    expect(countsBeside({ mode: 'collect' })).toBe(false);
    expect(countsBeside({ mode: 'priceTier', sample: 1001, first: 20 })).toBe(false);
  });

  it('find by a price tier exactly what a full sort by price finds, ties by id included', async () => {
    for (const keyword of ['ー', '茶', 'tea', 'lumo', 'スマートフォン', 'green tea']) {
      const q = searchQuery(keyword)!;
      for (const [order, dir] of [['priceAsc', sql`asc`], ['priceDesc', sql`desc`]] as const) {
        // The reference: every match sorted by price, then id, the plain way.
        const { rows } = await t.db.execute<{ id: number }>(sql`
          select id from goods where search_vector @@ ${q}::tsquery and status = 'on_sale' and kind <> 'takeaway'
          order by price_min ${dir}, id ${dir}`);
        const whole = rows.map((r) => r.id);
        for (const need of [20, 100]) {
          // Samples that hold every match (sorted as they are), that bound a tier (just enough, or more than
          // enough), and that are too small to bound one (which falls back to collecting).
          for (const sample of [5000, need, need + 13, 3 * need, need - 1]) {
            // A first tier bounded by the first sample's price (too few, mostly), by a middle one, and by the `need`th.
            for (const first of [1, need / 4, need]) {
              const label = `${keyword} ${order} ${need} ${sample} ${first}`;
              expect(await firstIdsBy(t.db, keyword, order, need, { mode: 'priceTier', sample, first }), label).toEqual(whole.slice(0, need));
            }
          }
        }
      }
    }
    // Prices tie often enough for the order by id to matter.
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from (select price_min from goods group by price_min having count(*) > 1) p`);
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('mall/search: filters', () => {
  it('filters by a category of any level', async () => {
    const [tea] = await t.db.select().from(category).where(eq(category.code, 'groceries.drinks.tea'));
    for (const id of [tea!.id, tea!.parentId!]) {
      const page = data(await t.call(searchGoods, { keyword: '茶', categoryId: id, pageSize: 50 }));
      expect(page.list.length).toBeGreaterThan(0);
      const rows = await goodsRows(page.list.map((g) => g.id));
      for (const g of rows) expect(g.categoryId === id || g.category2Id === id || g.category1Id === id).toBe(true);
    }
    // A category without a keyword lists its goods, best sellers first.
    const browse = data(await t.call(searchGoods, { categoryId: tea!.id, pageSize: 50 }));
    const rows = await goodsRows(browse.list.map((g) => g.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.categoryId === tea!.id)).toBe(true);
    expect(sorted(rows.map((g) => g.salesCount), 'desc')).toBe(true);
  });

  it('filters by price (bounds in either order), brand and attribute values', async () => {
    const all = await goodsRows([...(await matchingIds('lumo'))]);
    const prices = all.map((g) => g.priceMin).sort((a, b) => a - b);
    const lo = prices[Math.floor(prices.length / 4)]!;
    const hi = prices[Math.floor((prices.length * 3) / 4)]!;
    const ranged = data(await t.call(searchGoods, { keyword: 'lumo', priceMin: lo, priceMax: hi, pageSize: 50 }));
    const reversed = data(await t.call(searchGoods, { keyword: 'lumo', priceMin: hi, priceMax: lo, pageSize: 50 }));
    expect(ranged.total).toBe(all.filter((g) => g.priceMin >= lo && g.priceMin <= hi).length);
    expect(reversed.list).toEqual(ranged.list);

    const filters = data(await t.call(getSearchFilters, { keyword: 'earbuds' }));
    const brand = filters.brands[0]!;
    const branded = data(await t.call(searchGoods, { keyword: 'earbuds', brands: [brand.code], pageSize: 50 }));
    expect(branded.list.length).toBeGreaterThan(0);
    const brandValues = await t.db
      .select({ id: categoryAttrValue.id })
      .from(categoryAttrValue)
      .innerJoin(categoryAttr, eq(categoryAttr.id, categoryAttrValue.attrId))
      .where(and(eq(categoryAttr.kind, 'brand'), eq(categoryAttrValue.code, brand.code)));
    const ids = new Set(brandValues.map((v) => v.id));
    for (const g of await goodsRows(branded.list.map((c) => c.id))) expect(g.attrValueIds.some((v) => ids.has(v))).toBe(true);
    const unknownBrand = data(await t.call(searchGoods, { keyword: 'earbuds', brands: ['no-such-brand'] }));
    expect(unknownBrand.total).toBe(0);

    const leaf = filters.categories[0]!;
    const withAttrs = data(await t.call(getSearchFilters, { keyword: 'earbuds', categoryId: leaf.id }));
    expect(withAttrs.attrs.length).toBeGreaterThan(0);
    const value = withAttrs.attrs[0]!.values[0]!;
    const chosen = data(await t.call(searchGoods, { keyword: 'earbuds', categoryId: leaf.id, attrValueIds: [value.id], pageSize: 50 }));
    expect(chosen.list.length).toBeGreaterThan(0);
    for (const g of await goodsRows(chosen.list.map((c) => c.id))) expect(g.attrValueIds).toContain(value.id);
  });
});

describe('mall/search: what shoppers may type', () => {
  it('finds nothing, without an error, for an empty, blank or punctuation-only keyword', async () => {
    for (const keyword of ['', '   ', '\u3000', '!?()', '&|!:*']) {
      const page = data(await t.call(searchGoods, { keyword }));
      expect(page).toMatchObject({ list: [], total: 0, hasMore: false, suggestion: null });
    }
    // A keyword is one line of text, like every field that is not declared multi-line.
    expect((await t.call(searchGoods, { keyword: '\t\n' })).body.code).toBe(1001);
    expect(data(await t.call(searchGoods, {})).total).toBe(0);
  });

  it('treats SQL and tsquery syntax as words', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(goods);
    for (const keyword of [
      "'; drop table goods; --",
      'a & | ! ( ) :*',
      "tea' or '1'='1",
      '\\',
      "''",
      '1; select pg_sleep(10)',
      "tea:* | 'x",
      '<script>alert(1)</script>',
      '😀 茶',
      'ｔｅａ',
    ]) {
      const r = await t.call(searchGoods, { keyword }, { lang: 'zh' });
      expect(r.status, keyword).toBe(200);
      expect(r.body.code, keyword).toBe(1000);
      expect(codeOf(await t.call(searchGoodsShop, { keyword })), keyword).toBe(1000);
      expect(codeOf(await t.call(getSearchFilters, { keyword })), keyword).toBe(1000);
    }
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(goods);
    expect(after!.n).toBe(before!.n);
    // Full-width letters are the same words.
    expect(data(await t.call(searchGoods, { keyword: 'ｔｅａ' })).total).toBe(data(await t.call(searchGoods, { keyword: 'tea' })).total);
  });

  it('suggests a spelling for a misspelt keyword', async () => {
    const page = data(await t.call(searchGoods, { keyword: 'hedphones' }));
    expect(page.total).toBe(0);
    expect(page.suggestion).toBe('headphone');
    expect(data(await t.call(searchGoods, { keyword: page.suggestion! })).total).toBeGreaterThan(0);
    // Words that find goods stay as typed.
    const twoWords = data(await t.call(searchGoods, { keyword: 'wirelss Earbuds' }));
    expect(twoWords.suggestion).toBe('wireless Earbuds');
    // Only the last word matches by prefix: a word cut short before it finds nothing, and its whole word is offered.
    const cutShort = data(await t.call(searchGoods, { keyword: 'wirel earbuds' }));
    expect(cutShort.total).toBe(0);
    expect(cutShort.suggestion).toBe('wireless earbuds');
    expect(data(await t.call(searchGoods, { keyword: 'earbuds wirel' })).total).toBeGreaterThan(0);
    // Nothing near: no suggestion, still no error.
    expect(data(await t.call(searchGoods, { keyword: 'zzzzqx' })).suggestion).toBeNull();
  });

  it('refuses requests of the wrong shape with 1001', async () => {
    const bad = [
      { keyword: 42 },
      { keyword: null },
      { keyword: 'x'.repeat(201) },
      { keyword: 'tea', pageNum: -1 },
      { keyword: 'tea', pageNum: 0 },
      { keyword: 'tea', pageNum: 1.5 },
      { keyword: 'tea', pageSize: 1000 },
      { keyword: 'tea', pageSize: 0 },
      { keyword: 'tea', pageNum: '1' },
      { keyword: 'tea', sort: 'cheapest' },
      { keyword: 'tea', categoryId: -3 },
      { keyword: 'tea', categoryId: 'tea' },
      { keyword: 'tea', priceMin: -1 },
      { keyword: 'tea', brands: ["x'; drop table goods; --"] },
      { keyword: 'tea', brands: 'lumo' },
      { keyword: 'tea', attrValueIds: [1.5] },
      { keyword: 'tea', attrValueIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      { keyword: 'tea', userId: 1 },
    ];
    for (const body of bad) expect(codeOf(await t.call(searchGoods, body)), JSON.stringify(body)).toBe(1001);
    expect(codeOf(await t.call(searchGoods, { keyword: 'tea', categoryId: 2_000_000_000 }))).toBe(1004);
  });
});

describe('mall/search/goodshop', () => {
  it('finds a shop by its name in every language, with up to three of its goods', async () => {
    const [tea] = await t.db.select().from(shop).where(eq(shop.code, 'qingshan-tea'));
    for (const [keyword, lang] of [['Qingshan Tea House', 'en'], ['青山茶舍', 'zh'], ['青山茶舎', 'ja']] as const) {
      const page = data(await t.call(searchGoodsShop, { keyword }, { lang }));
      expect(page.list[0]!.shop.id, keyword).toBe(tea!.id);
      expect(page.list[0]!.shop.name).toBe(tea!.name[lang]);
      const preview = page.list[0]!.goods;
      expect(preview.length).toBeGreaterThan(0);
      expect(preview.length).toBeLessThanOrEqual(3);
      expect(preview.every((g) => g.shopId === tea!.id)).toBe(true);
    }
  });

  it('finds the shops that sell matching goods, previewing goods with the keyword in their titles', async () => {
    const page = data(await t.call(searchGoodsShop, { keyword: 'earbuds', pageSize: 50 }));
    expect(page.list.length).toBeGreaterThan(0);
    const sellers = new Set((await goodsRows([...(await matchingIds('earbud'))])).map((g) => g.shopId));
    for (const item of page.list) {
      expect(sellers.has(item.shop.id)).toBe(true);
      expect(item.goods[0]!.title.toLowerCase()).toContain('earbud');
    }
    expect(page.total).toBe(page.list.length);
    expect(page.hasMore).toBe(false);
  });

  it('leaves out takeaway and disabled shops, and pages', async () => {
    const takeaway = data(await t.call(searchGoodsShop, { keyword: 'Golden Bowl' }));
    expect(takeaway.total).toBe(0);
    const [lumo] = await t.db.select().from(shop).where(eq(shop.code, 'lumo-computers'));
    const before = data(await t.call(searchGoodsShop, { keyword: 'lumo', pageSize: 50 }));
    expect(before.list.map((i) => i.shop.id)).toContain(lumo!.id);
    await t.db.update(shop).set({ status: 'disabled' }).where(eq(shop.id, lumo!.id));
    const after = data(await t.call(searchGoodsShop, { keyword: 'lumo', pageSize: 50 }));
    expect(after.list.map((i) => i.shop.id)).not.toContain(lumo!.id);
    await t.db.update(shop).set({ status: 'open' }).where(eq(shop.id, lumo!.id));

    const all = data(await t.call(searchGoodsShop, { keyword: '店', pageSize: 50 }, { lang: 'zh' }));
    expect(all.total).toBeGreaterThan(2);
    const one = data(await t.call(searchGoodsShop, { keyword: '店', pageSize: 1, pageNum: 2 }, { lang: 'zh' }));
    expect(one.list[0]!.shop.id).toBe(all.list[1]!.shop.id);
    expect(one.hasMore).toBe(all.total > 2);
  });

  it('finds nothing for an empty keyword, and refuses bad paging', async () => {
    expect(data(await t.call(searchGoodsShop, { keyword: '  ' })).list).toEqual([]);
    for (const body of [{ keyword: 'tea', pageNum: -1 }, { keyword: 'tea', pageSize: 500 }, { keyword: ['tea'] }, { keyword: 'tea', sort: 'sales' }]) {
      expect(codeOf(await t.call(searchGoodsShop, body)), JSON.stringify(body)).toBe(1001);
    }
  });
});

describe('mall/get/searchfilters', () => {
  it('answers trending terms in the T-lang language, each of which finds goods', async () => {
    const en = data(await t.call(getSearchFilters, {}, { lang: 'en' }));
    const zh = data(await t.call(getSearchFilters, { keyword: '' }, { lang: 'zh' }));
    expect(en.trending.length).toBeGreaterThan(3);
    expect(en.trending.length).toBeLessThanOrEqual(10);
    expect(zh.trending.length).toBe(en.trending.length);
    expect(zh.trending.join('')).toMatch(/[\u4e00-\u9fff]/);
    expect(en.categories).toEqual([]);
    for (const keyword of [...en.trending, ...zh.trending]) {
      expect(data(await t.call(searchGoods, { keyword })).total, keyword).toBeGreaterThan(0);
    }
  });

  it('answers the categories, price range and brands of the matches', async () => {
    const f = data(await t.call(getSearchFilters, { keyword: '耳机' }, { lang: 'zh' }));
    expect(f.categories.length).toBeGreaterThan(0);
    expect(f.categories[0]!.level).toBe(3);
    expect(f.categories[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(f.priceMin).toBeLessThanOrEqual(f.priceMax);
    expect(f.priceSteps.every((p) => p > f.priceMin && p < f.priceMax)).toBe(true);
    expect(sorted(f.priceSteps, 'asc')).toBe(true);
    expect(f.brands.length).toBeGreaterThan(0);
    for (const c of f.categories) {
      expect(data(await t.call(searchGoods, { keyword: '耳机', categoryId: c.id })).total, c.name).toBeGreaterThan(0);
    }
    // Every goods of "Qingshan Tea House" holds "tea" (its shop's name); the categories offered are those
    // of goods that are tea by their title, keywords or category.
    const tea = data(await t.call(getSearchFilters, { keyword: 'tea' }));
    expect(tea.categories.map((c) => c.code)).toContain('groceries.drinks.tea');
    const byWhatTheyAre = weighted(searchQuery('tea')!, 'ABC');
    for (const c of tea.categories) {
      expect((await matchingIds('tea', sql`category_id = ${c.id} and search_vector @@ ${byWhatTheyAre}::tsquery`)).size, c.code).toBeGreaterThan(0);
    }
  });

  it('answers the attributes of a level-2 or level-3 category, and none for a top one', async () => {
    const [leaf] = await t.db
      .select({ id: category.id, parentId: category.parentId })
      .from(category)
      .where(eq(category.code, 'groceries.drinks.tea'));
    const leafFilters = data(await t.call(getSearchFilters, { keyword: '', categoryId: leaf!.id }));
    expect(leafFilters.categories.map((c) => c.id)).toEqual([leaf!.id]);
    const familyFilters = data(await t.call(getSearchFilters, { categoryId: leaf!.parentId! }));
    for (const attr of [...leafFilters.attrs, ...familyFilters.attrs]) expect(attr.kind).not.toBe('brand');
    const [top] = await t.db.select().from(category).where(eq(category.code, 'digital'));
    expect(data(await t.call(getSearchFilters, { categoryId: top!.id })).attrs).toEqual([]);
  });

  it('answers empty filters for nothing found, and refuses bad input', async () => {
    const none = data(await t.call(getSearchFilters, { keyword: 'zzzzqx' }));
    expect(none).toMatchObject({ categories: [], brands: [], attrs: [], priceMin: 0, priceMax: 0 });
    expect(none.trending.length).toBeGreaterThan(0);
    for (const body of [{ keyword: 1 }, { categoryId: -1 }, { categoryId: 'x' }, { keyword: 'tea', pageNum: 1 }]) {
      expect(codeOf(await t.call(getSearchFilters, body)), JSON.stringify(body)).toBe(1001);
    }
    expect(codeOf(await t.call(getSearchFilters, { categoryId: 2_000_000_000 }))).toBe(1004);
  });
});
