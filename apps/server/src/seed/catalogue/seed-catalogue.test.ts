import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { renderArt } from '../../modules/catalogue/artwork.ts';
import { searchQuery } from '../../modules/catalogue/search-tokens.ts';
import { seedDatabase } from '../seed.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { PLANNED_FAMILIES, PLANNED_LEAVES } from './catalogue-plan.ts';
import { loadCatalogueRefs } from './catalogue-refs.ts';
import { draftGoods } from './goods-draft.ts';

// The test template database is migrated and seeded once (global setup); these tests read what it holds.
const t = await createTestApp();

async function one<T = Record<string, number>>(query: ReturnType<typeof sql>): Promise<T> {
  const res = await t.db.execute(query);
  return res.rows[0] as T;
}

async function counts(): Promise<Record<string, number>> {
  return one(sql`select
    (select count(*) from category) categories, (select count(*) from category_attr_value) attr_values,
    (select count(*) from merchant) merchants, (select count(*) from shop) shops, (select count(*) from goods) goods,
    (select count(*) from goods_sku) skus, (select count(*) from review) reviews, (select count(*) from review_agree) agrees,
    (select count(*) from goods_favor) favours, (select count(*) from shop_follow) follows, (select count(*) from banner) banners,
    (select count(*) from lightning_deal) deals, (select count(*) from goods_news) news, (select count(*) from account) accounts,
    (select count(*) from coupon) coupons`);
}

describe('the demo category tree', () => {
  it('has at least 12 top categories, each three levels deep, including health and takeaway food', async () => {
    const r = await one(sql`select
      count(*) filter (where level = 1) tops,
      count(*) filter (where level = 1 and not exists (
        select 1 from category c2 join category c3 on c3.parent_id = c2.id where c2.parent_id = category.id)) shallow_tops,
      count(*) filter (where level = 3 and exists (select 1 from category c where c.parent_id = category.id)) deep_leaves,
      count(*) filter (where level > 1 and (select p.level from category p where p.id = category.parent_id) <> level - 1) misplaced,
      count(*) filter (where level = 1 and channel = 'health') health, count(*) filter (where level = 1 and channel = 'takeaway') takeaway
      from category`);
    expect(r.tops).toBeGreaterThanOrEqual(12);
    expect(r).toMatchObject({ shallow_tops: 0, deep_leaves: 0, misplaced: 0, health: 1, takeaway: 1 });
    const otc = await one(sql`select count(*) n from category where code like 'health.otc.%'`);
    expect(otc.n).toBeGreaterThan(2);
  });

  it('uses codes that stay unique per level, so shops can name what they sell', () => {
    const last = (code: string) => code.split('.').pop();
    expect(new Set(PLANNED_FAMILIES.map((f) => last(f.code))).size).toBe(PLANNED_FAMILIES.length);
    expect(new Set(PLANNED_LEAVES.map((l) => last(l.code))).size).toBe(PLANNED_LEAVES.length);
    for (const leaf of PLANNED_LEAVES) expect(leaf.shops.length, leaf.code).toBeGreaterThan(0);
  });
});

describe('the demo merchants and shops', () => {
  it('has at least 10 merchants owning at least 30 shops, some several, each merchant an account with the merchant role', async () => {
    const r = await one(sql`select
      (select count(*) from merchant) merchants, (select count(*) from shop) shops,
      (select count(*) from (select merchant_id from shop group by merchant_id having count(*) > 1) m) multi,
      (select count(*) from merchant m join account a on a.id = m.account_id where not ('merchant' = any(a.roles))) not_merchants,
      (select count(*) from merchant m where not exists (select 1 from merchant_certificate c where c.merchant_id = m.id)) uncertified`);
    expect(r.merchants).toBeGreaterThanOrEqual(10);
    expect(r.shops).toBeGreaterThanOrEqual(30);
    expect(r.multi).toBeGreaterThanOrEqual(5);
    expect(r).toMatchObject({ not_merchants: 0, uncertified: 0 });
  });

  it('gives every shop business times, qualifications and a return address, and takeaway shops a place and radius', async () => {
    const r = await one(sql`select
      count(*) filter (where not exists (select 1 from shop_business_time b where b.shop_id = shop.id)) no_hours,
      count(*) filter (where not exists (select 1 from shop_qualification q where q.shop_id = shop.id)) no_papers,
      count(*) filter (where not exists (select 1 from shop_address a where a.shop_id = shop.id and a.kind = 'return')) no_return,
      count(*) filter (where kind = 'takeaway') takeaway,
      count(*) filter (where kind = 'takeaway' and (lat is null or lng is null or delivery_radius_m <= 0 or district_id is null and city_id is null)) takeaway_unplaced,
      count(*) filter (where kind = 'health') health,
      count(*) filter (where kind <> 'takeaway' and not exists (select 1 from delivery_fee_template d where d.shop_id = shop.id and d.is_default)) no_shipping
      from shop`);
    expect(r.takeaway).toBeGreaterThanOrEqual(6);
    expect(r.health).toBeGreaterThanOrEqual(2);
    expect(r).toMatchObject({ no_hours: 0, no_papers: 0, no_return: 0, takeaway_unplaced: 0, no_shipping: 0 });
  });

  it('keeps shop counters equal to the rows they count', async () => {
    const r = await one(sql`select count(*) filter (where
      follower_count <> (select count(*) from shop_follow f where f.shop_id = shop.id) or
      goods_count <> (select count(*) from goods g where g.shop_id = shop.id and g.status = 'on_sale')) off from shop`);
    expect(r.off).toBe(0);
  });
});

describe('the demo goods', () => {
  it('has at least 1,500 goods, each with a default SKU, pictures and prices that span its SKUs', async () => {
    const r = await one(sql`select count(*) goods,
      count(*) filter (where not exists (select 1 from goods_sku s where s.goods_id = goods.id)) no_sku,
      count(*) filter (where (select count(*) from goods_sku s where s.goods_id = goods.id and s.is_default) <> 1) no_default,
      count(*) filter (where price_min <> (select min(price) from goods_sku s where s.goods_id = goods.id)
        or price_max <> (select max(price) from goods_sku s where s.goods_id = goods.id)) price_off,
      count(*) filter (where market_price < price_min) market_below,
      count(*) filter (where image = '' or not exists (select 1 from goods_detail d where d.goods_id = goods.id
        and cardinality(d.images) >= 2 and cardinality(d.detail_images) >= 1 and jsonb_array_length(d.specs) >= 1)) no_pictures,
      count(*) filter (where sales_count <> (select sum(sales_count) from goods_sku s where s.goods_id = goods.id)) sales_off
      from goods`);
    expect(r.goods).toBeGreaterThanOrEqual(1500);
    expect(r).toMatchObject({ no_sku: 0, no_default: 0, price_off: 0, market_below: 0, no_pictures: 0, sales_off: 0 });
  });

  it('gives SKUs attributes such as colour, size and weight, which are also the filter values', async () => {
    const dims = await t.db.execute<{ code: string }>(sql`select distinct a.code from goods_sku s
      cross join unnest(s.spec_value_ids) v(id) join category_attr_value av on av.id = v.id join category_attr a on a.id = av.attr_id`);
    expect(dims.rows.map((d) => d.code)).toEqual(expect.arrayContaining(['colour', 'size', 'weight', 'storage', 'shoe_size']));
    const r = await one(sql`select count(*) filter (where not (attr_value_ids @> (select array_agg(distinct v) from goods_sku s
      cross join unnest(s.spec_value_ids) v where s.goods_id = goods.id))) missing from goods`);
    expect(r.missing).toBe(0);
  });

  it('has texts in English, Chinese and Japanese everywhere', async () => {
    const missing = (table: string, column: string) =>
      sql.raw(`(select count(*) from ${table} where coalesce(${column}->>'en', '') = '' or coalesce(${column}->>'zh', '') = '' or coalesce(${column}->>'ja', '') = '')`);
    const r = await one(sql`select ${missing('goods', 'title')} + ${missing('goods_detail', 'description')} + ${missing('goods_detail', 'subtitle')}
      + ${missing('category', 'name')} + ${missing('shop', 'name')} + ${missing('shop', 'intro')} + ${missing('banner', 'title')}
      + ${missing('home_shortcut', 'title')} + ${missing('goods_news', 'title')} + ${missing('goods_sku', 'spec_name')} n`);
    expect(r.n).toBe(0);
    const [titles] = (await t.db.execute<{ en: string; zh: string; ja: string }>(sql`select title->>'en' en, title->>'zh' zh, title->>'ja' ja from goods limit 1`)).rows;
    expect(titles!.zh).toMatch(/\p{Script=Han}/u);
    expect(titles!.ja).toMatch(/[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Han}]/u);
  });

  it('marks OTC medicines and sells takeaway goods only in takeaway shops', async () => {
    const r = await one(sql`select
      count(*) filter (where drug_class = 'otc') otc,
      count(*) filter (where kind = 'takeaway' and (select s.kind from shop s where s.id = goods.shop_id) <> 'takeaway') misplaced
      from goods`);
    expect(r.otc).toBeGreaterThan(20);
    expect(r.misplaced).toBe(0);
  });

  it('never names two goods the same, in any language', async () => {
    const r = await one(sql`select count(*) - count(distinct title->>'en') en, count(*) - count(distinct title->>'zh') zh, count(*) - count(distinct title->>'ja') ja from goods`);
    expect([Number(r.en), Number(r.zh), Number(r.ja)]).toEqual([0, 0, 0]);
  });

  it('is drawn the same every time from its code', async () => {
    const refs = await loadCatalogueRefs(t.db);
    const now = new Date('2025-01-01T00:00:00Z');
    const a = draftGoods(refs, PLANNED_LEAVES[0]!, PLANNED_LEAVES[0]!.shops[0]!, 'G99999', now);
    expect(draftGoods(refs, PLANNED_LEAVES[0]!, PLANNED_LEAVES[0]!.shops[0]!, 'G99999', now)).toEqual(a);
  });
});

describe('the demo reviews', () => {
  it('rates 1 to 5, mostly well, some with pictures, and keeps the goods and agree counters true', async () => {
    const r = await one<Record<string, number | string>>(sql`select count(*) reviews, avg(rating)::float avg,
      count(*) filter (where rating <= 2) low, count(*) filter (where cardinality(images) > 0) pictured,
      count(distinct lang) langs,
      count(*) filter (where agree_count <> (select count(*) from review_agree a where a.review_id = review.id)) agree_off
      from review`);
    expect(Number(r.reviews)).toBeGreaterThan(3000);
    expect(Number(r.avg)).toBeGreaterThan(4);
    expect(Number(r.low)).toBeGreaterThan(0);
    expect(Number(r.pictured)).toBeGreaterThan(500);
    expect(r).toMatchObject({ langs: 3, agree_off: 0 });
    const g = await one(sql`select count(*) filter (where
      review_count <> (select count(*) from review r where r.goods_id = goods.id) or
      rating_total <> (select coalesce(sum(rating), 0) from review r where r.goods_id = goods.id) or
      good_review_count <> (select count(*) from review r where r.goods_id = goods.id and r.rating >= 4) or
      favor_count <> (select count(*) from goods_favor f where f.goods_id = goods.id)) off from goods`);
    expect(g.off).toBe(0);
  });
});

describe('the demo texts fit their goods', () => {
  it('never says a phone case has a battery or a sound, in its description or its reviews', async () => {
    const r = await one(sql`select count(*) cases,
      count(*) filter (where g.title->>'en' ~* '(battery|sound|charging)' or d.subtitle->>'en' ~* '(battery|sound|charging)'
        or d.description->>'en' ~* '(battery|sound|charging)' or d.description->>'zh' ~ '(续航|音质|充电)') wrong_texts,
      (select count(*) from review r join goods g2 on g2.id = r.goods_id join category c2 on c2.id = g2.category_id
        where c2.code = 'digital.phones.phone-cases' and r.content ~* '(battery|sound|bluetooth|续航|声音|蓝牙|バッテリー|音が|Bluetooth)') wrong_reviews
      from goods g join goods_detail d on d.goods_id = g.id join category c on c.id = g.category_id where c.code = 'digital.phones.phone-cases'`);
    expect(Number(r.cases)).toBeGreaterThan(0);
    expect([Number(r.wrong_texts), Number(r.wrong_reviews)]).toEqual([0, 0]);
  });
});

describe('the demo home page, deals and news', () => {
  it('has banners by position, shortcuts, top navigation, groups with entries and category shortcuts', async () => {
    const positions = await t.db.execute<{ position: string; n: number }>(sql`select position, count(*)::int n from banner group by position`);
    expect(Object.fromEntries(positions.rows.map((p) => [p.position, p.n]))).toMatchObject({ home: 5, category: 3, health: 3, takeaway: 3 });
    const r = await one(sql`select
      (select count(*) from home_shortcut where position = 'home' and group_id is null) shortcuts,
      (select count(*) from home_topnav) topnav,
      (select count(*) from home_group g where g.kind <> 'shortcuts' and not exists (select 1 from home_group_item i where i.group_id = g.id)) empty_groups,
      (select count(*) from home_group g where g.kind = 'shortcuts' and not exists (select 1 from home_shortcut s where s.group_id = g.id)) empty_panels,
      (select count(*) from category_shortcut where position = 'home') category_shortcuts,
      (select count(*) from home_shortcut where link_type = 'category' and link_target <> category_id::text) bad_links`);
    expect(r.shortcuts).toBeGreaterThanOrEqual(8);
    expect(r.topnav).toBeGreaterThanOrEqual(5);
    expect(r.category_shortcuts).toBeGreaterThanOrEqual(8);
    expect(r).toMatchObject({ empty_groups: 0, empty_panels: 0, bad_links: 0 });
  });

  it('has lightning deals that all end in the future, most already running, below the SKU price', async () => {
    const r = await one(sql`select count(*) deals, count(*) filter (where ends_at <= now()) ended,
      count(*) filter (where starts_at <= now()) live,
      count(*) filter (where deal_price >= (select price from goods_sku s where s.id = sku_id)) not_cheaper
      from lightning_deal`);
    expect(r.deals).toBeGreaterThanOrEqual(20);
    expect(r.live).toBeGreaterThanOrEqual(15);
    expect(r).toMatchObject({ ended: 0, not_cheaper: 0 });
  });

  it('has goods news and coupons', async () => {
    const c = await counts();
    expect(c.news).toBeGreaterThanOrEqual(20);
    expect(c.coupons).toBeGreaterThanOrEqual(c.shops! * 2);
  });
});

describe('the demo pictures', () => {
  it('are all generated artwork that the art route can draw', async () => {
    const urls = await t.db.execute<{ url: string }>(sql`
      select image url from goods union select unnest(images) from goods_detail union select unnest(detail_images) from goods_detail
      union select image from goods_sku union select unnest(images) from review union select logo from shop union select banner from shop
      union select icon from category union select image from category union select image from banner union select icon from home_shortcut
      union select icon from category_shortcut union select image from merchant_certificate union select image from shop_qualification
      union select image from goods_news union select avatar from account where avatar <> ''`);
    expect(urls.rows.length).toBeGreaterThan(5000);
    const bad = urls.rows.filter(({ url }) => {
      const m = /^\/media\/art\/(\w+)\/([^/]+)\.svg$/.exec(url);
      return !m || renderArt(m[1]!, m[2]!) === null;
    });
    expect(bad).toEqual([]);
  });
});

describe('search data', () => {
  it('finds goods by one and two Chinese or Japanese characters, words, shop names and category names', async () => {
    const hits = async (text: string) =>
      (await one(sql`select count(*) n from goods where search_vector @@ ${searchQuery(text)}::tsquery`)).n;
    for (const q of ['茶', '手机', '靴', 'お茶', 'スマートフォン', '连衣裙', 'headphones', 'runn', 'Lumo', '鹿默', '康健', 'Health', '医药', 'red dress']) {
      expect(await hits(q), q).toBeGreaterThan(0);
    }
    expect(await hits('zzzzqqq')).toBe(0);
  });
});

describe('seeding again', () => {
  it('changes nothing: the seed version and the catalogue marker both hold', async () => {
    const before = await counts();
    expect(await seedDatabase(t.db)).toEqual({ seeded: false });
    expect(await t.db.transaction((tx) => seedCatalogue(tx))).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});
