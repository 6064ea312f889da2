import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { topUpShoppers } from './scale-orders.ts';
import { checkScaleCoupons, topUpCoupons } from './scale-coupons.ts';

const t = await createTestApp();

it('claims open coupons for a share of generated shoppers, never past a coupon\'s total, once', async () => {
  await topUpShoppers(t.db, 1_000);
  // One open coupon nearly gone: it takes only the claims it has left.
  const { rows: [scarce] } = await t.db.$client.query<{ id: number }>(
    `update coupon set total_quantity = picked_quantity + 2 where id = (select min(id) from coupon where status = 'active' and pick_starts_at <= now() and pick_ends_at > now())
     returning id`,
  );
  const written = await topUpCoupons(t.db);
  expect(written).toBeGreaterThan(200);
  expect(written).toBeLessThan(400);
  expect(await topUpCoupons(t.db)).toBe(0);
  expect(await checkScaleCoupons(t.db)).toEqual([]);
  const { rows: [full] } = await t.db.$client.query<{ left: number; claims: number }>(
    `select (c.total_quantity - c.picked_quantity)::int as left, (select count(*) from user_coupon u join account a on a.id = u.account_id
       where u.coupon_id = c.id and a.number ~ '^SP[0-9]{8}$')::int as claims from coupon c where c.id = $1`,
    [scarce!.id],
  );
  expect(full).toEqual({ left: 0, claims: 2 });

  // More shoppers: only theirs claim; the check can fail.
  await topUpShoppers(t.db, 1_100);
  expect(await topUpCoupons(t.db)).toBeGreaterThan(0);
  expect(await checkScaleCoupons(t.db)).toEqual([]);
  await t.db.$client.query(`update user_coupon set expires_at = expires_at + interval '1 day' where id = (
    select u.id from user_coupon u join account a on a.id = u.account_id where a.number ~ '^SP[0-9]{8}$' limit 1)`);
  expect(await checkScaleCoupons(t.db)).toEqual(["1 generated claims outside their coupon's shop, pick window or validity"]);
});
