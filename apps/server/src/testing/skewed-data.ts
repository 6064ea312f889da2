import type { Db } from '../platform/database.ts';

/**
 * Makes a test database large and lopsided the way a real marketplace is (one shopper with thousands of orders,
 * one shop with most of them, one conversation with thousands of messages), by copying rows the real calls wrote.
 * The plan test then sees the planner's choices on tables of tens of thousands of rows, where a missing index shows
 * up as a sequential scan, instead of on the seed's few hundred rows, where a sequential scan is right.
 */

/** The columns of a table that an insert may name: all but the ones PostgreSQL fills itself. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.$client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`no table ${table}`);
  return rows.map((r) => r.column_name);
}

/** The select list that copies `source` row's columns, with some columns given by expressions instead. */
function copyList(columns: readonly string[], source: string, overrides: Record<string, string>): string {
  return columns.map((c) => overrides[c] ?? `${source}.${c}`).join(', ');
}

export interface OrderGrowth {
  /** An order placed through the real calls, with its lines and events: the pattern of every copy. */
  templateOrderId: number;
  copies: number;
  /** Who the copies belong to: the first gets `heavyShare` in 100 of them, the rest share the others. */
  shopperIds: readonly number[];
  heavyShare: number;
}

/**
 * Copies an order `copies` times with its lines and its first event, spread over the last two years and over every
 * status (each with the times its status implies), many for the first shopper and all in the template's shop.
 */
export async function growOrders(db: Db, g: OrderGrowth): Promise<void> {
  const orderColumns = await writableColumns(db, 'sale_order');
  const lineColumns = (await writableColumns(db, 'sale_order_goods')).filter((c) => c !== 'order_id');
  const eventColumns = (await writableColumns(db, 'sale_order_event')).filter((c) => c !== 'order_id' && c !== 'created_at');
  const at = `(now() - (n * interval '17 minutes'))`;
  const status = `(array['paying','shipping','receiving','completed','terminated'])[1 + n % 5]`;
  const overrides: Record<string, string> = {
    order_no: `o.order_no || 'k' || n`,
    checkout_number: `o.checkout_number || 'k' || n`,
    account_id: `case when n % 100 < $3 then ($2::int[])[1] else ($2::int[])[2 + n % (cardinality($2::int[]) - 1)] end`,
    status,
    created_at: at,
    updated_at: at,
    pay_deadline: `${at} + interval '30 minutes'`,
    paid_at: `case when n % 5 in (1, 2, 3) then ${at} + interval '1 minute' end`,
    shipped_at: `case when n % 5 in (2, 3) then ${at} + interval '1 day' end`,
    received_at: `case when n % 5 = 3 then ${at} + interval '5 days' end`,
    terminated_at: `case when n % 5 = 4 then ${at} + interval '30 minutes' end`,
    terminate_reason: `case when n % 5 = 4 then 'unpaid' end`,
    hidden_at: 'null',
  };
  // One statement per batch: the copies, their lines and their first events, each order row written once.
  const batch = 5_000;
  for (let from = 1; from <= g.copies; from += batch) {
    const to = Math.min(g.copies, from + batch - 1);
    await db.$client.query(
      `with made as (
         insert into sale_order (${orderColumns.join(', ')})
         select ${copyList(orderColumns, 'o', overrides)}
         from sale_order o, generate_series($4::int, $5::int) n where o.id = $1
         returning id, created_at
       ), lines as (
         insert into sale_order_goods (order_id, ${lineColumns.join(', ')})
         select made.id, ${copyList(lineColumns, 'l', {})} from made join sale_order_goods l on l.order_id = $1
       )
       insert into sale_order_event (order_id, created_at, ${eventColumns.join(', ')})
       select made.id, made.created_at, ${copyList(eventColumns, 'e', {})}
       from made join lateral (select * from sale_order_event e where e.order_id = $1 order by e.id limit 1) e on true`,
      [g.templateOrderId, g.shopperIds, g.heavyShare, from, to],
    );
  }
}

/** `count` shoppers with no orders, numbered `prefix`1…: the crowd beside the heavy shopper. */
export async function growShoppers(db: Db, count: number, prefix: string): Promise<number[]> {
  const { rows } = await db.$client.query<{ id: number }>(
    `insert into account (number, mobile, nick_name)
     select $2 || n, '17' || lpad(n::text, 9, '0'), 'crowd ' || n from generate_series(1, $1::int) n
     returning id`,
    [count, prefix],
  );
  return rows.map((r) => r.id);
}

/** Copies a conversation's first message `copies` times, as if the two sides had talked for months. */
export async function growMessages(db: Db, conversationId: number, copies: number): Promise<void> {
  const columns = await writableColumns(db, 'chat_message');
  const { rows } = await db.$client.query<{ seq: number }>(`select coalesce(max(seq), 0)::int as seq from chat_message where conversation_id = $1`, [conversationId]);
  const base = rows[0]!.seq;
  const overrides: Record<string, string> = {
    seq: `${base} + n`,
    client_message_id: `'grown-' || n`,
    created_at: `now() - ((${copies} - n) * interval '3 minutes')`,
  };
  await db.$client.query(
    `insert into chat_message (${columns.join(', ')})
     select ${copyList(columns, 'm', overrides)}
     from (select * from chat_message where conversation_id = $1 order by seq limit 1) m, generate_series(1, $2::int) n`,
    [conversationId, copies],
  );
  await db.$client.query(`update chat_conversation set last_seq = $2 where id = $1`, [conversationId, base + copies]);
}
