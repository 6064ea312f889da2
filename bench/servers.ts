// The two servers the platform benchmark compares, in one child process: a bare Fastify handler, and the
// mall's app (validation, auth hook, envelope, security headers, rate limit) on a real database.
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { startServices } from '../apps/server/src/platform/services.ts';
import { searchQuery } from '../apps/server/src/modules/catalogue/search-tokens.ts';

const [barePort, mallPort] = [Number(process.env.BARE_PORT), Number(process.env.MALL_PORT)];

const config = { ...loadConfig(), logLevel: 'silent', rateLimitMax: 1_000_000_000, validateResponses: false, jobs: false };
const services = await startServices(config, () => {});
const mall = await buildApp(services, { logger: false });
await mall.listen({ port: mallPort, host: '127.0.0.1' });

// The bare handler answers the very same bytes, so the comparison measures the stack, not the payload.
const same = await fetch(`http://127.0.0.1:${mallPort}/api/jhyl/osm/v1/decorate/query/config`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: '{}',
}).then((r) => r.json());
const bare = Fastify({ logger: false });
bare.post('/bare', async () => same);
// The goods detail yardstick: one indexed query with `pg` and its row as JSON, nothing else.
const pool = services.db.$client;
bare.post<{ Body: { goodsId: number } }>('/bare-goods', async (request) => {
  const { rows } = await pool.query('select id, shop_id, title, image, price_min, price_max, market_price, sales_count from goods where id = $1', [request.body.goodsId]);
  return { code: 1000, data: rows[0] ?? null };
});
// The category list yardstick: the first page of a category's cards by sales, one indexed query, as JSON.
bare.post<{ Body: { categoryId: number } }>('/bare-category', async (request) => {
  const { rows } = await pool.query(
    `select id, shop_id, title, image, price_min, price_max, market_price, sales_count, review_count, rating_total, favor_count, status
     from goods where category_id = $1 and status = 'on_sale' and shop_listed order by sales_count desc, id desc limit 20`,
    [request.body.categoryId],
  );
  return { code: 1000, data: { list: rows } };
});
// The search yardstick: the first 20 best-selling cards matching the keyword's query, one statement over the search
// index, as JSON. The keyword becomes its query literal the way the search makes it (search-tokens.ts).
bare.post<{ Body: { keyword: string } }>('/bare-search', async (request) => {
  const { rows } = await pool.query(
    `select id, shop_id, title, image, price_min, price_max, market_price, sales_count, review_count, rating_total, favor_count, status
     from goods where search_vector @@ $1::tsquery and status = 'on_sale' and shop_listed and kind <> 'takeaway'
     order by sales_count desc, id desc limit 20`,
    [searchQuery(request.body.keyword)],
  );
  return { code: 1000, data: { list: rows } };
});
const { rows: largest } = await pool.query(`select category_id, count(*)::int as n from goods where status = 'on_sale' group by 1 order by 2 desc limit 1`);
console.log(`[bench] the largest leaf category: ${JSON.stringify(largest[0])} (BENCH_CATEGORY)`);
await bare.listen({ port: barePort, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await mall.close();
  await bare.close();
  await services.stop();
  process.exit(0);
});
