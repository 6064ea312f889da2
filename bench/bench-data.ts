// Rows the checkout benchmarks prepare straight in the database: shoppers who can buy, and SKUs they can buy.
import { inTurns } from './api-load.ts';

export type Query = <R extends object>(text: string, values?: unknown[]) => Promise<R[]>;

export interface Shopper {
  id: number;
  token: string;
}
export interface Sku {
  id: number;
  goodsId: number;
}

/** `count` new shoppers, each logged in (`session`) with a default address in Guangdong. */
export async function prepareShoppers(q: Query, count: number, session: (accountId: number) => Promise<string>): Promise<Shopper[]> {
  // Random mobiles meet those of earlier runs on the same data now and then: the few that do are drawn again.
  const accounts: { id: number }[] = [];
  while (accounts.length < count) {
    accounts.push(
      ...(await q<{ id: number }>(
        `insert into account (number, mobile, nick_name)
         select 'B' || md5(random()::text), '139' || lpad((random() * 1e8)::int::text, 8, '0'), 'bench ' || i from generate_series(1, $1::int) i
         on conflict do nothing
         returning id`,
        [count - accounts.length],
      )),
    );
  }
  const shoppers = await inTurns(accounts, 10, async ({ id }) => ({ id, token: await session(id) }));
  await q(
    `insert into address (account_id, receiver_name, phone_code, mobile, nation_id, province_id, area_text, detail, is_default)
     select a, 'Bench', '86', '13800000000', n.id, p.id, 'Guangdong', 'Keyuan Road 1', true
     from unnest($1::int[]) a, nation n join area p on p.nation_id = n.id and p.code = '440000' where n.code = 'CN'`,
    [shoppers.map((s) => s.id)],
  );
  return shoppers;
}

/**
 * `count` SKUs on sale in open shops that ship (of the shops named by `shopCodes`, when given), with plenty of
 * stock and no purchase limit.
 */
export async function stockedSkus(q: Query, count: number, shopCodes?: readonly string[]): Promise<Sku[]> {
  const skus = await q<{ id: number; goods_id: number }>(
    `select k.id, k.goods_id from goods_sku k join goods g on g.id = k.goods_id join shop s on s.id = g.shop_id
     where k.enabled and g.status = 'on_sale' and s.status = 'open' and s.kind <> 'takeaway' and ($2::text[] is null or s.code = any($2::text[]))
     order by k.id limit $1`,
    [count, shopCodes ?? null],
  );
  await q(`update goods_sku set stock = 1000000 where id = any($1::int[])`, [skus.map((s) => s.id)]);
  await q(`update goods set purchase_limit = null where id = any($1::int[])`, [skus.map((s) => s.goods_id)]);
  return skus.map((s) => ({ id: s.id, goodsId: s.goods_id }));
}

/**
 * Statement statistics from here on, when pg_stat_statements is loaded; otherwise it is enabled for the next run
 * (it must be loaded at start) and nothing is reported this time.
 */
export async function statementStats(q: Query): Promise<(() => Promise<unknown[]>) | false> {
  const [loaded] = await q<{ on: boolean }>(`select current_setting('shared_preload_libraries') like '%pg_stat_statements%' as on`);
  if (!loaded!.on) {
    await q(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
    await q(`alter system set pg_stat_statements.track_planning = on`);
    console.log('pg_stat_statements is enabled from the next start: run again with the same BENCH_DATA_DIR');
    return false;
  }
  await q(`create extension if not exists pg_stat_statements`);
  await q(`select pg_stat_statements_reset()`);
  return async () =>
    q(
      `select calls, round((total_plan_time + total_exec_time)::numeric / calls, 3) as ms_per_call,
              round(total_plan_time::numeric / calls, 3) as plan_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as query
       from pg_stat_statements where calls > 0 order by total_plan_time + total_exec_time desc limit 20`,
    );
}
