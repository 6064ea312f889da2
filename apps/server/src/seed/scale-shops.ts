import type { Db } from '../platform/database.ts';
import { countProblems } from './scale-chunks.ts';

/**
 * More mall shops for the scale benchmarks, each a branch of one of the demo's mall shops (shop n follows the
 * (n-1)-th demo mall shop, in id order, round the list): its own merchant and owner account, the demo shop's name with
 * its number, the same look, location and scores, its delivery templates with their rules, and its return addresses.
 * The goods generator then spreads a demo shop's goods over the shop and its branches (scale-goods.ts).
 *
 * Generated rows have numbered keys (shop `SS` and 6 digits, its merchant's account `SM` and 8), and a rerun adds only
 * the numbers above the highest, all in one statement.
 */

const SHOP_PREFIX = 'SS';
const ACCOUNT_PREFIX = 'SM';

/** The demo's mall shops that generated shops follow, in id order (what `SHOPS_SQL` numbers them by). */
const TEMPLATES = `select row_number() over (order by s.id)::int - 1 as i, s.* from shop s where s.kind = 'mall' and s.code !~ '^${SHOP_PREFIX}[0-9]{6}$'`;

/*
 * Shops $1..$2 as one statement: accounts, merchants, shops, owners, templates with their rules, return addresses.
 * The clones find what they were made from by their numbers: shop n follows template (n-1) % count.
 */
const SHOPS_SQL = `
with t as (${TEMPLATES}),
n as (select n, (n - 1) % (select count(*) from t) as i from generate_series($1::int, $2::int) n),
accounts as (
  insert into account (number, mobile, nick_name, roles, created_at)
  select '${ACCOUNT_PREFIX}' || lpad(n::text, 8, '0'), '17' || lpad(n::text, 9, '0'), 'Merchant ' || n, '{user,merchant}', now() - interval '400 days'
  from n
  returning id, number
), merchants as (
  insert into merchant (account_id, kind, name, contact_name, contact_phone, status, created_at)
  select a.id, m.kind, (select jsonb_object_agg(key, (value #>> '{}') || ' ' || n.n) from jsonb_each(m.name)), 'Merchant ' || n.n, '17' || lpad(n.n::text, 9, '0'), 'approved', now() - interval '400 days'
  from n join accounts a on a.number = '${ACCOUNT_PREFIX}' || lpad(n.n::text, 8, '0') join t on t.i = n.i join merchant m on m.id = t.merchant_id
  returning id, account_id
), shops as (
  insert into shop (merchant_id, code, kind, name, intro, logo, banner, phone, nation_id, province_id, city_id, district_id, address, lat, lng,
    rating, desc_score, service_score, delivery_score, status, search_vector, created_at, updated_at)
  select mm.id, '${SHOP_PREFIX}' || lpad(n.n::text, 6, '0'), t.kind, (select jsonb_object_agg(key, (value #>> '{}') || ' ' || n.n) from jsonb_each(t.name)),
    t.intro, t.logo, t.banner, t.phone, t.nation_id, t.province_id, t.city_id, t.district_id, t.address, t.lat, t.lng,
    t.rating, t.desc_score, t.service_score, t.delivery_score, 'open', t.search_vector, now() - interval '400 days', now() - interval '400 days'
  from n join t on t.i = n.i join accounts a on a.number = '${ACCOUNT_PREFIX}' || lpad(n.n::text, 8, '0') join merchants mm on mm.account_id = a.id
  returning id, code, merchant_id
), made as (
  select shops.id, shops.code, t.id as template_shop_id, a.id as owner_id
  from shops join n on shops.code = '${SHOP_PREFIX}' || lpad(n.n::text, 6, '0') join t on t.i = n.i join merchants mm on mm.id = shops.merchant_id
  join accounts a on a.id = mm.account_id
), members as (
  insert into shop_member (shop_id, account_id, role, rights)
  select made.id, made.owner_id, 'owner', '{goods,orders,aftersales,chat,finance}' from made
), templates as (
  insert into delivery_fee_template (shop_id, name, charge_by, is_default)
  select made.id, d.name, d.charge_by, d.is_default from made join delivery_fee_template d on d.shop_id = made.template_shop_id
  returning id, shop_id, name
), rules as (
  insert into delivery_fee_rule (template_id, nation_id, area_id, first_units, first_fee, extra_units, extra_fee, free_over_amount)
  select templates.id, r.nation_id, r.area_id, r.first_units, r.first_fee, r.extra_units, r.extra_fee, r.free_over_amount
  from templates join made on made.id = templates.shop_id
  join delivery_fee_template d on d.shop_id = made.template_shop_id and d.name = templates.name
  join delivery_fee_rule r on r.template_id = d.id
), addresses as (
  insert into shop_address (shop_id, kind, name, contact_name, phone, nation_id, province_id, city_id, district_id, address, lat, lng, sort)
  select made.id, x.kind, x.name, x.contact_name, x.phone, x.nation_id, x.province_id, x.city_id, x.district_id, x.address, x.lat, x.lng, x.sort
  from made join shop_address x on x.shop_id = made.template_shop_id
)
select count(*)::int as n from made`;

async function highestShop(db: Db): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>(`select coalesce(max(substr(code, 3)::int), 0) as n from shop where code ~ '^${SHOP_PREFIX}[0-9]{6}$'`);
  return rows[0]!.n;
}

/** Tops the shops up to `target` in all (the demo's included); answers how many it added. */
export async function topUpShops(db: Db, target: number, say: (msg: string) => void = () => {}): Promise<number> {
  const { rows } = await db.$client.query<{ all: number }>(`select count(*)::int as all from shop`);
  const have = await highestShop(db);
  const missing = target - rows[0]!.all;
  if (missing <= 0) {
    say(`${rows[0]!.all.toLocaleString('en')} shops already; nothing to add`);
    return 0;
  }
  const { rows: made } = await db.$client.query<{ n: number }>(SHOPS_SQL, [have + 1, have + missing]);
  say(`added ${made[0]!.n.toLocaleString('en')} shops, branches of the demo's mall shops`);
  return made[0]!.n;
}

/**
 * The generated shops by the demo shop they follow (by code): what the goods generator spreads that shop's goods over.
 */
export async function branchesByShop(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await db.$client.query<{ code: string; template: string }>(
    `with t as (${TEMPLATES})
     select s.code, t.code as template from shop s join t on t.i = (substr(s.code, 3)::int - 1) % (select count(*) from t)
     where s.code ~ '^${SHOP_PREFIX}[0-9]{6}$' order by s.code`,
  );
  const out = new Map<string, string[]>();
  for (const { code, template } of rows) out.set(template, [...(out.get(template) ?? []), code]);
  return out;
}

/** What is wrong with the generated shops: each has its owner, its templates and their rules as the shop it follows. */
export async function checkScaleShops(db: Db): Promise<string[]> {
  return countProblems(db, [
    [
      'generated shops without their owner',
      `select count(*)::int as n from shop s where s.code ~ '^${SHOP_PREFIX}[0-9]{6}$'
       and not exists (select 1 from shop_member m join merchant mm on mm.account_id = m.account_id where m.shop_id = s.id and m.role = 'owner' and mm.id = s.merchant_id)`,
    ],
    [
      'generated shops whose delivery rules differ in number from the shop they follow',
      `with t as (${TEMPLATES})
       select count(*)::int as n from shop s join t on t.i = (substr(s.code, 3)::int - 1) % (select count(*) from t)
       where s.code ~ '^${SHOP_PREFIX}[0-9]{6}$'
       and (select count(*) from delivery_fee_rule r join delivery_fee_template d on d.id = r.template_id where d.shop_id = s.id)
        <> (select count(*) from delivery_fee_rule r join delivery_fee_template d on d.id = r.template_id where d.shop_id = t.id)`,
    ],
  ]);
}
