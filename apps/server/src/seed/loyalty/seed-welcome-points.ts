import { gt } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { couponActivity } from '../../modules/coupon/coupon.tables.ts';
import { loc } from '../catalogue/attributes.ts';

const DAY_MS = 86_400_000;

/**
 * The welcome activity giving 50 score points, once per shopper (`user/activity/points/pick`). Its own seed step
 * (not the catalogue's, which runs on an empty database only), so a demo seeded before points activities existed
 * gains it; skipped when any points activity exists, so seeding again changes nothing.
 */
export async function seedWelcomePoints(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ id: couponActivity.id }).from(couponActivity).where(gt(couponActivity.points, 0)).limit(1);
  if (existing) return;
  const now = Date.now();
  await tx.insert(couponActivity).values({
    title: loc(['Welcome points', '新人积分', 'ウェルカムポイント']),
    description: loc(['50 points for your next orders, once per shopper', '领取 50 积分，每人一次', '50 ポイントをプレゼント（お一人様 1 回）']),
    startsAt: new Date(now - 7 * DAY_MS),
    endsAt: new Date(now + 365 * DAY_MS),
    position: 1,
    points: 50,
    pointsPerUser: 1,
  });
}
