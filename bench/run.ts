// `npm run bench [platform|goods-detail]`: measured by hand, not in CI. Results are printed and written to bench/results/.
//  platform:     requests per second of a route through the whole stack against a bare Fastify handler that
//                answers the same bytes, with the same load tool and settings, alternating runs to even out noise.
//  goods-detail: `mall/query/goods/detail` through the whole stack against a bare Fastify handler that runs one
//                indexed query with `pg` (the yardstick: at least 80%).
//  category-list: `mall/query/category/goods` (first page, 20 cards by sales) against a bare handler running the one
//                indexed query of those cards (target: at least half). BENCH_CATEGORY names the category (a leaf
//                with many goods: the bench prints the largest).
//  search:       `mall/search` (first page by relevance) against a bare handler running the one statement of the 20
//                best-selling matches (target: at least half). BENCH_KEYWORD names the keyword.
//  BENCH_DATA_DIR runs on a data folder already grown by `npm run seed:scale` instead of a fresh demo.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function load(url: string, body: string, seconds = SECONDS): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'T-lang': 'en' },
    body,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const SUITES = {
  platform: { bare: 'http://127.0.0.1:18101/bare', mall: 'http://127.0.0.1:18102/api/jhyl/osm/v1/decorate/query/config', body: '{}', target: 0.9 },
  'goods-detail': { bare: 'http://127.0.0.1:18101/bare-goods', mall: 'http://127.0.0.1:18102/api/jhyl/osm/v1/mall/query/goods/detail', body: '{"goodsId":42}', target: 0.8 },
  // The yardstick for lists: at least half of one indexed query of the same 20 cards.
  'category-list': {
    bare: 'http://127.0.0.1:18101/bare-category',
    mall: 'http://127.0.0.1:18102/api/jhyl/osm/v1/mall/query/category/goods',
    body: `{"categoryId":${process.env.BENCH_CATEGORY ?? 0}}`,
    target: 0.5,
  },
  // The same yardstick for a search: the mall's first page (relevance, as shoppers search) against the one statement
  // of the 20 best-selling matches. BENCH_KEYWORD names the keyword.
  search: {
    bare: 'http://127.0.0.1:18101/bare-search',
    mall: 'http://127.0.0.1:18102/api/jhyl/osm/v1/mall/search',
    body: JSON.stringify({ keyword: process.env.BENCH_KEYWORD ?? 'tea' }),
    target: 0.5,
  },
} as const;
const suiteName = (process.argv[2] ?? 'platform') as keyof typeof SUITES;
const suite = SUITES[suiteName];
if (!suite) throw new Error(`unknown bench ${suiteName}; one of ${Object.keys(SUITES).join(', ')}`);

// BENCH_DATA_DIR measures on a database already grown (`npm run seed:scale`), and keeps it.
const dataDir = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
fs.chmodSync(dataDir, 0o755);
const env = { ...process.env, BARE_PORT: '18101', MALL_PORT: '18102', DATA_DIR: dataDir, PG_PORT: '18103', NODE_ENV: 'production' };
const child = fork(path.join(import.meta.dirname, 'servers.ts'), { env, execArgv: ['--import', 'tsx'] });
await new Promise<void>((resolve, reject) => {
  child.once('message', () => resolve());
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

try {
  const bare: number[] = [];
  const mall: number[] = [];
  const p99: { bare: number[]; mall: number[] } = { bare: [], mall: [] };
  // Warm both up first, so that neither is measured while the JIT is still compiling it.
  await load(suite.bare, suite.body, 3);
  await load(suite.mall, suite.body, 3);
  for (let round = 0; round < ROUNDS; round++) {
    const b = await load(suite.bare, suite.body);
    const m = await load(suite.mall, suite.body);
    bare.push(b.rps);
    mall.push(m.rps);
    p99.bare.push(b.p99);
    p99.mall.push(m.p99);
    console.log(`round ${round + 1}: bare ${b.rps.toFixed(0)} rps (p99 ${b.p99} ms), mall ${m.rps.toFixed(0)} rps (p99 ${m.p99} ms)`);
  }
  const avg = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const ratio = avg(mall) / avg(bare);
  const summary = {
    suite: suiteName,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB`,
    settings: { connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS },
    bareRps: Math.round(avg(bare)),
    mallRps: Math.round(avg(mall)),
    ratio: Number(ratio.toFixed(3)),
    p99Ms: { bare: Math.max(...p99.bare), mall: Math.max(...p99.mall) },
  };
  console.log(JSON.stringify(summary, null, 2));
  const percent = `${Math.round(suite.target * 100)}%`;
  console.log(ratio >= suite.target ? `PASS: the whole stack keeps at least ${percent} of the bare handler` : `FAIL: below ${percent} of the bare handler`);
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', `${suiteName}.json`), JSON.stringify(summary, null, 2));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (!process.env.BENCH_DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
}
