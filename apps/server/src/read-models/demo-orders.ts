import { sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';

/**
 * Read model: the paid orders (order) of the seeded shops (shop) waiting to ship, with the account of the shop's
 * merchant (merchant) and the shop's nation (location): what the demo merchant ships (logistics/demo-merchant.ts).
 */

export interface DueDemoOrder extends Record<string, unknown> {
  order_id: number;
  shop_id: number;
  merchant_account_id: number;
  nation_code: string;
}

/** The seeded shops' orders paid at least `delaySeconds` ago and still waiting, oldest first (by shop through `sale_order_shop_idx`). */
export async function readDueDemoOrders(db: Db, shopCodes: readonly string[], delaySeconds: number, limit: number): Promise<DueDemoOrder[]> {
  const { rows } = await db.execute<DueDemoOrder>(sql`
    select o.id as order_id, s.id as shop_id, m.account_id as merchant_account_id, n.code as nation_code
    from shop s
    join sale_order o on o.shop_id = s.id and o.status = 'shipping' and o.paid_at <= now() - make_interval(secs => ${delaySeconds}::int)
      and not exists (select 1 from groupbuy_order g where g.order_id = o.id) -- group buys are collected at a pickup point
    join merchant m on m.id = s.merchant_id
    join nation n on n.id = s.nation_id
    where s.code = any(${sql.param([...shopCodes])}::text[]) and s.kind <> 'takeaway' -- takeaway orders move by the shop's stages
    order by o.paid_at
    limit ${limit}`);
  return rows;
}
