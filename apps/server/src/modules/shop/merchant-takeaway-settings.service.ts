import { and, eq, gte } from 'drizzle-orm';
import type { TSaveMerchantTakeawaySettingsRequest } from '@mall/contract/takeaway/save-merchant-takeaway-settings';
import type { TTakeawaySettings } from '@mall/contract/takeaway/takeaway-fields';
import type { Db, Tx } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { ValidationFailure } from '../../platform/validation.ts';
import { loadTakeawayTerms } from '../../read-models/takeaway-terms.ts';
import { takeawayStateNow, takeawayToday } from './takeaway-terms.ts';
import { shop, shopHoliday } from './shop.tables.ts';

/**
 * The merchant console's takeaway terms of a shop: radius, delivery and packing fees, smallest order, delivery and
 * last order minutes, holidays from today on (in the shop's time zone), and where the shop stands now.
 */
export async function queryTakeawaySettings(q: Db | Tx, shopId: number): Promise<TTakeawaySettings> {
  const terms = (await loadTakeawayTerms(q, [shopId])).get(shopId);
  if (!terms) throw new AppError('TAKEAWAY_NOT_TAKEAWAY');
  const today = takeawayToday(terms.timeZone);
  return {
    shopId,
    deliveryRadiusM: terms.deliveryRadiusM,
    deliveryFee: terms.deliveryFee,
    minOrderAmount: terms.minOrderAmount,
    packingFee: terms.packingFee,
    deliveryMinutes: terms.deliveryMinutes,
    lastOrderMinutes: terms.lastOrderMinutes,
    holidays: terms.holidays.filter((d) => d >= today),
    timeZone: terms.timeZone,
    open: takeawayStateNow(terms),
  };
}

/**
 * Saves a takeaway shop's terms in one transaction under the shop's row lock (`no key update`, as the hours' save),
 * so a checkout reads the old terms or the new ones. The holidays from today on are replaced by the list; a date
 * before today (the shop's) is refused with 1001 naming it, past holidays stay as they were. Not a takeaway shop: 5116.
 */
export async function saveTakeawaySettings(db: Db, input: TSaveMerchantTakeawaySettingsRequest): Promise<TTakeawaySettings> {
  const { shopId } = input;
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ kind: shop.kind }).from(shop).where(eq(shop.id, shopId)).for('no key update');
    if (!found) throw new AppError('NOT_FOUND');
    if (found.kind !== 'takeaway') throw new AppError('TAKEAWAY_NOT_TAKEAWAY');
    const terms = (await loadTakeawayTerms(tx, [shopId])).get(shopId)!;
    const today = takeawayToday(terms.timeZone);
    const past = input.holidays.findIndex((d) => d < today);
    if (past >= 0) throw new ValidationFailure([{ field: `holidays.${past}`, message: `must be today (${today}) or later` }]);
    await tx
      .update(shop)
      .set({
        deliveryRadiusM: input.deliveryRadiusM,
        deliveryFee: input.deliveryFee,
        minOrderAmount: input.minOrderAmount,
        packingFee: input.packingFee,
        deliveryMinutes: input.deliveryMinutes,
        lastOrderMinutes: input.lastOrderMinutes,
        updatedAt: new Date(),
      })
      .where(eq(shop.id, shopId));
    await tx.delete(shopHoliday).where(and(eq(shopHoliday.shopId, shopId), gte(shopHoliday.day, today)));
    if (input.holidays.length > 0) await tx.insert(shopHoliday).values(input.holidays.map((day) => ({ shopId, day })));
    return queryTakeawaySettings(tx, shopId);
  });
}
