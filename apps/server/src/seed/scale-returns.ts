import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, orderNoRange, runChunks } from './scale-chunks.ts';
import { platformAccount } from './scale-points.ts';

/**
 * After-sales returns of the generated orders for the scale benchmarks, as the product leaves them once finished
 * (modules/aftersale, return-steps.service.ts and return-refund.ts): about 3% of completed orders (a hash of the order
 * number decides) had their single line sent back in full a few days after receipt, and refunded. Every row is the
 * one the product's steps would have written, at the time it would have written it, the last of them never in the
 * future (an order received too recently waits for a later run):
 * - the request (`return_order`, kind `return`, status `refunded`, its line with every unit received back, the shop's
 *   return address as approved) and its six moves in `return_order_event`: requested (shopper), approved (the shop's
 *   merchant, 3 hours later), returning (shopper, 20 hours later, with the parcel's number), received and refunding
 *   (merchant, when the parcel has arrived), refunded (system, a minute later);
 * - the shopper's parcel back (`shipment` kind `return`, SF Express number `SF8` and the order's 12 digits, unique
 *   next to the orders' `SF9` ones) from Guangzhou to the shop in Shenzhen, delivered, with its five events;
 * - the refund through the payment that paid (`payment_refund` keyed `return:<request>`, settled by the sandbox,
 *   with its `payment_refund_line`, its two `payment_event` moves and the sandbox's own `sandbox_refund`): the line's
 *   paid share, which for a single-line order without coupons is all it paid, delivery included (payment-refund.ts
 *   `lineShares`);
 * - every unit of the order refunded, the order closes: completed → terminated (`terminate_reason` `refunded`, and
 *   its `sale_order_event`), as `settleReturnRefund` does;
 * - the order's earned points taken back (loyalty-points.ts `takeBackForRefund`): a `points_take_back` row (due and
 *   taken: all it earned) and the transfer `points_take_back` (the refund: shopper −, `platform:points:issued` +).
 *   The points come out of the order's own lot. When that lot is still open, it is emptied and the cached balance
 *   falls; when it has expired since (scale-points.ts wrote its expiry), the refund emptied it first, so there was
 *   nothing left to expire: the expiry's two entries become the take-back's (same amounts, the platform side moved
 *   from `expired` to `issued`), and the balance and the lot stay as they are;
 * - an issued invoice gets its credit note (invoice-issue.service.ts `creditRefund`): kind `credit_note`, the
 *   refund's amount, the shop's next number from `invoice_counter`, `credit_of` the invoice.
 *
 * Runs after the points and the invoices (scale.ts), since it takes the ones back and credits the others. Two
 * writers, one per parity of shopper account id, as scale-points.ts: a balance is touched by one of them only. The
 * shops' invoice counters are shared by both, so the credit notes are a statement of their own, last in the chunk,
 * that raises the counters first, in shop order (no deadlock), and numbers from what that answers.
 */

const LOCK = 72_017;
// The orders already returned: a run estimates what it will add from the orders after them (scale-chunks.ts).
const COVERED = `select order_id from return_order`;
/** Percent of completed orders that are returned. */
const SHARE = 3;
const COMPANY = 'SF';
const ISSUED = 'platform:points:issued';
const EXPIRED = 'platform:points:expired';

/** The parcel back: from the shopper's Guangzhou to the shop's Shenzhen, the orders' parcel journey the other way. */
const PARCEL_EVENTS = `(values
  (1, 'InfoReceived', interval '0', '{"en":"The shop has shipped the order; SF Express has received the parcel information","zh":"商家已发货，顺丰速运已收到包裹信息","ja":"ショップが発送しました。SFエクスプレスが荷物情報を受け付けました"}', '{"en":"Guangzhou","zh":"广州","ja":"広州"}'),
  (2, 'InTransit', interval '4 hours', '{"en":"Picked up by the courier in Guangzhou","zh":"快递员已在广州揽收","ja":"広州で集荷されました"}', '{"en":"Guangzhou","zh":"广州","ja":"広州"}'),
  (3, 'InTransit', interval '10 hours', '{"en":"Departed the Guangzhou sorting centre for Shenzhen","zh":"已离开【广州分拨中心】，发往深圳","ja":"広州仕分けセンターを出発し、深センへ向かっています"}', '{"en":"Guangzhou","zh":"广州","ja":"広州"}'),
  (4, 'OutForDelivery', interval '30 hours', '{"en":"Out for delivery in Shenzhen","zh":"【深圳】派件中","ja":"深センで配達中です"}', '{"en":"Shenzhen","zh":"深圳","ja":"深セン"}'),
  (5, 'Delivered', interval '34 hours', '{"en":"Delivered; signed for by the recipient","zh":"已签收","ja":"配達が完了しました"}', '{"en":"Shenzhen","zh":"深圳","ja":"深セン"}')
) as j(step, status, after, description, location)`;

/*
 * The chunk's returns, orders $1..$2 of the shoppers whose account id has the parity $3 ($4: the platform's issued
 * points account, $5 its expired one). Everything written is computed from one materialized row set (`plan`), its
 * ids drawn from the tables' sequences beforehand, so no part of the statement joins rows another part inserted.
 * The times: t0 the request (1-5 days after receipt), t1 approved, t2 sent back, t3 received and refund asked, t4
 * refund settled.
 */
const RETURNS_SQL = `
with o as (
  select o.*, o.t3 + interval '1 minute' as t4 from (
    select o.*, o.t2 + interval '40 hours' as t3 from (
      select o.*, o.t0 + interval '3 hours' as t1, o.t0 + interval '23 hours' as t2 from (
        select id as order_id, substr(order_no, 2)::int as n, order_no, account_id, shop_id, pay_amount, received_at,
          received_at + make_interval(days => 1 + (hashint4(substr(order_no, 2)::int * 89 + 4) & 2147483647) % 5, mins => substr(order_no, 2)::int % 720) as t0,
          (array['damaged', 'not_as_described', 'wrong_item', 'quality', 'changed_mind'])[1 + (hashint4(substr(order_no, 2)::int * 97 + 3) & 2147483647) % 5] as reason
        from sale_order
        where ${orderNoRange} and status = 'completed' and account_id % 2 = $3
          and (hashint4(substr(order_no, 2)::int * 83 + 2) & 2147483647) % 100 < ${SHARE}
          and not exists (select 1 from return_order r where r.account_id = sale_order.account_id and r.request_key = 'scale:' || sale_order.order_no)
      ) o
    ) o
  ) o
), plan as materialized (
  select o.*, l.id as line_id, l.quantity, pay.payment_id, pay.channel, pay.payment_no, m.account_id as merchant_account_id,
    coalesce(d.address, jsonb_build_object('receiverName', s.name, 'phone', s.phone, 'address', s.address)) as return_address,
    pe.points, a.id as ledger_id, b.balance, live.lot_id, gone.shopper_entry_id, gone.platform_entry_id,
    nextval(pg_get_serial_sequence('return_order', 'id')) as return_id,
    nextval(pg_get_serial_sequence('payment_refund', 'id')) as refund_id,
    nextval(pg_get_serial_sequence('shipment', 'id')) as shipment_id
  from o
  join sale_order_goods l on l.order_id = o.order_id
  join lateral (select po.payment_id, p.channel, p.payment_no from payment_order po join payment p on p.id = po.payment_id
    where po.order_id = o.order_id and p.status = 'paid' and po.amount = o.pay_amount limit 1) pay on true
  join points_earning pe on pe.order_id = o.order_id
  join shop s on s.id = o.shop_id join merchant m on m.id = s.merchant_id
  left join lateral (select jsonb_build_object('receiverName', jsonb_build_object('en', d.contact_name, 'zh', d.contact_name, 'ja', d.contact_name), 'phone', d.phone, 'address', d.address) as address
    from shop_address d where d.shop_id = o.shop_id and d.kind = 'return' order by d.sort, d.id limit 1) d on true
  left join ledger_account a on a.key = 'shopper:' || o.account_id || ':points'
  left join ledger_balance b on b.account_id = a.id
  left join ledger_entry earned on earned.account_id = a.id and earned.cause_type = 'order_points' and earned.cause_id = o.order_id::text
  -- The order's lot, still holding its points; or its expiry, written when it ran out (cause: the lot).
  left join lateral (select lot.id as lot_id from points_lot lot
    where lot.account_id = a.id and lot.expires_at = pe.expires_at and lot.remaining > 0 and lot.entry_id = earned.id and lot.remaining = pe.points) live on true
  left join lateral (select x.id as shopper_entry_id, y.id as platform_entry_id
    from (select x.id, x.cause_id from ledger_entry x where x.account_id = a.id and x.created_at = pe.expires_at and x.cause_type = 'points_expiry' and x.amount = -pe.points offset 0) x
    join points_lot lot on lot.id = x.cause_id::int
    join ledger_entry y on y.account_id = $5::int and y.cause_type = 'points_expiry' and y.cause_id = x.cause_id
    where lot.entry_id = earned.id and lot.remaining = 0) gone on true
  where o.t4 <= now() and (pe.points = 0 or live.lot_id is not null or gone.shopper_entry_id is not null)
), returns as (
  insert into return_order (id, return_no, order_id, account_id, shop_id, kind, status, reason, description, images, amount, request_key,
    respond_by, return_address, return_shipment_id, refund_id, refund_amount, created_at, updated_at)
  overriding system value
  select return_id, 'R' || to_char(t0 at time zone 'UTC', 'YYYYMMDD') || lpad(n::text, 10, '0'), order_id, account_id, shop_id, 'return', 'refunded',
    reason, '', '{}', pay_amount, 'scale:' || order_no, null, return_address, shipment_id, refund_id, pay_amount, t0, t4
  from plan
  returning 1
), lines as (
  insert into return_order_line (return_id, order_line_id, quantity, received_quantity)
  select return_id, line_id, quantity, quantity from plan
  returning 1
), moves as (
  insert into return_order_event (return_id, from_status, to_status, actor, actor_id, note, created_at)
  select p.return_id, m.from_status, m.to_status, m.actor, m.actor_id, m.note, m.at from plan p,
  lateral (values
    (1, null, 'requested', 'shopper', p.account_id, p.reason, p.t0),
    (2, 'requested', 'approved', 'merchant', p.merchant_account_id, '', p.t1),
    (3, 'approved', 'returning', 'shopper', p.account_id, '${COMPANY} SF8' || lpad(p.n::text, 12, '0'), p.t2),
    (4, 'returning', 'received', 'merchant', p.merchant_account_id, p.quantity || '/' || p.quantity, p.t3),
    (5, 'received', 'refunding', 'merchant', p.merchant_account_id, '', p.t3),
    (6, 'refunding', 'refunded', 'system', null, '', p.t4)
  ) m(step, from_status, to_status, actor, actor_id, note, at)
  order by p.return_id, m.step
  returning 1
), parcels as (
  insert into shipment (id, order_id, shop_id, kind, return_id, company_code, tracking_no, carrier, status, shipped_by, created_at, updated_at, delivered_at, next_step_at)
  overriding system value
  select shipment_id, order_id, shop_id, 'return', return_id, '${COMPANY}', 'SF8' || lpad(n::text, 12, '0'), 'simulated', 'Delivered', account_id,
    t2, t2 + interval '34 hours', t2 + interval '34 hours', null
  from plan
  returning 1
), parcel_events as (
  insert into shipment_event (shipment_id, status, description, location, occurred_at, due_at, created_at)
  select p.shipment_id, j.status, j.description::jsonb, j.location::jsonb, p.t2 + j.after, case when j.step > 1 then p.t2 + j.after end, p.t2 + j.after
  from plan p, ${PARCEL_EVENTS}
  order by p.shipment_id, j.step
  returning 1
), refunds as (
  insert into payment_refund (id, payment_id, order_id, amount, channel, status, reason, request_key, provider_ref, created_at, settled_at)
  overriding system value
  select refund_id, payment_id, order_id, pay_amount, channel, 'settled', 'return:' || return_id, 'return:' || return_id, 'sandbox:refund-' || refund_id, t3, t4
  from plan
  returning 1
), refund_lines as (
  insert into payment_refund_line (refund_id, order_line_id, quantity, amount)
  select refund_id, line_id, quantity, pay_amount from plan
  returning 1
), refund_moves as (
  insert into payment_event (payment_id, refund_id, from_status, to_status, actor, actor_id, note, created_at)
  select p.payment_id, p.refund_id, m.from_status, m.to_status, m.actor, m.actor_id, m.note, m.at from plan p,
  lateral (values
    (1, null, 'pending', 'merchant', p.merchant_account_id, 'return:' || p.return_id, p.t3),
    (2, 'pending', 'settled', 'system', null, '', p.t4)
  ) m(step, from_status, to_status, actor, actor_id, note, at)
  order by p.refund_id, m.step
  returning 1
), provider as (
  insert into sandbox_refund (idempotency_key, payment_no, amount, created_at)
  select 'refund-' || refund_id, payment_no, pay_amount, t4 from plan
  on conflict do nothing
  returning 1
), closed as (
  update sale_order set status = 'terminated', terminated_at = plan.t4, terminate_reason = 'refunded', updated_at = plan.t4
  from plan where sale_order.id = plan.order_id and sale_order.status = 'completed'
  returning 1
), order_moves as (
  insert into sale_order_event (order_id, from_status, to_status, actor, actor_id, note, created_at)
  select order_id, 'completed', 'terminated', 'system', null, 'refunded', t4 from plan
  returning 1
), take_backs as (
  insert into points_take_back (refund_id, order_id, amount, due, taken, created_at)
  select refund_id, order_id, pay_amount, points, points, t4 from plan
  returning 1
), taken as materialized (
  -- Lots still open: a new transfer, the lot emptied, the balance lowered.
  select p.*, nextval('ledger_transfer_seq') as transfer_id,
    p.balance - sum(p.points) over (partition by p.ledger_id order by p.t4, p.order_id) as after
  from plan p where p.points > 0 and p.lot_id is not null
), entries as (
  insert into ledger_entry (account_id, amount, transfer_id, cause_type, cause_id, balance_after, memo, created_at)
  select v.account_id, v.amount, t.transfer_id, 'points_take_back', t.refund_id::text, v.after, 'points of a refunded order taken back', t.t4
  from taken t, lateral (values (t.ledger_id, -t.points, t.after), ($4::int, t.points, null)) v(account_id, amount, after)
  returning 1
), lots as (
  update points_lot set remaining = 0 from taken where points_lot.id = taken.lot_id
  returning 1
), balances as (
  update ledger_balance b set balance = b.balance - d.points, updated_at = now()
  from (select ledger_id, sum(points) as points from taken group by ledger_id) d
  where b.account_id = d.ledger_id
  returning 1
), converted as (
  -- Lots that have expired since: their expiry's entries become the take-back (nothing was left to expire).
  update ledger_entry e set cause_type = 'points_take_back', cause_id = v.refund_id::text, memo = 'points of a refunded order taken back',
    created_at = v.t4, account_id = case when e.account_id = $5::int then $4::int else e.account_id end
  from (select shopper_entry_id as id, refund_id, t4 from plan where shopper_entry_id is not null
        union all select platform_entry_id, refund_id, t4 from plan where platform_entry_id is not null) v
  where e.id = v.id
  returning 1
)
select (select count(*) from returns)::int + (select count(*) from lines)::int + (select count(*) from moves)::int + (select count(*) from parcels)::int
  + (select count(*) from parcel_events)::int + (select count(*) from refunds)::int + (select count(*) from refund_lines)::int
  + (select count(*) from refund_moves)::int + (select count(*) from provider)::int + (select count(*) from order_moves)::int
  + (select count(*) from take_backs)::int + (select count(*) from entries)::int as written,
  (select count(*) from returns)::int as returns, (select count(*) from closed)::int as closed,
  (select count(*) from lots)::int + (select count(*) from balances)::int + (select count(*) from converted)::int as updated`;

/*
 * The credit notes of the chunk's settled return refunds whose order's invoice was issued before they settled (the
 * parity's orders $1..$2, $3). The counters are raised first, in shop order, so the other writer waits rather than
 * deadlocks; their new values, read under the lock, number the notes.
 */
const CREDIT_SQL = `
with due as materialized (
  select f.id as refund_id, f.amount, f.settled_at, i.id as invoice_id, i.account_id, i.order_id, i.shop_id, i.title_kind, i.title_name, i.tax_no, i.email
  from (select id from sale_order where ${orderNoRange} and status = 'terminated' and account_id % 2 = $3) o
  join payment_refund f on f.order_id = o.id and f.status = 'settled' and f.request_key like 'return:%'
  join invoice i on i.order_id = o.id and i.kind = 'invoice' and i.status = 'issued' and i.status <> 'cancelled' and i.invoice_no is not null and i.issued_at <= f.settled_at
  where not exists (select 1 from invoice c where c.refund_id = f.id)
), counted as (
  insert into invoice_counter (shop_id, last_no)
  select shop_id, count(*) from due group by shop_id order by shop_id
  on conflict (shop_id) do update set last_no = invoice_counter.last_no + excluded.last_no
  returning shop_id, last_no
), made as (
  insert into invoice (kind, account_id, order_id, shop_id, status, title_kind, title_name, tax_no, email, amount, invoice_no, credit_of, refund_id, issued_at, created_at, updated_at)
  select 'credit_note', d.account_id, d.order_id, d.shop_id, 'issued', d.title_kind, d.title_name, d.tax_no, d.email, d.amount,
    c.last_no - count(*) over (partition by d.shop_id) + row_number() over (partition by d.shop_id order by d.settled_at, d.refund_id),
    d.invoice_id, d.refund_id, d.settled_at, d.settled_at, d.settled_at
  from due d join counted c on c.shop_id = d.shop_id
  returning 1
)
select (select count(*) from made)::int as notes`;

/** Returns and refunds a share of the completed generated orders; answers the rows written (updates not counted). */
export async function topUpReturns(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const { rows } = await db.$client.query(`select 1 from shipping_company where code = $1`, [COMPANY]);
  if (rows.length === 0) throw new Error(`the shipping company ${COMPANY} is not seeded`);
  const issued = await platformAccount(db, ISSUED);
  const expired = await platformAccount(db, EXPIRED);
  const last = await highestGenerated(db, 'orders');
  const written = await runChunks(
    db,
    { lockId: LOCK, last, parts: 2, what: 'returns', indexesOf: ['return_order', 'return_order_line', 'return_order_event'], coveredOrders: COVERED },
    async (client, from, to, part) => {
      const result = await client.query<{ written: number }>(RETURNS_SQL, [from, to, part, issued, expired]);
      const notes = await client.query<{ notes: number }>(CREDIT_SQL, [from, to, part]);
      return result.rows[0]!.written + notes.rows[0]!.notes;
    },
    say,
  );
  // The tables that grew by more than a sliver (parcels, entries and invoices gain a few percent at most).
  await db.$client.query('vacuum (analyze) return_order, return_order_line, return_order_event, payment_refund, payment_refund_line, sandbox_refund, points_take_back');
  return written;
}

/**
 * What is wrong with the generated returns: requests of orders not received or not theirs, refunds that are not the
 * request's or exceed what was paid, points not taken back or balances that no longer add up, refunds of invoiced
 * orders without their credit note, invoice numbers with gaps. Each check starts from the returns and reads the rest
 * by index (the returns are a few percent of the orders).
 */
export async function checkScaleReturns(db: Db): Promise<string[]> {
  const generated = `o.order_no ~ '^G[0-9]{9}$'`;
  const returns = `return_order r join sale_order o on o.id = r.order_id where ${generated}`;
  return countProblems(db, [
    ['returns of generated orders never received, another shopper\'s or shop\'s, or refunded with the order left open', `select count(*)::int as n from ${returns}
      and (o.received_at is null or r.created_at < o.received_at or r.account_id <> o.account_id or r.shop_id <> o.shop_id
        or (r.status = 'refunded' and o.status <> 'terminated'))`],
    ['refunded returns without their settled refund of what they asked', `select count(*)::int as n from ${returns} and r.status = 'refunded'
      and not exists (select 1 from payment_refund f where f.id = r.refund_id and f.order_id = r.order_id and f.status = 'settled' and f.amount = r.refund_amount
        and f.amount = r.amount and f.request_key = 'return:' || r.id
        and f.amount = (select coalesce(sum(x.amount), 0) from payment_refund_line x where x.refund_id = f.id))`],
    ['generated orders with returns refunded more than was paid for them', `select count(*)::int as n from (select distinct r.order_id from ${returns}) r
      where (select coalesce(sum(f.amount), 0) from payment_refund f where f.order_id = r.order_id and f.status in ('pending', 'settled'))
        > (select coalesce(sum(po.amount), 0) from payment_order po join payment p on p.id = po.payment_id where po.order_id = r.order_id and p.status = 'paid')`],
    ['refunded returns whose order\'s points were not all taken back', `select count(*)::int as n from ${returns} and r.status = 'refunded'
      and not exists (select 1 from points_earning pe join points_take_back t on t.refund_id = r.refund_id
        left join ledger_account a on a.key = 'shopper:' || r.account_id || ':points'
        left join ledger_entry s on s.account_id = a.id and s.cause_type = 'points_take_back' and s.cause_id = r.refund_id::text
        left join ledger_entry i on i.account_id = (select id from ledger_account where key = '${ISSUED}') and i.cause_type = 'points_take_back' and i.cause_id = r.refund_id::text
        where pe.order_id = r.order_id and t.due = pe.points and t.taken = pe.points and coalesce(-s.amount, 0) = pe.points and coalesce(i.amount, 0) = pe.points
          and s.transfer_id is not distinct from i.transfer_id)`],
    ['points accounts of shoppers with returns whose balance is not the sum of their entries or of their lots', `select count(*)::int as n from (
        select distinct a.id, b.balance from return_order r join sale_order o on o.id = r.order_id
          join ledger_account a on a.key = 'shopper:' || r.account_id || ':points' join ledger_balance b on b.account_id = a.id where ${generated}) a
      where a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entry e where e.account_id = a.id)
        or a.balance <> (select coalesce(sum(l.remaining), 0) from points_lot l where l.account_id = a.id and l.remaining > 0)`],
    ['refunds of invoiced generated orders without a credit note of the refund', `select count(*)::int as n from return_order r join sale_order o on o.id = r.order_id
      join payment_refund f on f.id = r.refund_id and f.status = 'settled'
      join invoice i on i.order_id = r.order_id and i.kind = 'invoice' and i.status = 'issued' and i.issued_at <= f.settled_at
      where ${generated} and not exists (select 1 from invoice c where c.refund_id = f.id and c.kind = 'credit_note' and c.status = 'issued' and c.credit_of = i.id
        and c.amount = f.amount and c.shop_id = i.shop_id and c.order_id = i.order_id and c.invoice_no is not null)`],
    ['shops whose invoice and credit note numbers are not 1..their counter', `select count(*)::int as n from invoice_counter c
      left join lateral (select count(*) as n, count(distinct invoice_no) as distinct_n, min(invoice_no) as low, max(invoice_no) as high
        from invoice i where i.shop_id = c.shop_id and i.invoice_no is not null) i on true
      where c.last_no > 0 and (i.n <> c.last_no or i.distinct_n <> i.n or i.low <> 1 or i.high <> c.last_no)`],
  ]);
}
