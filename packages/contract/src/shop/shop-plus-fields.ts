import { z } from 'zod';

/**
 * Shop membership ("plus"): a shop may sell membership (free to join) with benefits its merchant describes, and
 * members hold a stored-value balance at that shop, topped up through a payment and spent on that shop's orders.
 */

/** At most this many benefits and top-up denominations per shop. */
export const PLUS_MAX_BENEFITS = 8;
export const PLUS_MAX_DENOMINATIONS = 8;
/** A benefit's text, in each language. */
export const PLUS_BENEFIT_MAX_LENGTH = 80;

/** A benefit as the merchant writes it: a short text in every language (a blank language falls back to English). */
export const ZPlusBenefitText = z.strictObject({
  en: z.string().trim().min(1).max(PLUS_BENEFIT_MAX_LENGTH),
  zh: z.string().trim().max(PLUS_BENEFIT_MAX_LENGTH),
  ja: z.string().trim().max(PLUS_BENEFIT_MAX_LENGTH),
});
export type TPlusBenefitText = z.infer<typeof ZPlusBenefitText>;

/** A preset top-up: what the shopper pays and the bonus the shop adds to the balance (minor units). */
export const ZDenomination = z.strictObject({
  amount: z.number().int().positive().max(5_000_000),
  bonus: z.number().int().min(0).max(5_000_000),
});
export type TDenomination = z.infer<typeof ZDenomination>;

/** A request naming one shop. */
export const ZPlusShopRequest = z.strictObject({ shopId: z.number().int().positive().max(2_147_483_647) });
