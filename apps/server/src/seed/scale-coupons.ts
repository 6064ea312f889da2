import type { Db } from '../platform/database.ts';
import { countProblems, highestGenerated, runChunks, shopperNoRange } from './scale-chunks.ts';

/**
 * Coupons claimed by the generated shoppers for the scale benchmarks: about 30% of them (a hash of the shopper number
 * decides) hold one coupon they picked in the last week, one of the coupons open for picking now (active, inside its
 * pick window), chosen by the same hash. It stays usable for the coupon's `valid_days` from the pick, as
 * `coupon-pick.service.ts` gives it. The coupon's `picked_quantity` grows by the chunk's claims in the same
 * statement, and claims beyond what is left of a coupon are not made, so `picked_quantity` never passes the total.
 * All claims are unused: the generated orders carry no discount, and a used coupon needs an order that took it off.
 */

const LOCK = 72_016;
const SHARE = 30;

const CHUNK_SQL = `
with s as (
  select a.id, substr(a.number, 3)::int as n from account a
  where a.${shopperNoRange} and (hashint4(substr(a.number, 3)::int * 73 + 5) & 2147483647) % 100 < ${SHARE}
    and not exists (select 1 from user_coupon u where u.account_id = a.id)
), wanted as (
  select s.id as account_id, s.n, ($3::int[])[1 + (hashint4(s.n * 79 + 1) & 2147483647) % cardinality($3::int[])] as coupon_id from s
), ranked as (
  select w.*, c.shop_id, c.valid_days, c.pick_starts_at, row_number() over (partition by w.coupon_id order by w.n) as place, c.total_quantity - c.picked_quantity as left_over
  from wanted w join coupon c on c.id = w.coupon_id
), claims as (
  insert into user_coupon (account_id, coupon_id, shop_id, status, picked_at, expires_at)
  select account_id, coupon_id, shop_id, 'unused', at, at + make_interval(days => valid_days)
  from ranked, lateral (select greatest(pick_starts_at, now() - make_interval(secs => (hashint4(n * 83 + 2) & 2147483647) % 604800)) as at) p
  where place <= left_over
  returning coupon_id
), counted as (
  update coupon c set picked_quantity = c.picked_quantity + k.n
  from (select coupon_id, count(*)::int as n from claims group by coupon_id) k
  where c.id = k.coupon_id
  returning 1
)
select (select count(*) from claims)::int as claims, (select count(*) from counted)::int as coupons`;

/** Claims a coupon for a share of the generated shoppers; answers the claims written (0 when no coupon is open). */
export async function topUpCoupons(db: Db, say: (msg: string) => void = () => {}): Promise<number> {
  const { rows } = await db.$client.query<{ id: number }>(
    `select id from coupon where status = 'active' and pick_starts_at <= now() and pick_ends_at > now() and picked_quantity < total_quantity order by id`,
  );
  if (rows.length === 0) {
    say('coupons: none open for picking; nothing to claim');
    return 0;
  }
  const last = await highestGenerated(db, 'shoppers');
  const written = await runChunks(db, { lockId: LOCK, last, what: 'coupons' }, async (client, from, to) => {
    const result = await client.query<{ claims: number }>(CHUNK_SQL, [from, to, rows.map((r) => r.id)]);
    return result.rows[0]!.claims;
  }, say);
  await db.$client.query('vacuum (analyze) user_coupon, coupon');
  return written;
}

/** What is wrong with the generated shoppers' coupons: counts past the total, claims outside the coupon's terms. */
export async function checkScaleCoupons(db: Db): Promise<string[]> {
  return countProblems(db, [
    ['coupons picked more often than they count or than they hold', `select count(*)::int as n from coupon c
      where c.picked_quantity > c.total_quantity or c.picked_quantity < (select count(*) from user_coupon u where u.coupon_id = c.id)`],
    ['generated shoppers holding more of a coupon than its per-user limit', `select count(*)::int as n from (select 1 from user_coupon u
      join account a on a.id = u.account_id join coupon c on c.id = u.coupon_id where a.number ~ '^SP[0-9]{8}$'
      group by u.account_id, u.coupon_id, c.per_user_limit having count(*) > c.per_user_limit) x`],
    ['generated claims outside their coupon\'s shop, pick window or validity', `select count(*)::int as n from user_coupon u
      join account a on a.id = u.account_id join coupon c on c.id = u.coupon_id where a.number ~ '^SP[0-9]{8}$'
      and (u.shop_id is distinct from c.shop_id or u.picked_at < c.pick_starts_at or u.picked_at > c.pick_ends_at
        or u.expires_at <> u.picked_at + make_interval(days => c.valid_days))`],
  ]);
}
