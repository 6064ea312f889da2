import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpGoods } from './scale-goods.ts';
import { branchesByShop, checkScaleShops, topUpShops } from './scale-shops.ts';

const t = await createTestApp();
const one = async <R extends object>(text: string) => (await t.db.$client.query<R>(text)).rows[0]!;

it('adds branches of the demo mall shops with their owners, templates and addresses, and their share of the goods', async () => {
  const { n: shops } = await one<{ n: number }>(`select count(*)::int as n from shop`);
  expect(await topUpShops(t.db, shops + 5)).toBe(5);
  expect(await topUpShops(t.db, shops + 5)).toBe(0);
  expect(await checkScaleShops(t.db)).toEqual([]);
  const branches = await branchesByShop(t.db);
  expect([...branches.values()].flat()).toEqual(['SS000001', 'SS000002', 'SS000003', 'SS000004', 'SS000005']);
  // A branch opens with its own return addresses, as many as the shop it follows.
  const { missing } = await one<{ missing: number }>(
    `select count(*)::int as missing from shop s where s.code like 'SS%' and not exists (select 1 from shop_address a where a.shop_id = s.id)`,
  );
  expect(missing).toBe(0);

  // Goods past the first round over the leaves and shops go to branches too, each with its branch's own templates.
  const { n: goodsNow } = await one<{ n: number }>(`select count(*)::int as n from goods`);
  await topUpGoods(t.db, goodsNow + 1_500);
  const spread = await one<{ inBranches: number; foreignTemplates: number }>(
    `select (count(*) filter (where s.code like 'SS%'))::int as "inBranches",
            (count(*) filter (where d.shop_id <> g.shop_id))::int as "foreignTemplates"
     from goods g join shop s on s.id = g.shop_id left join delivery_fee_template d on d.id = g.delivery_template_id where g.code like 'S%'`,
  );
  expect(spread.inBranches).toBeGreaterThan(0);
  expect(spread.foreignTemplates).toBe(0);

  // A branch that lost a delivery rule is found.
  await t.db.$client.query(
    `delete from delivery_fee_rule where id = (select r.id from delivery_fee_rule r join delivery_fee_template d on d.id = r.template_id
       join shop s on s.id = d.shop_id where s.code = 'SS000001' limit 1)`,
  );
  expect(await checkScaleShops(t.db)).toEqual(['1 generated shops whose delivery rules differ in number from the shop they follow']);
});
