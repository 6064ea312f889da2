import { z } from 'zod';

/** Health: regulated medicine goods and medicine-demand requests answered by pharmacies (decisions: "Health"). */

/** An open demand (no quote accepted yet) expires this long after it was released. */
export const DEMAND_OPEN_HOURS = 24;
/** A quote is valid this many minutes by default (the pharmacy may choose 5 to 120). */
export const QUOTE_VALID_MINUTES = 30;
export const QUOTE_VALID_MIN_MINUTES = 5;
export const QUOTE_VALID_MAX_MINUTES = 120;
/** A demand is shown to verified pharmacies within this distance of the shopper (metres). */
export const DEMAND_RADIUS_M = 10_000;
/** At most this many prescription photos per demand. */
export const DEMAND_PHOTOS_MAX = 6;

/**
 * A demand's states: open → quoted (a pharmacy answered) → accepted (the shopper took a quote), or cancelled by the
 * shopper, or expired (open or quoted past its `expiresAt`, decided at read and in every conditional update).
 */
export const DEMAND_STATUSES = ['open', 'quoted', 'accepted', 'cancelled', 'expired'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

/** A quote's states: offered, accepted, declined (another quote was accepted), expired (past `validUntil`, at read). */
export const QUOTE_STATUSES = ['offered', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const ZHealthId = z.number().int().positive().max(2_147_483_647);

/** The regulatory facts of a medicine goods, in the caller's language. */
export const ZHealthGoodsFacts = z.object({
  goodsId: z.number().int(),
  /** `rx`: prescription only, sold only through an accepted quote; `otc`: over the counter; null: not a medicine. */
  drugClass: z.enum(['otc', 'rx']).nullable(),
  approvalNumber: z.string(),
  dosageForm: z.string(),
  specification: z.string(),
  usage: z.string(),
  contraindications: z.string(),
  /** Pieces of this goods one order may hold (the catalogue's purchase limit), null for no limit. */
  perOrderLimit: z.number().int().nullable(),
});
export type THealthGoodsFacts = z.infer<typeof ZHealthGoodsFacts>;

/** A pharmacy's drug licence as shown on its goods and shop. */
export const ZDrugLicence = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  number: z.string(),
  image: z.string(),
  validUntil: z.string().nullable().describe('ISO 8601'),
  /** A health shop holding an unexpired drug licence. */
  verified: z.boolean(),
});
export type TDrugLicence = z.infer<typeof ZDrugLicence>;

export const ZMedicineQuote = z.object({
  quoteId: z.number().int(),
  demandId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Minor units. */
  unitPrice: z.number().int(),
  amount: z.number().int(),
  validUntil: z.string().describe('ISO 8601'),
  status: z.enum(QUOTE_STATUSES),
  /** The demand conversation the quote was posted in. */
  conversationId: z.number().int(),
  orderId: z.number().int().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TMedicineQuote = z.infer<typeof ZMedicineQuote>;

export const ZMedicineDemand = z.object({
  demandId: z.number().int(),
  medicine: z.string(),
  quantity: z.number().int(),
  symptoms: z.string(),
  prescription: z.boolean(),
  /** Signed links (ten minutes) to the prescription photos: only for the requester and the pharmacies shown it. */
  photos: z.array(z.string()),
  status: z.enum(DEMAND_STATUSES),
  expiresAt: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  quotes: z.array(ZMedicineQuote),
});
export type TMedicineDemand = z.infer<typeof ZMedicineDemand>;

/** A demand as a pharmacy sees it: without the shopper's identity, with its distance and the pharmacy's own quotes. */
export const ZPharmacyDemand = ZMedicineDemand.extend({ distanceM: z.number().int() });
export type TPharmacyDemand = z.infer<typeof ZPharmacyDemand>;
