import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { loadCatalogueRefs } from './catalogue/catalogue-refs.ts';
import { refreshShopCounters } from './catalogue/seed-goods.ts';
import { withoutSecondaryIndexes } from './scale-indexes.ts';
import { highestNumber } from './scale-chunks.ts';
import { GOODS_PREFIX, type GoodsShare } from './scale-goods-writer.ts';

const CHUNK = 1_000;
const WRITERS = 2;
// Any fixed number: two generators on one database take turns instead of drawing the same codes.
const SCALE_LOCK = 72_003;

/** Starts a goods writer process on its share; `done` settles when it ends, rejected unless it ended well. */
function runWriter(share: GoodsShare, stored: (size: number) => void): { done: Promise<void>; stop: () => void } {
  const child = fork(fileURLToPath(new URL('./scale-goods-writer.ts', import.meta.url)), [JSON.stringify(share)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (m: { stored: number }) => stored(m.stored));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`a goods writer ended with ${signal ?? `exit code ${code}`}`))));
  });
  return { done, stop: () => child.kill() };
}

/**
 * Tops the catalogue up to `target` goods in all (demo goods included), each with SKUs, details and search
 * vector, spread over the demo's shops and leaf categories; answers how many it added. Generated goods are
 * numbered, and goods n is the same whatever the chunking, so a second run with the same target adds
 * nothing and a larger target adds only the difference.
 */
export async function topUpGoods(db: Db, target: number, say: (msg: string) => void = () => {}): Promise<number> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SCALE_LOCK]);
    const [all] = await db.select({ n: count() }).from(goods);
    // After the highest number stored, not the count: a load stopped half-way may have left a chunk out.
    const first = await highestNumber(db, 'goods', 'code', GOODS_PREFIX, 7);
    const missing = target - all!.n;
    if (missing <= 0) {
      say(`the catalogue already holds ${all!.n.toLocaleString('en')} goods; nothing to add`);
      return 0;
    }
    say(`adding ${missing.toLocaleString('en')} goods to the ${all!.n.toLocaleString('en')} there are`);
    const refs = await loadCatalogueRefs(db);
    if (refs.shops.size === 0) throw new Error('the demo catalogue is missing: seed the database first');
    const started = Date.now();
    let added = 0;
    const chunks = Math.ceil(missing / CHUNK);
    const base = { url: db.$client.options.connectionString!, first, missing, chunk: CHUNK, now: new Date().toISOString() };
    await withoutSecondaryIndexes(db, ['goods', 'goods_sku', 'goods_detail'], missing, say, async () => {
      // Two writers, one per core, each a process of its own taking every other chunk (scale-goods-writer.ts).
      const parts = Math.min(WRITERS, chunks);
      const writers = Array.from({ length: parts }, (_, part) => runWriter({ ...base, part, parts }, (size) => {
        added += size;
        const rate = Math.round(added / ((Date.now() - started) / 1000));
        if (added === missing || added % (10 * CHUNK) === 0) say(`${added.toLocaleString('en')} / ${missing.toLocaleString('en')} goods (${rate.toLocaleString('en')} goods/s)`);
      }));
      // When one writer fails the other stops too, and both have ended before this answers. What they stored stays:
      // a second run goes on after the highest number stored.
      const stopAll = () => writers.forEach((w) => w.stop());
      const ended = await Promise.allSettled(writers.map((w) => w.done.catch((error: unknown) => (stopAll(), Promise.reject(error)))));
      const failed = ended.find((e) => e.status === 'rejected');
      if (failed) throw failed.reason;
    });
    await db.transaction((tx) => refreshShopCounters(tx));
    // Merge the search index's pending entries and refresh the statistics now, so the first searches run on
    // the final plan rather than after autovacuum gets round to it.
    await db.execute(sql`vacuum (analyze) goods, goods_sku, goods_detail`);
    return added;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [SCALE_LOCK]).catch(() => {});
    lock.release();
  }
}
