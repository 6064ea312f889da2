// `npm run bench:consoles`: the consoles' heaviest reads on a grown database, by hand (not in CI). It starts the
// production app on BENCH_DATA_DIR's PostgreSQL (grow it first: `npm run seed:scale`) and measures, for the shop
// with the most orders, the merchant console's order list (every status tab, first pages and a page deep by its
// keyset, and a search by phone digits) and its dashboard (7 and 30 days), and the platform console's order search
// (by number, shopper, shop, status, and unfiltered, first pages and a page deep). BENCH_CLIENTS (4) clients call in
// turns for BENCH_ROUNDS (50) rounds; each call's p50/p95/p99 is printed against the issue's 100 ms and written to
// bench/results/consoles.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiClient, summary } from './api-load.ts';
import { startBenchServer } from './app-server.ts';
import type { Query } from './bench-data.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8137);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5537);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const TARGET_MS = 100;

type Call = { label: string; path: string; body: unknown; console: boolean; next?: (data: unknown) => Call | undefined };

async function main() {
  if (!process.env.BENCH_DATA_DIR) throw new Error('BENCH_DATA_DIR: the data folder grown by `npm run seed:scale`');
  const server = await startBenchServer({ port: PORT, pgPort: PG_PORT, dataDir: process.env.BENCH_DATA_DIR, jobs: false });
  const { connectDatabase } = await import('../apps/server/src/platform/database.ts');
  const { createSession } = await import('../apps/server/src/modules/account/session.service.ts');
  const db = connectDatabase(server.databaseUrl, 4);
  const q: Query = <R extends object>(text: string, values: unknown[] = []) => db.$client.query<R>(text, values).then((r) => r.rows);
  const merchant = apiClient(PORT);
  const platform = apiClient(PORT, { 'T-appType': 'console' });
  try {
    // The largest shop by orders, its owner, a shopper of it with many orders, and the platform's admin.
    const [largest] = await q<{ shop_id: number; n: number }>(`select shop_id, count(*)::int as n from sale_order group by shop_id order by 2 desc limit 1`);
    const { shop_id: shopId, n: shopOrders } = largest!;
    const [owner] = await q<{ account_id: number }>(`select account_id from shop_member where shop_id = $1 and role = 'owner'`, [shopId]);
    const [operator] = await q<{ id: number }>(`select id from account where 'operator:admin' = any(roles) order by id limit 1`);
    const [busy] = await q<{ account_id: number; mobile: string }>(
      `select o.account_id, a.mobile from sale_order o join account a on a.id = o.account_id where o.shop_id = $1 and a.mobile is not null
       group by o.account_id, a.mobile order by count(*) desc limit 1`,
      [shopId],
    );
    const [recent] = await q<{ order_no: string }>(`select order_no from sale_order where shop_id = $1 order by created_at desc, id desc limit 1 offset 500`, [shopId]);
    console.log(`the largest shop: ${shopId} with ${shopOrders.toLocaleString('en')} orders`);
    const merchantToken = (await createSession(db, { accountId: owner!.account_id, appType: 'h5' })).token;
    const operatorToken = (await createSession(db, { accountId: operator!.id, appType: 'console' })).token;

    // A list call whose answer leads to its next page (by its keyset cursor), timed apart as "next page".
    const paged = (label: string, pathName: string, body: Record<string, unknown>, isConsole: boolean): Call => ({
      label,
      path: pathName,
      body,
      console: isConsole,
      next: (d) => {
        const after = (d as { next?: string | null }).next;
        return after ? paged(label.endsWith(' (next page)') ? label : `${label} (next page)`, pathName, { ...body, after }, isConsole) : undefined;
      },
    });
    const calls: Call[] = [
      paged('merchant orders: all', 'merchant/saleorder/shop/query', { shopId }, false),
      paged('merchant orders: to ship', 'merchant/saleorder/shop/query', { shopId, status: 'shipping' }, false),
      paged('merchant orders: shipped', 'merchant/saleorder/shop/query', { shopId, status: 'receiving' }, false),
      paged('merchant orders: completed', 'merchant/saleorder/shop/query', { shopId, status: 'completed' }, false),
      paged('merchant orders: search phone', 'merchant/saleorder/shop/query', { shopId, search: busy!.mobile.slice(-4) }, false),
      { label: 'merchant dashboard 7 days', path: 'shop/query/operational/dashboard', body: { shopId, days: 7 }, console: false },
      { label: 'merchant dashboard 30 days', path: 'shop/query/operational/dashboard', body: { shopId, days: 30 }, console: false },
      paged('platform orders: all', 'platform/order/query', {}, true),
      paged('platform orders: by number', 'platform/order/query', { orderNo: recent!.order_no }, true),
      paged('platform orders: by shopper', 'platform/order/query', { accountId: busy!.account_id }, true),
      paged('platform orders: by shop', 'platform/order/query', { shopId }, true),
      paged('platform orders: by shop, completed', 'platform/order/query', { shopId, status: 'completed' }, true),
      paged('platform orders: completed', 'platform/order/query', { status: 'completed' }, true),
    ];
    const samples = new Map<string, number[]>();
    // A call and up to two pages after it.
    const run = async (first: Call) => {
      let c: Call | undefined = first;
      for (let depth = 0; c && depth < 3; depth++) {
        const r: { ms: number; envelope: { code: number; message: string; data: unknown } } = c.console ? await platform.call(c.path, c.body, operatorToken) : await merchant.call(c.path, c.body, merchantToken);
        if (r.envelope.code !== 1000) throw new Error(`${c.label}: ${r.envelope.code} ${r.envelope.message}`);
        samples.set(c.label, [...(samples.get(c.label) ?? []), r.ms]);
        c = c.next?.(r.envelope.data);
      }
    };
    // Warm up once, then rounds of every call with CLIENTS at a time.
    for (const c of calls) await run(c);
    samples.clear();
    for (let round = 0; round < ROUNDS; round++) {
      const queue = [...calls];
      await Promise.all(Array.from({ length: CLIENTS }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) await run(c);
      }));
    }
    const table = Object.fromEntries([...samples].map(([label, ms]) => [label, summary(ms)]));
    console.table(table);
    const missed = Object.entries(table).filter(([, s]) => s.p99 > TARGET_MS);
    console.log(missed.length === 0 ? `PASS: every console call p99 <= ${TARGET_MS} ms` : `FAIL: ${missed.map(([l, s]) => `${l} p99 ${s.p99}`).join(', ')}`);
    const [size] = await q<{ goods: number; orders: number }>(`select (select reltuples from pg_class where relname = 'goods')::bigint as goods, (select reltuples from pg_class where relname = 'sale_order')::bigint as orders`);
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(import.meta.dirname, 'results', 'consoles.json'),
      JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores`, data: size, shop: { shopId, orders: shopOrders }, clients: CLIENTS, rounds: ROUNDS, calls: table }, null, 2),
    );
  } finally {
    await db.$client.end();
    await server.stop();
  }
}

await main();
