import { connectDatabase, type Db } from '../platform/database.ts';
import { PLANNED_LEAVES } from './catalogue/catalogue-plan.ts';
import { loadCatalogueRefs } from './catalogue/catalogue-refs.ts';
import { draftGoods } from './catalogue/goods-draft.ts';
import { insertGoods } from './catalogue/goods-insert.ts';
import { branchesByShop } from './scale-shops.ts';

/** The generated goods' codes: `S` and their number in seven digits. */
export const GOODS_PREFIX = 'S';

/** What one goods writer is given: its share of the chunks (every `parts`-th from `part`), and where to write them. */
export interface GoodsShare {
  url: string;
  /** The generated goods there are, and how many to add after them. */
  first: number;
  missing: number;
  chunk: number;
  part: number;
  parts: number;
  /** The drafts' "now" (ISO), the same for every writer. */
  now: string;
}

/**
 * Drafts and stores one writer's share of the generated goods: goods n is the same whichever writer drafts it
 * (its leaf, shop and branch follow from n, the rest from its code's random stream). Reports each stored chunk's
 * size through `stored`. Two of these run at once, each in a process of its own (scale-goods.ts): drafting a
 * goods takes a processor about 0.45 ms, three times what storing it takes PostgreSQL, so one process kept one
 * core busy and left the other mostly idle.
 */
export async function writeGoodsShare(db: Db, share: GoodsShare, stored: (size: number) => void, goOn: () => boolean = () => true): Promise<void> {
  const refs = await loadCatalogueRefs(db);
  // A branch drafts its goods as the shop it follows, with its own shop row, name and delivery templates.
  const branchesOf = await branchesByShop(db);
  const branchRefs = new Map(
    [...branchesOf.entries()].flatMap(([shop, branches]) => branches.map((b) => [b, { ...refs, shops: new Map([[shop, refs.shops.get(b)!]]) }] as const)),
  );
  const now = new Date(share.now);
  const inFlight: Promise<unknown>[] = [];
  for (let offset = share.part * share.chunk; offset < share.missing; offset += share.parts * share.chunk) {
    if (!goOn()) throw new Error('the load that started this goods writer has ended');
    const size = Math.min(share.chunk, share.missing - offset);
    const from = share.first + offset;
    const drafts = Array.from({ length: size }, (_, k) => {
      const n = from + k;
      const planned = PLANNED_LEAVES[n % PLANNED_LEAVES.length]!;
      const shop = planned.shops[Math.floor(n / PLANNED_LEAVES.length) % planned.shops.length]!;
      // The shop's goods spread evenly over it and its branches (scale-shops.ts).
      const branches = branchesOf.get(shop) ?? [];
      const which = Math.floor(n / (PLANNED_LEAVES.length * planned.shops.length)) % (branches.length + 1);
      const shopRefs = which === 0 ? refs : branchRefs.get(branches[which - 1]!)!;
      return draftGoods(shopRefs, planned, shop, `${GOODS_PREFIX}${String(n + 1).padStart(7, '0')}`, now);
    });
    // Two chunks in flight: PostgreSQL stores one while this process drafts the next.
    inFlight.push(db.transaction((tx) => insertGoods(tx, drafts)).then(() => stored(size)));
    if (inFlight.length >= 2) await inFlight.shift();
  }
  await Promise.all(inFlight);
}

// Run as a process of its own (by scale-goods.ts): the share comes as the first argument, stored chunks go back as
// messages, and a failure ends the process with 1 after printing why. A writer whose load has ended (stopped with
// Ctrl-C, killed) finds its channel to it closed before its next chunk and ends too, instead of writing on alone.
if (process.argv[1] === import.meta.filename && process.send) {
  const share = JSON.parse(process.argv[2]!) as GoodsShare;
  const db = connectDatabase(share.url, 3);
  try {
    await writeGoodsShare(
      db,
      share,
      (size) => process.connected && process.send!({ stored: size }),
      () => process.connected,
    );
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await db.$client.end();
  }
}
