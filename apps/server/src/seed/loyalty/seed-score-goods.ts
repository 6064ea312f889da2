import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { scoreGoods } from '../../modules/loyalty/loyalty.tables.ts';

/** Points asked for the demo's score goods, cheapest first: within reach of a few completed orders. */
const SCORE_PRICES = [200, 500, 1000, 2000];

/**
 * The demo's score goods: the cheapest in-stock SKU of the four cheapest goods on sale at the first shop, insert-or-skip
 * (one row per SKU), so seeding again changes nothing.
 */
export async function seedScoreGoods(tx: Tx): Promise<void> {
  const picked = await tx.execute<{ goods_id: number; sku_id: number; price: number }>(sql`
    select distinct on (g.id) g.id as goods_id, s.id as sku_id, s.price from goods g join goods_sku s on s.goods_id = g.id
    where g.shop_id = (select min(id) from shop) and g.status = 'on_sale' and s.enabled and s.stock > 100
    order by g.id, s.price, s.id`);
  const cheapest = [...picked.rows].sort((a, b) => a.price - b.price || a.goods_id - b.goods_id).slice(0, SCORE_PRICES.length);
  if (cheapest.length === 0) return;
  await tx
    .insert(scoreGoods)
    .values(cheapest.map((r, i) => ({ goodsId: r.goods_id, skuId: r.sku_id, scorePrice: SCORE_PRICES[i]!, sort: i * 10 })))
    .onConflictDoNothing();
}
