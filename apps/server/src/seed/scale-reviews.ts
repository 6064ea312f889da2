import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, orderNoRange, runChunks } from './scale-chunks.ts';
import { withoutSecondaryIndexes } from './scale-indexes.ts';

/**
 * Reviews of the generated orders for the scale benchmarks: about 30% of completed orders (a hash of the order
 * number decides which) review their line, in English, Chinese or Japanese, mostly well (55% five stars, 25% four,
 * then fewer down to one), a few hours after they were received. Two writers share the chunks; the reviewed goods'
 * counters (`review_count`, `rating_total`, `good_review_count`) are set from the reviews once they are all written.
 */

const LOCK = 72_012;
// The orders already reviewed: a run estimates what it will add from the orders after them (scale-chunks.ts).
const COVERED = `select l.order_id from review r join sale_order_goods l on l.id = r.order_item_id`;
/** Percent of completed orders that are reviewed. */
const SHARE = 30;

const TEXTS = `(values
  (0, 5, 'en', 'Exactly as described, well packed and quick to arrive. Would buy again.'),
  (1, 5, 'zh', '和描述一致，包装很好，到货很快，会回购。'),
  (2, 5, 'ja', '説明どおりの品で、梱包も丁寧、届くのも早かったです。また買います。'),
  (0, 4, 'en', 'Good value for the price; one small scratch, otherwise fine.'),
  (1, 4, 'zh', '性价比不错，有一点小划痕，其他都好。'),
  (2, 4, 'ja', '値段の割に良いです。小さな傷が一つありましたが、他は問題ありません。'),
  (0, 3, 'en', 'It is all right, nothing special.'),
  (1, 3, 'zh', '一般般，没什么特别的。'),
  (2, 3, 'ja', '普通です。特に良くも悪くもありません。'),
  (0, 2, 'en', 'Smaller than I expected and the colour is off.'),
  (1, 2, 'zh', '比预期的小，颜色也有色差。'),
  (2, 2, 'ja', '思ったより小さく、色も違いました。'),
  (0, 1, 'en', 'Broke after two days. Disappointed.'),
  (1, 1, 'zh', '用了两天就坏了，很失望。'),
  (2, 1, 'ja', '二日で壊れました。残念です。')
) as t(lang_i, rating, lang, content)`;

const CHUNK_SQL = `
with o as (
  select id, account_id, shop_id, received_at, substr(order_no, 2)::int as n from sale_order
  where ${orderNoRange} and status = 'completed'
), picked as (
  select o.*, (hashint4(o.n * 41 + 3) & 2147483647) % 100 as roll, (hashint4(o.n * 43 + 9) & 2147483647) % 100 as stars, o.n % 3 as lang_i
  from o
), shaped as (
  select picked.*, case when stars < 55 then 5 when stars < 80 then 4 when stars < 90 then 3 when stars < 95 then 2 else 1 end as rating
  from picked where roll < ${SHARE}
), made as (
  insert into review (goods_id, sku_id, shop_id, account_id, order_item_id, rating, content, lang, spec_text, anonymous, status, created_at)
  select l.goods_id, l.sku_id, s.shop_id, s.account_id, l.id, s.rating, t.content, t.lang, coalesce(l.spec_name->>t.lang, ''), s.roll < 3, 'visible',
    least(now(), s.received_at + make_interval(hours => 1 + s.stars % 48))
  from shaped s join sale_order_goods l on l.order_id = s.id join ${TEXTS} on t.lang_i = s.lang_i and t.rating = s.rating
  where not exists (select 1 from review r where r.order_item_id = l.id)
  on conflict (order_item_id) where order_item_id is not null do nothing
  returning 1
)
select count(*)::int as reviews from made`;

/*
 * The reviewed goods' counters, set to what their reviews say, once after every chunk is written: adding each chunk's
 * reviews to the goods in the chunk's own statement made every chunk rewrite thousands of wide goods rows (and their
 * thirteen indexes), and kept the chunks to one writer. Setting the counters from the reviews (for the goods a
 * generated shopper reviewed, whose counters the check compares) is the same whether a run stopped half-way or not.
 */
const COUNTERS_SQL = `
update goods g set review_count = c.n, rating_total = c.total, good_review_count = c.good
from (
  select r.goods_id, count(*)::int as n, sum(r.rating)::int as total, (count(*) filter (where r.rating >= 4))::int as good from review r
  where r.goods_id in (select r2.goods_id from review r2 join account a on a.id = r2.account_id where a.number ~ '^SP[0-9]{8}$')
  group by r.goods_id
) c
where g.id = c.goods_id and (g.review_count, g.rating_total, g.good_review_count) is distinct from (c.n, c.total, c.good)`;

/** Reviews a share of the completed generated orders and counts them on their goods; answers the reviews written. */
export async function topUpReviews(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const last = await highestGenerated(db, 'orders');
  const written = await runChunks(db, { lockId: LOCK, last, writers: 2, what: 'reviews', indexesOf: ['review'], coveredOrders: COVERED }, async (client, from, to) => {
    const result = await client.query<{ reviews: number }>(CHUNK_SQL, [from, to]);
    return result.rows[0]!.reviews;
  }, say);
  // Setting the counters rewrites every reviewed goods row: 605,000 of a million on a first load. With the goods'
  // twelve plain indexes kept up to date row by row that took 4.1 min; without them, the update took 51 s, the
  // vacuum 8 s and building the indexes back 64 s. A run that wrote fewer reviews than there are goods touches far
  // fewer rows and keeps the indexes. The vacuum runs before the indexes return, so it has none to scan.
  await withoutSecondaryIndexes(db, ['goods'], written, say, async () => {
    await db.$client.query(COUNTERS_SQL);
    await db.$client.query('vacuum (analyze) goods');
  });
  await db.$client.query('vacuum (analyze) review');
  return written;
}

/** What is wrong with the generated reviews and the counters of the goods they review. */
export async function checkScaleReviews(db: Db): Promise<string[]> {
  return countProblems(db, [
    ['reviews of generated orders that are not completed or not the reviewer\'s', `select count(*)::int as n from review r join sale_order_goods l on l.id = r.order_item_id
      join sale_order o on o.id = l.order_id where o.order_no ~ '^G[0-9]{9}$' and (o.received_at is null or o.account_id <> r.account_id or l.goods_id <> r.goods_id)`],
    ['reviewed goods whose review counters differ from their reviews', `select count(*)::int as n from goods g
      join (select r.goods_id, count(*) as n, sum(r.rating) as total, count(*) filter (where r.rating >= 4) as good from review r
            where r.goods_id in (select r2.goods_id from review r2 join account a on a.id = r2.account_id where a.number ~ '^SP[0-9]{8}$')
            group by r.goods_id) c on c.goods_id = g.id
      where g.review_count <> c.n or g.rating_total <> c.total or g.good_review_count <> c.good`],
  ]);
}
