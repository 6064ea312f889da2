import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/database.ts';
import { shop } from '../../modules/shop/shop.tables.ts';

/** Orders stop this many minutes before a seeded takeaway shop closes. */
export const SEEDED_LAST_ORDER_MINUTES = 30;
/** A seeded takeaway shop's packing fee (minor units): ¥1 where delivery costs ¥5 or less, else ¥2. */
const CHEAP_DELIVERY = 500;
const PACKING_CHEAP = 100;
const PACKING_DEAR = 200;

/**
 * Takeaway's starting terms (decisions: "Takeaway"): every seeded takeaway shop charges a packing fee and takes its
 * last orders half an hour before closing. Its own step, so a demo seeded before it gains them; only shops whose
 * terms are still the defaults (no packing fee, orders until closing) are touched, so a merchant's own terms stay.
 */
export async function seedTakeawayTerms(tx: Tx): Promise<void> {
  await tx
    .update(shop)
    .set({
      packingFee: sql`case when ${shop.deliveryFee} <= ${CHEAP_DELIVERY}::int then ${PACKING_CHEAP}::int else ${PACKING_DEAR}::int end`,
      lastOrderMinutes: SEEDED_LAST_ORDER_MINUTES,
    })
    .where(and(eq(shop.kind, 'takeaway'), eq(shop.packingFee, 0), eq(shop.lastOrderMinutes, 0)));
}
