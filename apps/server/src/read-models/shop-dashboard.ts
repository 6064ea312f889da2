import { sql } from 'drizzle-orm';
import type { TDashboardFigures, TQueryOperationalDashboardResponse } from '@mall/contract/shop/query-operational-dashboard';
import type { Db } from '../platform/database.ts';
import { saleOrder } from '../modules/order/order.tables.ts';
import { shopVisit } from '../modules/shop/shop.tables.ts';

interface DayRow extends Record<string, unknown> {
  day: string;
  sales: string;
  orders: number;
  paying_shoppers: number;
  visitors: number;
}

function figures(sales: number, orders: number, payingShoppers: number, visitors: number): TDashboardFigures {
  return {
    sales,
    orders,
    payingShoppers,
    visitors,
    conversionPermille: visitors > 0 ? Math.round((payingShoppers * 1000) / visitors) : null,
    averageOrder: orders > 0 ? Math.round(sales / orders) : null,
  };
}

/**
 * Read model: a shop's dashboard from its paid orders (order, through `sale_order_shop_paid_idx`) and its visits
 * (shop). Days are business days in `timeZone`; an order counts on the day it was paid, whatever happened to it since,
 * so each figure is the plain sum of the orders it describes. Three statements, none per day, and one pass over the
 * period's orders.
 */
export async function readShopDashboard(db: Db, shopId: number, days: 7 | 30, timeZone: string): Promise<TQueryOperationalDashboardResponse> {
  const today = sql`(now() at time zone ${timeZone})::date`;
  const first = sql`(${today} - ${days - 1}::int)`;
  // The start of the first business day as an instant, so the index range is on paid_at itself.
  const since = sql`(${first}::timestamp at time zone ${timeZone})`;
  // One pass over the period's paid orders gives each day and, as the empty grouping set, the period's distinct paying
  // shoppers: on a shop with half a million orders, the two passes this replaced cost twice the time.
  const [series, visitors, waiting] = await Promise.all([
    db.execute<DayRow & { whole: boolean }>(sql`
      with d as (select generate_series(${first}, ${today}, interval '1 day')::date as day),
      paid as (
        select (paid_at at time zone ${timeZone})::date as day, pay_amount, account_id
        from ${saleOrder} where shop_id = ${shopId} and paid_at >= ${since}
      ),
      o as (
        select day, grouping(day) = 1 as whole, sum(pay_amount) as sales, count(*)::int as orders,
               count(distinct account_id)::int as paying_shoppers
        from paid group by grouping sets ((day), ())
      ),
      v as (select day, count(*)::int as visitors from ${shopVisit} where shop_id = ${shopId} and day >= ${first} group by day)
      select to_char(d.day, 'YYYY-MM-DD') as day, false as whole, coalesce(o.sales, 0) as sales, coalesce(o.orders, 0) as orders,
             coalesce(o.paying_shoppers, 0) as paying_shoppers, coalesce(v.visitors, 0) as visitors
      from d left join o on o.day = d.day and not o.whole left join v on v.day = d.day
      union all
      select null, true, 0, 0, coalesce((select paying_shoppers from o where whole), 0), 0
      order by 1`),
    db.execute<{ visitors: number }>(sql`
      select count(distinct visitor)::int as visitors from ${shopVisit} where shop_id = ${shopId} and day >= ${first}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${saleOrder} where shop_id = ${shopId} and status = 'shipping'`),
  ]);
  const dayRows = series.rows.filter((r) => !r.whole);
  const payingShoppers = series.rows.find((r) => r.whole)?.paying_shoppers ?? 0;
  const rows = dayRows.map((r) => ({ day: r.day, sales: Number(r.sales), orders: r.orders, payingShoppers: r.paying_shoppers, visitors: r.visitors }));
  const at = (i: number) => rows[rows.length - 1 - i] ?? { sales: 0, orders: 0, payingShoppers: 0, visitors: 0 };
  return {
    shopId,
    timeZone,
    today: figures(at(0).sales, at(0).orders, at(0).payingShoppers, at(0).visitors),
    yesterday: figures(at(1).sales, at(1).orders, at(1).payingShoppers, at(1).visitors),
    period: figures(
      rows.reduce((s, r) => s + r.sales, 0),
      rows.reduce((s, r) => s + r.orders, 0),
      payingShoppers,
      visitors.rows[0]?.visitors ?? 0,
    ),
    series: rows,
    toShip: waiting.rows[0]?.n ?? 0,
  };
}
