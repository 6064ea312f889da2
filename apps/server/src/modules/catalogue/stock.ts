import { inArray, sql } from 'drizzle-orm';
import { executeNamed, type Tx } from '../../platform/database.ts';
import { goods, goodsSku } from './catalogue.tables.ts';

/**
 * Stock: taken by a commit, put back by a cancel. Stock changes only by conditional updates under row locks taken
 * in id order (goods, then SKUs), the order every writer of these rows follows, so commits and cancels of the same
 * SKUs queue instead of deadlocking.
 */

/** A list of ints as one array parameter. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** What taking stock answers of each SKU, as it is under the locks. */
export interface TakenSku {
  id: number;
  price: number;
  /** The stock before it was taken. */
  stock: number;
  enabled: boolean;
  weightGrams: number;
  goodsId: number;
  goodsOnSale: boolean;
  purchaseLimit: number | null;
}

/**
 * Locks the goods of some SKUs (shared, in id order) and then the SKUs (in id order) and takes `need` of each
 * SKU's stock, in one statement: the conditional update (`stock >= n`) is the guard, and it answers each SKU's price
 * and state, and its goods' status and purchase limit, as they are under the locks. The goods' shared lock is what
 * keeps a goods taken off the shelf from selling: taking it off updates the goods row, which waits for the commits
 * holding it, and a commit that waited reads its new status. A SKU short of stock is left out of the answer (the
 * caller refuses, and its rollback puts back what was taken).
 */
export async function takeStock(tx: Tx, need: ReadonlyMap<number, number>): Promise<TakenSku[]> {
  const ids = [...need.keys()].sort((a, b) => a - b);
  const taken = await executeNamed<{
    id: number;
    price: number;
    stock: number;
    enabled: boolean;
    weight_grams: number;
    goods_id: number;
    goods_status: string;
    purchase_limit: number | null;
  }>(
    tx,
    'commit_take_stock',
    // `(select $n)` hides the arrays' contents from the planner, so the one generic plan serves every call. The
    // count over `g` is an init plan of `locked`: every goods lock is held before the first SKU lock is asked for.
    sql`with g as materialized (
          select id, status, purchase_limit from ${goods}
          where id in (select goods_id from ${goodsSku} where id = any((select ${intArray(ids)})::int[]))
          order by id for share
        ), locked as materialized (
          select id from ${goodsSku} where id = any((select ${intArray(ids)})::int[]) and (select count(*) from g) >= 0
          order by id for no key update
        )
        update ${goodsSku} s set stock = s.stock - v.n
        from unnest((select ${intArray(ids)})::int[], (select ${intArray(ids.map((id) => need.get(id)!))})::int[]) as v(id, n), locked, g
        where s.id = v.id and locked.id = s.id and g.id = s.goods_id and s.stock >= v.n
        returning s.id, s.price, s.stock + v.n as stock, s.enabled, s.weight_grams, g.id as goods_id, g.status as goods_status, g.purchase_limit`,
  );
  return taken.map((r) => ({
    id: r.id,
    price: r.price,
    stock: r.stock,
    enabled: r.enabled,
    weightGrams: r.weight_grams,
    goodsId: r.goods_id,
    goodsOnSale: r.goods_status === 'on_sale',
    purchaseLimit: r.purchase_limit,
  }));
}

/** Puts stock back (a cancelled order's lines, SKU id → quantity), the SKUs locked in id order; deleted SKUs are skipped. */
export async function returnStock(tx: Tx, back: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...back.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: goodsSku.id }).from(goodsSku).where(inArray(goodsSku.id, ids)).orderBy(goodsSku.id).for('no key update');
  await tx.execute(
    sql`update ${goodsSku} s set stock = s.stock + v.n
        from unnest(${intArray(ids)}, ${intArray(ids.map((id) => back.get(id)!))}) as v(id, n) where s.id = v.id`,
  );
}
