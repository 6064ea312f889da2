import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, orderNoRange, runChunks } from './scale-chunks.ts';

/**
 * The parcels of the generated orders that were shipped (on their way or completed), with their tracking events,
 * for the scale benchmarks. Parcel n is order n's, sent with SF Express (seeded) under tracking number
 * `SF9` and order n's 12 digits, so it is unique and fits SF's pattern. Its journey (handed over, picked up, sorted,
 * out for delivery, delivered) starts when the order shipped; only the events whose time has come are written, and
 * the parcel's status is its last one's. A completed order's parcel was delivered before it was received. No parcel
 * has a carrier step to come (`next_step_at` null), so a mall started on the data has nothing to sweep.
 */

const LOCK = 72_011;
// The orders already given a parcel: a run estimates what it will add from the orders after them (scale-chunks.ts).
const COVERED = `select order_id from shipment where kind = 'order'`;
const COMPANY = 'SF';

const EVENTS = `(values
  (1, 'InfoReceived', interval '0', '{"en":"The shop has shipped the order; SF Express has received the parcel information","zh":"商家已发货，顺丰速运已收到包裹信息","ja":"ショップが発送しました。SFエクスプレスが荷物情報を受け付けました"}'::jsonb, '{"en":"Shenzhen","zh":"深圳","ja":"深セン"}'::jsonb),
  (2, 'InTransit', interval '4 hours', '{"en":"Picked up by the courier in Shenzhen","zh":"快递员已在深圳揽收","ja":"深センで集荷されました"}'::jsonb, '{"en":"Shenzhen","zh":"深圳","ja":"深セン"}'::jsonb),
  (3, 'InTransit', interval '10 hours', '{"en":"Departed the Shenzhen sorting centre for Guangzhou","zh":"已离开【深圳分拨中心】，发往广州","ja":"深セン仕分けセンターを出発し、広州へ向かっています"}'::jsonb, '{"en":"Shenzhen","zh":"深圳","ja":"深セン"}'::jsonb),
  (4, 'OutForDelivery', interval '30 hours', '{"en":"Out for delivery in Guangzhou","zh":"【广州】派件中","ja":"広州で配達中です"}'::jsonb, '{"en":"Guangzhou","zh":"广州","ja":"広州"}'::jsonb),
  (5, 'Delivered', interval '34 hours', '{"en":"Delivered; signed for by the recipient","zh":"已签收","ja":"配達が完了しました"}'::jsonb, '{"en":"Guangzhou","zh":"广州","ja":"広州"}'::jsonb)
) as j(step, status, after, description, location)`;

/*
 * The chunk: shipped orders $1..$2 without a parcel get one, and its events up to now. The steps whose time has come
 * are the first `last_step` (each comes later than the one before), so the parcel takes that step's status and the
 * events are the steps up to it: no window over every event row to find the last (that sorted a chunk's 225,000
 * rows on disk), and the descriptions are constants parsed once, not once per row.
 */
const CHUNK_SQL = `
with o as (
  select id, shop_id, substr(order_no, 2)::int as n, shipped_at,
    -- A received order's parcel was delivered (even when the generated orders put its receipt a little ahead of now).
    (select max(j.step) from ${EVENTS} where j.step = 1 or shipped_at + j.after <= coalesce(received_at, now())) as last_step
  from sale_order
  where ${orderNoRange} and shipped_at is not null
    and not exists (select 1 from shipment s where s.order_id = sale_order.id and s.kind = 'order')
), parcels as (
  insert into shipment (order_id, shop_id, kind, company_code, tracking_no, carrier, status, created_at, updated_at, delivered_at, next_step_at)
  select o.id, o.shop_id, 'order', '${COMPANY}', 'SF9' || lpad(o.n::text, 12, '0'), 'simulated', j.status, o.shipped_at, o.shipped_at + j.after,
    case when j.status = 'Delivered' then o.shipped_at + j.after end, null
  from o join ${EVENTS} on j.step = o.last_step
  on conflict do nothing
  returning id, order_id
), events as (
  insert into shipment_event (shipment_id, status, description, location, occurred_at, due_at, created_at)
  select parcels.id, j.status, j.description, j.location, o.shipped_at + j.after, case when j.step > 1 then o.shipped_at + j.after end, o.shipped_at + j.after
  from parcels join o on o.id = parcels.order_id join ${EVENTS} on j.step <= o.last_step
  returning 1
)
select (select count(*) from parcels)::int as parcels, (select count(*) from events)::int as events`;

/** Gives every shipped generated order its parcel and events; answers the rows written (parcels and events). */
export async function topUpShipments(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const { rows } = await db.$client.query(`select 1 from shipping_company where code = $1`, [COMPANY]);
  if (rows.length === 0) throw new Error(`the shipping company ${COMPANY} is not seeded`);
  const last = await highestGenerated(db, 'orders');
  const written = await runChunks(db, { lockId: LOCK, last, writers: 2, what: 'shipments', indexesOf: ['shipment_event', 'shipment'], coveredOrders: COVERED }, async (client, from, to) => {
    const result = await client.query<{ parcels: number; events: number }>(CHUNK_SQL, [from, to]);
    return result.rows[0]!.parcels + result.rows[0]!.events;
  }, say);
  await db.$client.query('vacuum (analyze) shipment, shipment_event');
  return written;
}

/** What is wrong with the generated parcels; empty when they agree with their orders. */
export async function checkScaleShipments(db: Db): Promise<string[]> {
  const generated = `o.order_no ~ '^G[0-9]{9}$'`;
  return countProblems(db, [
    ['shipped generated orders without exactly one parcel', `select count(*)::int as n from sale_order o where ${generated} and o.shipped_at is not null
      and (select count(*) from shipment s where s.order_id = o.id and s.kind = 'order') <> 1`],
    ['generated orders never shipped that have a parcel', `select count(*)::int as n from sale_order o join shipment s on s.order_id = o.id where ${generated} and o.shipped_at is null`],
    ['parcels whose status is not their last event\'s', `select count(*)::int as n from sale_order o join shipment s on s.order_id = o.id where ${generated}
      and s.status is distinct from (select e.status from shipment_event e where e.shipment_id = s.id order by e.occurred_at desc, e.id desc limit 1)`],
    ['completed generated orders whose parcel was not delivered before they were received', `select count(*)::int as n from sale_order o join shipment s on s.order_id = o.id
      where ${generated} and o.status = 'completed' and (s.status <> 'Delivered' or s.delivered_at > o.received_at)`],
    ['generated parcels with a shop other than their order\'s', `select count(*)::int as n from sale_order o join shipment s on s.order_id = o.id where ${generated} and s.shop_id <> o.shop_id`],
  ]);
}
