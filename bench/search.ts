// `npm run bench:search`: the search calls on a large catalogue, measured at the API, by hand (not in CI).
// It uses the database `npm start` would (DATA_DIR and PG_PORT, or DATABASE_URL), which must already hold the
// catalogue to measure: `npm run seed:scale -- --goods 100000` (stop `npm start` first, or point
// DATABASE_URL at its database). The app runs in a child process, as in production (response validation
// off); this process sends one request at a time and records each answer's time, so the figures are the
// latency of one search, not of a queue. Results are printed and written to bench/results/search.json.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.BENCH_PORT ?? 18111);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const MIN_GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const BASE = `http://127.0.0.1:${PORT}/api/jhyl/osm/v1`;

/** Searches as shoppers type them. "Long" are three or more characters; "short" are one or two CJK characters. */
const LONG = [
  'tea', 'green tea', 'headphones', 'wireless earbuds', 'running shoes', 'phone case', 'laptop', 'coffee', 'vitamin',
  'dress', 'lipstick', 'blender', 'sofa', 'lego', 'dog food', 'shampoo', 'smart watch', 'yoga', 'qingshan', 'lumo',
  'hedphones', 'zzzzqx', "'; drop table goods; --", 'a & | ! ( ) :*',
  '智能手机', '蓝牙耳机', '运动鞋', '保温杯', '洗发水', '绿茶', '连衣裙', '猫粮',
  'スマートフォン', 'ワイヤレス', 'コーヒー', 'シャンプー', 'ランニング', '緑茶',
];
const SHORT = ['茶', '鞋', '手机', '耳机', '药', '包', '水', '色', '店', '衣', '杯', '猫', 'お茶', '靴', '薬', '服', 'ー', 'ン', '機', '米'];

interface Sample {
  label: string;
  keyword: string;
  ms: number;
}

async function call(pathName: string, body: unknown, lang: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${BASE}/${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'T-lang': lang },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number };
  const ms = performance.now() - started;
  if (envelope.code !== 1000) throw new Error(`${pathName} ${JSON.stringify(body)}: code ${envelope.code}`);
  return ms;
}

const langOf = (q: string) => (/[\u3040-\u30ff]/.test(q) ? 'ja' : /\p{Script=Han}/u.test(q) ? 'zh' : 'en');

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const round = (x: number) => Math.round(x * 10) / 10;
  return { n: sorted.length, p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted[sorted.length - 1]!) };
}

async function main() {
  const child = fork(import.meta.filename, [], { env: { ...process.env, SEARCH_BENCH_ROLE: 'server', NODE_ENV: 'production' }, execArgv: ['--import', 'tsx'] });
  const goods = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { goods: number }).goods));
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
  try {
    if (goods < MIN_GOODS) {
      console.error(`only ${goods.toLocaleString('en')} goods on sale; run \`npm run seed:scale -- --goods ${MIN_GOODS}\` first (or set BENCH_GOODS)`);
      process.exitCode = 2;
      return;
    }
    console.log(`${goods.toLocaleString('en')} goods on sale; ${ROUNDS} rounds`);
    const cases: { label: string; path: string; body: { keyword: string; pageNum?: number; sort?: string }; lang: string }[] = [];
    for (const [group, queries] of [['long', LONG], ['short', SHORT]] as const) {
      for (const keyword of queries) {
        const lang = langOf(keyword);
        cases.push({ label: `search ${group}`, path: 'mall/search', body: { keyword }, lang });
        cases.push({ label: `search ${group} page 3`, path: 'mall/search', body: { keyword, pageNum: 3 }, lang });
        for (const sort of ['sales', 'priceAsc', 'priceDesc', 'newest']) {
          cases.push({ label: `search ${group} by ${sort}`, path: 'mall/search', body: { keyword, sort }, lang });
        }
        cases.push({ label: `filters ${group}`, path: 'mall/get/searchfilters', body: { keyword }, lang });
        cases.push({ label: `shops ${group}`, path: 'mall/search/goodshop', body: { keyword }, lang });
      }
    }
    // Warm-up: one pass, so that neither the JIT nor cold caches are measured.
    for (const c of cases) await call(c.path, c.body, c.lang);
    const samples: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of cases) samples.push({ label: c.label, keyword: c.body.keyword, ms: await call(c.path, c.body, c.lang) });
    }
    const labels = [...new Set(samples.map((s) => s.label))];
    const results = Object.fromEntries(labels.map((l) => [l, summary(samples.filter((s) => s.label === l).map((s) => s.ms))]));
    const result = {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, load ${os.loadavg()[0]!.toFixed(1)} at the end`,
      goods,
      rounds: ROUNDS,
      ms: results,
    };
    console.table(results);
    // The keywords that cost most in the main call (median of their rounds), to know where time goes.
    const byKeyword = new Map<string, number[]>();
    for (const x of samples.filter((x) => x.label.startsWith('search ') && !x.label.includes(' by ') && !x.label.includes('page'))) {
      byKeyword.set(x.keyword, [...(byKeyword.get(x.keyword) ?? []), x.ms]);
    }
    const slowest = [...byKeyword]
      .map(([keyword, ms]) => ({ keyword, ...summary(ms) }))
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 8);
    console.log('slowest keywords (relevance, page 1):');
    console.table(slowest);
    const long = results['search long']!;
    const short = results['search short']!;
    console.log(`search p99: ${long.p99} ms for 3+ characters (target 15), ${short.p99} ms for 1-2 CJK characters (target 30)`);
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results', 'search.json'), JSON.stringify(result, null, 2));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** The child: the whole app on the configured database, nothing seeded or scheduled. */
async function serve() {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/platform/config.ts');
  const { startServices } = await import('../apps/server/src/platform/services.ts');
  const config = { ...loadConfig(), logLevel: 'silent', rateLimitMax: 1_000_000_000, validateResponses: false, jobs: false, seed: false };
  const services = await startServices(config, () => {});
  const { rows } = await services.db.$client.query<{ n: number }>(`select count(*)::int as n from goods where status = 'on_sale'`);
  const app = await buildApp(services, { logger: false });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  process.send?.({ goods: rows[0]!.n });
  process.on('SIGTERM', async () => {
    await app.close();
    await services.stop();
    process.exit(0);
  });
}

if (process.env.SEARCH_BENCH_ROLE === 'server') await serve();
else await main();
