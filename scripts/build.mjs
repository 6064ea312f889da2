// Builds the web app when its sources changed since the last build (or always with --force).
// The server needs no build: it runs its TypeScript through tsx.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stamp = path.join(dist, '.build-hash');
const inputs = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/platform.html', 'apps/web/vite.config.ts', 'packages/contract/src', 'package-lock.json'];

function* files(p) {
  if (!fs.existsSync(p)) return;
  const stat = fs.statSync(p);
  if (stat.isFile()) {
    yield p;
    return;
  }
  for (const name of fs.readdirSync(p).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts')) continue;
    yield* files(path.join(p, name));
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function buildWeb({ force = false } = {}) {
  const hash = sourceHash();
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (!force && current === hash && fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('[mall] web app is up to date');
    return;
  }
  console.log('[mall] building the web app');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  precompress(dist);
  fs.writeFileSync(stamp, hash);
}

// Gzip and Brotli copies beside each text asset, so the server sends compressed files without compressing
// on every request (@fastify/static's preCompressed).
function precompress(dir) {
  for (const file of files(dir)) {
    if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildWeb({ force: process.argv.includes('--force') });
