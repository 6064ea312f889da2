import type { PoolClient } from 'pg';
import type { Db } from '../platform/database.ts';
import { withoutSecondaryIndexes } from './scale-indexes.ts';

/**
 * What the generators after the orders (shipments, reviews, points, chats) share: a lock so two runs on one database
 * take turns, the walk over numbered chunks in sessions that skip the row-by-row foreign-key triggers, and the
 * checks that count what is wrong. Each chunk is one transaction, and picks only rows that lack what it writes, so a
 * second run adds nothing and a run stopped half-way continues where it stopped.
 */

export const CHUNK = 50_000;

/**
 * How far a generator got: the highest number it wrote, its `column` being `prefix` and `digits` digits (0 when there
 * is none). The highest number rather than a count, so rows of the demo that happen to share the prefix cannot shift
 * the next run, and a chunk left out in the middle is not drawn again.
 */
export async function highestNumber(
  db: Db,
  table: 'account' | 'sale_order' | 'goods',
  column: 'number' | 'order_no' | 'code',
  prefix: string,
  digits: number,
): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>(
    `select coalesce(max(substr(${column}, ${prefix.length + 1})::int), 0) as n from ${table} where ${column} ~ $1`,
    [`^${prefix}[0-9]{${digits}}$`],
  );
  return rows[0]!.n;
}

/** The highest generated order number (`G` and 9 digits), or shopper number (`SP` and 8 digits). */
export async function highestGenerated(db: Db, what: 'orders' | 'shoppers'): Promise<number> {
  return what === 'orders' ? highestNumber(db, 'sale_order', 'order_no', 'G', 9) : highestNumber(db, 'account', 'number', 'SP', 8);
}

/**
 * Runs `chunk(client, from, to, part)` over 1..last in chunks of `size`, one transaction each, under the advisory
 * lock `lockId`. One writer by default: chunks that add to shared counters (goods' reviews, invoice and coupon
 * counts) would lock the same rows in different orders in two sessions. Chunks that touch only their own rows may
 * ask for two `writers` (one per core) sharing the chunks. Chunks whose shared rows split into `parts` that no two
 * parts share (ledger balances by shopper) may ask for those: each range is run once per part, and each part has a
 * writer of its own, so two chunks of one part never run at once. `indexesOf` names the tables the chunks write to:
 * when they are small next to what is looked at (a first load), their plain indexes are dropped during the load and
 * built after it (scale-indexes.ts), and so are the unique indexes named in `uniqueIndexesToDrop`; `coveredOrders`,
 * a statement answering the ids of the orders that already have what the chunks write, makes that estimate from
 * the orders not yet covered rather than from all of them. Answers how many rows the chunks wrote.
 */
export async function runChunks(
  db: Db,
  opts: {
    lockId: number;
    last: number;
    size?: number;
    writers?: 1 | 2;
    parts?: 1 | 2;
    what: string;
    indexesOf?: readonly string[];
    uniqueIndexesToDrop?: readonly string[];
    coveredOrders?: string;
  },
  chunk: (client: PoolClient, from: number, to: number, part: number) => Promise<number>,
  say: (msg: string) => void,
): Promise<number> {
  const size = opts.size ?? CHUNK;
  const parts = opts.parts ?? 1;
  const ranges: [number, number][] = [];
  for (let from = 1; from <= opts.last; from += size) ranges.push([from, Math.min(opts.last, from + size - 1)]);
  // Parts: a queue and a writer each. Else one queue that the writers share.
  const queues = parts > 1 ? Array.from({ length: parts }, () => [...ranges]) : [ranges];
  const writers = parts > 1 ? Array.from({ length: parts }, (_, part) => ({ part, queue: queues[part]! })) : Array.from({ length: opts.writers ?? 1 }, () => ({ part: 0, queue: ranges }));
  const lock = await db.$client.connect();
  let written = 0;
  let chunksDone = 0;
  let looked = 0;
  const started = Date.now();
  const write = async ({ part, queue }: { part: number; queue: [number, number][] }) => {
    const client = await db.$client.connect();
    try {
      await client.query(`set session_replication_role = replica`).catch(() => say('foreign keys are checked row by row (no right to skip them)'));
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [from, to] = next;
        await client.query('begin');
        try {
          // Not `written += await …`: that reads `written` before the await, and two writers would lose each other's rows.
          const rows = await chunk(client, from, to, part);
          await client.query('commit');
          written += rows;
        } catch (error) {
          for (const q of queues) q.length = 0;
          await client.query('rollback');
          throw error;
        }
        chunksDone += 1;
        looked += to - from + 1;
        if (chunksDone === ranges.length * parts || chunksDone % 10 === 0) {
          const seconds = (Date.now() - started) / 1000;
          say(`${opts.what}: ${Math.round(looked / parts).toLocaleString('en')} / ${opts.last.toLocaleString('en')} looked at, ${written.toLocaleString('en')} rows written (${Math.round(written / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s)`);
        }
      }
    } finally {
      await client.query(`reset session_replication_role`).catch(() => {});
      client.release();
    }
  };
  try {
    await lock.query('select pg_advisory_lock($1)', [opts.lockId]);
    // Every writer ends (a failed one empties the queues) before the lock is let go.
    const writeAll = async () => {
      // The first chunk of each part runs alone. A chunk planned while the table it checks for what is already written
      // is empty may scan that table once per row it looks at; when another writer fills the table meanwhile, every
      // scan reads what that writer wrote (invisible to it, but read all the same). At ten million orders one such
      // chunk ran for seven minutes while the other writer went on. Once a chunk has written, the planner sees pages.
      if (writers.length > 1) for (const { part, queue } of parts > 1 ? writers : writers.slice(0, 1)) await write({ part, queue: queue.splice(0, 1) });
      const ended = await Promise.allSettled(writers.map(write));
      const failed = ended.find((e) => e.status === 'rejected');
      if (failed) throw failed.reason;
    };
    // A first load writes without the plain indexes of what it writes to, and builds them once at the end.
    if (opts.indexesOf) {
      const adding = opts.coveredOrders ? await rowsToAdd(db, opts.last, opts.indexesOf[0]!, opts.coveredOrders) : opts.last;
      await withoutSecondaryIndexes(db, opts.indexesOf, adding, say, writeAll, opts.uniqueIndexesToDrop);
    }
    else await writeAll();
    return written;
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [opts.lockId]).catch(() => {});
    lock.release();
  }
}

/**
 * How many rows a run will add to `table`, estimated from the generated orders it has yet to look at: with no order
 * covered yet (a first load), as many as there are orders; else the orders after the highest one `coveredOrders`
 * (a statement answering order ids) names, at the rows per order covered so far. Counting every order looked at
 * instead made a second run that adds nothing drop and rebuild the indexes of the reviews and the returns, tables
 * smaller than the orders, every time.
 */
export async function rowsToAdd(db: Db, last: number, table: string, coveredOrders: string): Promise<number> {
  const { rows } = await db.$client.query<{ covered: number; size: number }>(
    `select coalesce(max(substr(o.order_no, 2)::int), 0) as covered,
       (select greatest(reltuples, 0)::float8 from pg_class where relname = $1 and relnamespace = 'public'::regnamespace) as size
     from sale_order o where o.order_no ~ '^G[0-9]{9}$' and o.id in (${coveredOrders})`,
    [table],
  );
  const { covered, size } = rows[0]!;
  return covered === 0 ? last : Math.round(((last - covered) * (size ?? 0)) / covered);
}

/**
 * Runs counting statements (each answers `n`, the rows that are wrong), two at a time (one per core: each reads
 * tables of millions of rows, and they took six of the full load's minutes one after another); answers "n what"
 * for each non-zero one, in the checks' order. Their sessions may use 256 MB to group and hash: with the server's
 * 4 MB, summing a million points causes spilled to disk in 33 batches (4.0 s; 2.7 s in memory).
 */
export async function countProblems(db: Db, checks: readonly (readonly [string, string])[]): Promise<string[]> {
  const found: (string | null)[] = checks.map(() => null);
  let next = 0;
  const run = async () => {
    const client = await db.$client.connect();
    try {
      await client.query(`set work_mem = '256MB'`);
      for (let i = next++; i < checks.length; i = next++) {
        const [what, statement] = checks[i]!;
        const { rows } = await client.query<{ n: number }>(statement);
        if (rows[0]!.n > 0) found[i] = `${rows[0]!.n} ${what}`;
      }
    } finally {
      await client.query('reset work_mem').catch(() => {});
      client.release();
    }
  };
  await Promise.all([run(), run()]);
  return found.filter((p): p is string => p !== null);
}

/** The range of order numbers `from..to` as `order_no` bounds, so a chunk reads its orders by the unique index. */
export const orderNoRange = `order_no between 'G' || lpad($1::text, 9, '0') and 'G' || lpad($2::text, 9, '0') and order_no ~ '^G[0-9]{9}$'`;
/** The same for the generated shoppers' `account.number`. */
export const shopperNoRange = `number between 'SP' || lpad($1::text, 8, '0') and 'SP' || lpad($2::text, 8, '0') and number ~ '^SP[0-9]{8}$'`;
