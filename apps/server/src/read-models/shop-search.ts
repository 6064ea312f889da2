import { sql, type SQL } from 'drizzle-orm';
import type { TShopCard } from '@mall/contract/catalogue/shop-fields';
import type { Lang, Localized } from '@mall/contract/platform/languages';
import type { Db } from '../platform/database.ts';
import { shop } from '../modules/shop/shop.tables.ts';
import { toShopCard } from './shop-cards.ts';

/**
 * Read model: the shops a keyword finds (shop), by their own name, brand and intro and by the goods (catalogue)
 * they sell that match it. The catalogue's search builds the tsquery and the sample of matching goods; this joins
 * them to the shops, a page at a time, each with up to three of its goods from the sample (titles first).
 */

/** The shop card columns as raw SQL reads them (snake case), with the page's total and each shop's picks. */
type ShopHitRow = {
  id: number;
  kind: 'mall' | 'takeaway' | 'health';
  name: Localized;
  intro: Localized;
  logo: string;
  banner: string;
  rating: number;
  follower_count: number;
  sales_count: number;
  goods_count: number;
  status: 'open' | 'closed' | 'disabled';
  total: number;
  picks: number[];
};

/**
 * A page of the shops for a tsquery `q` (a literal made by the search) and a `sample` of matching goods (a select
 * of `id, shop_id, sales_count, in_title`): shops whose name, brand or intro match first (by ts_rank), then shops
 * selling the most of the sample, those with the keyword in their titles first. Takeaway and disabled shops are
 * left out.
 */
export async function readShopSearchPage(db: Db, sample: SQL | { getSQL(): SQL }, q: string, input: { pageNum: number; pageSize: number }, lang: Lang) {
  const { pageNum, pageSize } = input;
  const result = await db.execute<ShopHitRow>(sql`
    with m as (${sample}),
    per as (select shop_id, count(*) as n, count(*) filter (where in_title) as titled from m group by shop_id),
    page as (
      select s.id, s.kind, s.name, s.intro, s.logo, s.banner, s.rating, s.follower_count, s.sales_count, s.goods_count, s.status,
        count(*) over ()::int as total,
        row_number() over (order by (s.search_vector @@ ${q}::tsquery) desc, ts_rank(s.search_vector, ${q}::tsquery) desc,
          per.titled desc nulls last, per.n desc nulls last, s.sales_count desc, s.id) as position
      from ${shop} s left join per on per.shop_id = s.id
      where s.status <> 'disabled' and s.kind <> 'takeaway' and (s.search_vector @@ ${q}::tsquery or per.shop_id is not null)
      order by position
      limit ${pageSize} offset ${(pageNum - 1) * pageSize}),
    picks as (
      select m.shop_id, m.id, row_number() over (partition by m.shop_id order by m.in_title desc, m.sales_count desc, m.id desc) as r
      from m where m.shop_id in (select id from page))
    select page.*, coalesce((select array_agg(picks.id order by picks.r) from picks where picks.shop_id = page.id and picks.r <= 3), '{}') as picks
    from page order by position`);
  const rows = result.rows;
  const shops: TShopCard[] = rows.map((r) =>
    toShopCard({ ...r, followerCount: r.follower_count, salesCount: r.sales_count, goodsCount: r.goods_count, rating: Number(r.rating) }, lang),
  );
  return { rows, shops };
}
