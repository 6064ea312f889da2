// `npm run bench:lighthouse`: Lighthouse mobile performance of the home page and a goods page, by hand, not in CI.
// Starts the production build (scripts/start.mjs) on a scratch database, runs Lighthouse from npm in the system
// Chromium with its default mobile settings (simulated slow 4G, 4x CPU slowdown), and prints the scores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 18121;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { name: 'home', url: `${BASE}/` },
  { name: 'goods detail', url: `${BASE}/pages/goods/goodsdetail?goodsId=42` },
];
const TARGET = 90;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-lighthouse-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'scripts', 'start.mjs')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, PG_PORT: '18122', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await waitForServer();
  const results: Record<string, number> = {};
  for (const page of PAGES) {
    // The first run warms the server's caches and the disk; the second is the one reported.
    await lighthouse(page.url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const run = await lighthouse(page.url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const lhr = run!.lhr;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    results[page.name] = score;
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(`${page.name}: performance ${score} (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`);
  }
  const summary = { date: new Date().toISOString(), machine: `${os.cpus().length} cores`, scores: results, target: TARGET };
  fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'lighthouse.json'), JSON.stringify(summary, null, 2));
  console.log(Object.values(results).every((s) => s >= TARGET) ? `PASS: every page at least ${TARGET}` : `FAIL: a page below ${TARGET}`);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
