import { count, like, sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import { goods } from '../modules/catalogue/catalogue.tables.ts';
import { PLANNED_LEAVES } from './catalogue/catalogue-plan.ts';
import { loadCatalogueRefs } from './catalogue/catalogue-refs.ts';
import { draftGoods } from './catalogue/goods-draft.ts';
import { insertGoods } from './catalogue/goods-insert.ts';
import { refreshShopCounters } from './catalogue/seed-goods.ts';
import { withoutSecondaryIndexes } from './scale-indexes.ts';
import { branchesByShop } from './scale-shops.ts';

const CHUNK = 1_000;
// Any fixed number: two generators on one database take turns instead of drawing the same codes.
const SCALE_LOCK = 72_003;
const PREFIX = 'S';

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
    const [generated] = await db.select({ n: count() }).from(goods).where(like(goods.code, `${PREFIX}%`));
    const missing = target - all!.n;
    if (missing <= 0) {
      say(`the catalogue already holds ${all!.n.toLocaleString('en')} goods; nothing to add`);
      return 0;
    }
    say(`adding ${missing.toLocaleString('en')} goods to the ${all!.n.toLocaleString('en')} there are`);
    const refs = await loadCatalogueRefs(db);
    if (refs.shops.size === 0) throw new Error('the demo catalogue is missing: seed the database first');
    // A branch drafts its goods as the shop it follows, with its own shop row, name and delivery templates.
    const branchesOf = await branchesByShop(db);
    const branchRefs = new Map(
      [...branchesOf.entries()].flatMap(([shop, branches]) => branches.map((b) => [b, { ...refs, shops: new Map([[shop, refs.shops.get(b)!]]) }] as const)),
    );
    const now = new Date();
    const first = generated!.n;
    const started = Date.now();
    const inFlight: Promise<unknown>[] = [];
    let drafted = 0;
    let added = 0;
    await withoutSecondaryIndexes(db, ['goods', 'goods_sku', 'goods_detail'], missing, say, async () => {
      while (drafted < missing) {
        const size = Math.min(CHUNK, missing - drafted);
        const from = first + drafted;
        const drafts = Array.from({ length: size }, (_, k) => {
          const n = from + k;
          const planned = PLANNED_LEAVES[n % PLANNED_LEAVES.length]!;
          const shop = planned.shops[Math.floor(n / PLANNED_LEAVES.length) % planned.shops.length]!;
          // The shop's goods spread evenly over it and its branches (scale-shops.ts).
          const branches = branchesOf.get(shop) ?? [];
          const which = Math.floor(n / (PLANNED_LEAVES.length * planned.shops.length)) % (branches.length + 1);
          const shopRefs = which === 0 ? refs : branchRefs.get(branches[which - 1]!)!;
          return draftGoods(shopRefs, planned, shop, `${PREFIX}${String(n + 1).padStart(7, '0')}`, now);
        });
        drafted += size;
        // Three chunks in flight: PostgreSQL stores two (one per core) while this process drafts the next.
        inFlight.push(
          db
            .transaction((tx) => insertGoods(tx, drafts))
            .then(() => {
              added += size;
              const rate = Math.round(added / ((Date.now() - started) / 1000));
              say(`${added.toLocaleString('en')} / ${missing.toLocaleString('en')} goods (${rate.toLocaleString('en')} goods/s)`);
            }),
        );
        if (inFlight.length >= 3) await inFlight.shift();
      }
      await Promise.all(inFlight);
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
