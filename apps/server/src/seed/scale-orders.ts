import type { Db } from '../platform/database.ts';
import { withoutSecondaryIndexes } from './scale-indexes.ts';
import { countProblems, highestNumber } from './scale-chunks.ts';

/**
 * Shoppers and two years of their orders for the scale benchmarks, generated inside PostgreSQL.
 *
 * Each chunk is one `insert … select` over `generate_series`: PostgreSQL makes the rows itself, so nothing crosses
 * the wire and no row is parsed twice (what `COPY` saves over single inserts, this saves too, without the client
 * building the text). Row n is a function of n alone (`hashint4`), so runs are deterministic, a chunk size changes
 * nothing, and a second run with the same target adds nothing. Amounts obey the tables' own checks, a paid order has
 * exactly one paid payment for its pay amount, and a cancelled paid order a settled refund of all of it
 * (`checkScaleOrders` verifies this after a run).
 */

// The demo's operator is P00000001; generated shoppers have a prefix of their own.
const SHOPPER_PREFIX = 'SP';
const ORDER_PREFIX = 'G';
// Any fixed number, another than the goods generator's: two runs on one database take turns.
const SCALE_ORDERS_LOCK = 72_004;
const CHUNK = 50_000;
const DAY_MS = 86_400_000;
/** The orders span this many days, the newest today. */
const SPAN_DAYS = 730;
/** What a chunk of orders writes to; the first is the one whose size decides whether a load drops their indexes. */
const ORDER_TABLES = ['sale_order', 'sale_order_goods', 'sale_order_event', 'payment', 'payment_order', 'payment_refund', 'payment_refund_line'];

async function withLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [SCALE_ORDERS_LOCK]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [SCALE_ORDERS_LOCK]).catch(() => {});
    lock.release();
  }
}

/** Tops the generated shoppers up to `target`, each with a default address in Guangdong; answers how many it added. */
export async function topUpShoppers(db: Db, target: number, say: (msg: string) => void = () => {}): Promise<number> {
  return withLock(db, async () => {
    const have = await highestNumber(db, 'account', 'number', SHOPPER_PREFIX, 8);
    if (have >= target) {
      say(`${have.toLocaleString('en')} generated shoppers already; nothing to add`);
      return 0;
    }
    const started = Date.now();
    for (let from = have + 1; from <= target; from += CHUNK) {
      const to = Math.min(target, from + CHUNK - 1);
      await db.$client.query(
        `with made as (
           insert into account (number, mobile, nick_name, created_at)
           select $3 || lpad(n::text, 8, '0'), '16' || lpad(n::text, 9, '0'), 'Shopper ' || n,
                  now() - make_interval(days => ${SPAN_DAYS + 30} - n % ${SPAN_DAYS})
           from generate_series($1::int, $2::int) n
           returning id, nick_name, mobile
         )
         insert into address (account_id, receiver_name, phone_code, mobile, nation_id, province_id, area_text, detail, is_default)
         select made.id, made.nick_name, '86', made.mobile, n.id, p.id, 'Guangdong', 'Keyuan Road ' || made.id % 200, true
         from made, nation n join area p on p.nation_id = n.id and p.code = '440000' where n.code = 'CN'`,
        [from, to, SHOPPER_PREFIX],
      );
      const done = to - have;
      say(`${done.toLocaleString('en')} / ${(target - have).toLocaleString('en')} shoppers (${Math.round(done / ((Date.now() - started) / 1000)).toLocaleString('en')}/s)`);
    }
    return target - have;
  });
}

/**
 * Tops the generated orders up to `target`. Order n (1 the oldest) is placed by a generated shopper and buys one
 * SKU on sale, both picked by a hash of n with a skew (a few shoppers and goods get most orders, as in life). Its
 * state follows its age: orders of the last days are still to ship or on their way, older ones are completed or
 * were cancelled (unpaid, or paid and refunded). No generated order waits for payment, so the overdue sweep finds
 * nothing to do when the mall starts on this data.
 */
export async function topUpOrders(db: Db, target: number, say: (msg: string) => void = () => {}): Promise<number> {
  return withLock(db, async () => {
    const have = await highestNumber(db, 'sale_order', 'order_no', ORDER_PREFIX, 9);
    if (have >= target) {
      say(`${have.toLocaleString('en')} generated orders already; nothing to add`);
      return 0;
    }
    // The picks are numbered tables, so order n finds its shopper and SKU by an index lookup.
    await db.$client.query(`drop table if exists scale_pick_shopper, scale_pick_sku`);
    await db.$client.query(
      `create unlogged table scale_pick_shopper as
       select (row_number() over (order by a.id))::int - 1 as i, a.id as account_id,
              jsonb_build_object('addressId', d.id, 'receiverName', d.receiver_name, 'phoneCode', d.phone_code, 'mobile', d.mobile,
                'nationId', d.nation_id, 'provinceId', d.province_id, 'cityId', d.city_id, 'districtId', d.district_id,
                'areaText', d.area_text, 'detail', d.detail, 'postcode', d.postcode) as address
       from account a join address d on d.account_id = a.id and d.is_default where a.number ~ $1`,
      [`^${SHOPPER_PREFIX}[0-9]{8}$`],
    );
    // SKUs by code, not id: two goods writers store their chunks in whichever order they finish, so a goods' id
    // differs from one load to the next while its code does not. Byte order ("C"): the database's collation sorts
    // four million codes more slowly, and any fixed order will do.
    await db.$client.query(
      `create unlogged table scale_pick_sku as
       select (row_number() over (order by k.code collate "C"))::int - 1 as i, k.id as sku_id, g.id as goods_id, g.shop_id, k.price, g.title, k.spec_name, k.image
       from goods_sku k join goods g on g.id = k.goods_id join shop s on s.id = g.shop_id
       where k.enabled and g.status = 'on_sale' and s.status = 'open' and s.kind = 'mall' and g.drug_class is null`,
    );
    await db.$client.query(`alter table scale_pick_shopper add primary key (i); alter table scale_pick_sku add primary key (i)`);
    const { rows } = await db.$client.query<{ shoppers: number; skus: number }>(
      `select (select count(*) from scale_pick_shopper)::int as shoppers, (select count(*) from scale_pick_sku)::int as skus`,
    );
    const { shoppers, skus } = rows[0]!;
    if (shoppers === 0) throw new Error('no generated shoppers: run with --shoppers first');
    const started = Date.now();
    const spanStart = Date.now() - SPAN_DAYS * DAY_MS;
    const chunks: [number, number][] = [];
    for (let from = have + 1; from <= target; from += CHUNK) chunks.push([from, Math.min(target, from + CHUNK - 1)]);
    let done = 0;
    const writeChunks = async () => {
      const client = await db.$client.connect();
      try {
        // The rows reference what they were picked from, by construction; checking each of their foreign keys one
        // row at a time was half of a chunk's time. Where the database allows it (the embedded one does), this
        // session skips those checks (and only this session); `checkScaleOrders` verifies the books afterwards.
        await client.query(`set session_replication_role = replica`).catch(() => say('foreign keys are checked row by row (no right to skip them)'));
        for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
          const [from, to] = chunk;
          // One statement: the chunk's orders, lines, events, payments and refunds commit together or not at all.
          await client.query(ORDERS_CHUNK, [from, to, target, shoppers, skus, new Date(spanStart).toISOString(), SPAN_DAYS * DAY_MS]);
          done += to - from + 1;
          say(`${done.toLocaleString('en')} / ${(target - have).toLocaleString('en')} orders (${Math.round(done / ((Date.now() - started) / 1000)).toLocaleString('en')}/s)`);
        }
      } finally {
        await client.query(`reset session_replication_role`).catch(() => {});
        client.release();
      }
    };
    try {
      // Two writers, one per core of the machine it was measured on: each chunk is CPU-bound in its backend.
      await withoutSecondaryIndexes(db, ORDER_TABLES, target - have, say, () => Promise.all([writeChunks(), writeChunks()]));
    } finally {
      await db.$client.query(`drop table if exists scale_pick_shopper, scale_pick_sku`);
    }
    say('analysing the grown tables');
    await db.$client.query(`vacuum (analyze) account, address, ${ORDER_TABLES.join(', ')}`);
    return target - have;
  });
}

/*
 * One chunk of orders $1..$2 of $3 in all; $4 shoppers and $5 SKUs to pick from; order n is placed at
 * $6 + n/$3 of the span ($7 ms). The skew: the shopper and SKU indexes are a hash of n raised to the third power,
 * so the first few percent of each get about half the orders.
 */
const ORDERS_CHUNK = `
with o as (
  select n,
    ($6::timestamptz + make_interval(secs => (n::float8 / $3) * $7 / 1000)) as at,
    floor(power((hashint4(n) & 2147483647)::float8 / 2147483648, 3) * $4)::int as shopper_i,
    floor(power((hashint4(n * 7 + 1) & 2147483647)::float8 / 2147483648, 3) * $5)::int as sku_i,
    1 + (hashint4(n * 13 + 5) & 2147483647) % 3 as quantity,
    (hashint4(n * 31 + 7) & 2147483647) % 100 as roll
  from generate_series($1::int, $2::int) n
), shaped as (
  select o.*, s.account_id, s.address, k.sku_id, k.goods_id, k.shop_id, k.price, k.title, k.spec_name, k.image,
    k.price * o.quantity as goods_amount,
    case when o.quantity * k.price >= 9900 then 0 else 800 end as delivery_fee,
    case
      when o.at > now() - interval '2 days' then case when o.roll < 50 then 'shipping' else 'receiving' end
      -- Completed only when the parcel (delivered 34 hours after shipping, scale-shipments.ts) could have arrived.
      when o.at > now() - interval '8 days' then case when o.roll < 80 or o.at > now() - interval '3 days' then 'receiving' else 'completed' end
      when o.roll < 6 then 'unpaid'
      when o.roll < 10 then 'refunded'
      else 'completed'
    end as fate
  from o join scale_pick_shopper s on s.i = o.shopper_i join scale_pick_sku k on k.i = o.sku_i
), orders as (
  insert into sale_order (order_no, account_id, shop_id, checkout_number, status, quantity, goods_amount, delivery_fee, pay_amount,
    address, pay_deadline, paid_at, shipped_at, received_at, terminated_at, terminate_reason, created_at, updated_at)
  select '${ORDER_PREFIX}' || lpad(n::text, 9, '0'), account_id, shop_id, 'GC' || lpad(n::text, 9, '0'),
    case fate when 'unpaid' then 'terminated' when 'refunded' then 'terminated' else fate end,
    quantity, goods_amount, delivery_fee, goods_amount + delivery_fee, address, at + interval '30 minutes',
    case when fate <> 'unpaid' then at + interval '2 minutes' end,
    case when fate in ('receiving', 'completed') then at + interval '1 day' end,
    case when fate = 'completed' then least(at + interval '4 days', now() - interval '1 hour') end,
    case fate when 'unpaid' then at + interval '30 minutes' when 'refunded' then at + interval '3 hours' end,
    case fate when 'unpaid' then 'pay_timeout' when 'refunded' then 'shopper_cancel' end,
    at, at
  from shaped
  returning id, order_no
), joined as (
  select shaped.*, orders.id as order_id from shaped join orders on orders.order_no = '${ORDER_PREFIX}' || lpad(shaped.n::text, 9, '0')
), lines as (
  insert into sale_order_goods (order_id, goods_id, sku_id, title, spec_name, image, unit_price, quantity, amount)
  select order_id, goods_id, sku_id, title, spec_name, image, price, quantity, goods_amount from joined
  returning id, order_id
), events as (
  insert into sale_order_event (order_id, from_status, to_status, actor, note, created_at)
  select order_id, m.from_status, m.to_status, m.actor, '', m.at from joined,
  lateral (values
    (null, 'paying', 'shopper', at, true),
    ('paying', 'shipping', 'system', at + interval '2 minutes', fate <> 'unpaid'),
    ('paying', 'terminated', 'system', at + interval '30 minutes', fate = 'unpaid'),
    ('shipping', 'terminated', 'shopper', at + interval '3 hours', fate = 'refunded'),
    ('shipping', 'receiving', 'merchant', at + interval '1 day', fate in ('receiving', 'completed')),
    -- Received four days after, or an hour ago for the last days' orders: never in the future.
    ('receiving', 'completed', 'shopper', least(at + interval '4 days', now() - interval '1 hour'), fate = 'completed')
  ) m(from_status, to_status, actor, at, happened)
  where m.happened
), payments as (
  insert into payment (payment_no, account_id, channel, amount, status, nonce, expires_at, paid_at, created_at, updated_at)
  select 'GP' || lpad(n::text, 9, '0'), account_id, 4, goods_amount + delivery_fee, 'paid', md5(n::text), at + interval '30 minutes',
    at + interval '2 minutes', at + interval '1 minute', at + interval '2 minutes'
  from joined where fate <> 'unpaid'
  returning id, payment_no, amount
), paid as (
  select joined.*, payments.id as payment_id from joined join payments on payments.payment_no = 'GP' || lpad(joined.n::text, 9, '0')
), payment_orders as (
  insert into payment_order (payment_id, order_id, amount) select payment_id, order_id, goods_amount + delivery_fee from paid
), refunds as (
  insert into payment_refund (payment_id, order_id, amount, channel, status, reason, request_key, provider_ref, created_at, settled_at)
  select payment_id, order_id, goods_amount + delivery_fee, 4, 'settled', 'shopper_cancel', 'cancel:' || order_id, 'GR' || n,
    at + interval '3 hours', at + interval '3 hours 1 minute'
  from paid where fate = 'refunded'
  returning id, order_id
)
insert into payment_refund_line (refund_id, order_line_id, quantity, amount)
select refunds.id, lines.id, joined.quantity, joined.goods_amount + joined.delivery_fee
from refunds join lines on lines.order_id = refunds.order_id join joined on joined.order_id = refunds.order_id`;

/** What `checkScaleOrders` found wrong; empty when the generated books agree. */
export async function checkScaleOrders(db: Db): Promise<string[]> {
  const checks: [string, string][] = [
    // First, since it is the longest (the other session runs the rest meanwhile). Looked up order by order: the last
    // event by time and id, found through the index, took 48 s; sorting the events for it took 55-66 s.
    [
      'orders whose events do not end in their status',
      `select count(*)::int as n from sale_order o where o.order_no like '${ORDER_PREFIX}%'
       and o.status <> (select e.to_status from sale_order_event e where e.order_id = o.id order by e.created_at desc, e.id desc limit 1)`,
    ],
    [
      'numbers missing among the generated orders (a pick that matched nothing)',
      `select coalesce(max(substr(order_no, 2)::int) - count(*), 0)::int as n from sale_order where order_no ~ '^${ORDER_PREFIX}[0-9]{9}$'`,
    ],
    // The lines, payments and refunds are summed by order in one pass each and joined to the orders, not looked up
    // order by order: at ten million orders 22, 25 and 4 s against 46, 60 and 19 s, read in order from the disk
    // rather than at random (docs/decisions.md, "Scale: the orders' checks in one pass").
    [
      'orders whose lines do not add up to their goods amount',
      `select count(*)::int as n from sale_order o
       left join (select order_id, sum(amount) as total from sale_order_goods group by order_id) l on l.order_id = o.id
       where o.order_no like '${ORDER_PREFIX}%' and o.goods_amount <> coalesce(l.total, 0)`,
    ],
    [
      // Counted by order and amount: the paid payments whose two amounts agree, joined at the order's pay amount.
      'paid orders without exactly one paid payment of their pay amount',
      `select count(*)::int as n from sale_order o
       left join (select po.order_id, po.amount, count(*) as n from payment_order po join payment p on p.id = po.payment_id
                  where p.status = 'paid' and p.amount = po.amount group by po.order_id, po.amount) pp
         on pp.order_id = o.id and pp.amount = o.pay_amount
       where o.order_no like '${ORDER_PREFIX}%' and o.paid_at is not null and coalesce(pp.n, 0) <> 1`,
    ],
    [
      'orders refunded more than they paid',
      `select count(*)::int as n from sale_order o
       join (select order_id, sum(amount) as total from payment_refund group by order_id) r on r.order_id = o.id
       where o.order_no like '${ORDER_PREFIX}%' and r.total > o.pay_amount`,
    ],
  ];
  return countProblems(db, checks);
}
