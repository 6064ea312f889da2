import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { shop } from '../../modules/shop/shop.tables.ts';
import { SEEDED_LAST_ORDER_MINUTES, seedTakeawayTerms } from './seed-takeaway-terms.ts';

const t = await createTestApp();

describe('seeded takeaway terms', () => {
  it('gives every seeded takeaway shop a packing fee and a last-order time, other kinds none', async () => {
    const shops = await t.db.select({ kind: shop.kind, packingFee: shop.packingFee, lastOrderMinutes: shop.lastOrderMinutes, deliveryFee: shop.deliveryFee }).from(shop);
    const takeaway = shops.filter((s) => s.kind === 'takeaway');
    expect(takeaway.length).toBeGreaterThan(0);
    for (const s of takeaway) {
      expect(s.lastOrderMinutes).toBe(SEEDED_LAST_ORDER_MINUTES);
      expect(s.packingFee).toBe(s.deliveryFee <= 500 ? 100 : 200);
    }
    expect(shops.filter((s) => s.kind !== 'takeaway').every((s) => s.packingFee === 0 && s.lastOrderMinutes === 0)).toBe(true);
  });

  it('leaves a merchant’s own terms alone when it runs again', async () => {
    const [one] = await t.db.select({ id: shop.id }).from(shop).where(eq(shop.kind, 'takeaway')).limit(1);
    await t.db.update(shop).set({ packingFee: 0, lastOrderMinutes: 15 }).where(eq(shop.id, one!.id));
    await t.db.transaction((tx) => seedTakeawayTerms(tx));
    const [after] = await t.db.select({ packingFee: shop.packingFee, lastOrderMinutes: shop.lastOrderMinutes }).from(shop).where(and(eq(shop.id, one!.id)));
    expect(after).toEqual({ packingFee: 0, lastOrderMinutes: 15 });
  });
});
