import { z } from 'zod';
import { ZShopCoupon } from '../shop/query-shop-coupons.ts';
import { TAKEAWAY_OPEN_STATES } from './takeaway-rules.ts';

/** The stages of a paid takeaway order, in order; the shop's staff move it one stage at a time. */
export const TAKEAWAY_STAGES = ['accepted', 'preparing', 'delivering', 'delivered'] as const;
export type TakeawayStage = (typeof TAKEAWAY_STAGES)[number];
export const ZTakeawayStage = z.enum(TAKEAWAY_STAGES);

/** The stage after one, or null after the last. */
export function nextStage(stage: TakeawayStage): TakeawayStage | null {
  return TAKEAWAY_STAGES[TAKEAWAY_STAGES.indexOf(stage) + 1] ?? null;
}

/** Whether a shop takes orders now, in its own time zone (takeaway-rules.ts). */
export const ZTakeawayOpenState = z.object({
  state: z.enum(TAKEAWAY_OPEN_STATES),
  opensAt: z.string().nullable().describe('ISO 8601: the next opening when not open'),
  lastOrderAt: z.string().nullable().describe('ISO 8601: while open, the last minute orders are taken'),
  opensAtLocal: z.string().nullable().describe('HH:MM in the shop time zone'),
  lastOrderLocal: z.string().nullable().describe('HH:MM in the shop time zone'),
  timeZone: z.string(),
});
export type TTakeawayOpenState = z.infer<typeof ZTakeawayOpenState>;

/** A takeaway shop as its pages show it; money in minor units, distances in metres. */
export const ZTakeawayShop = z.object({
  shopId: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  intro: z.string(),
  address: z.string(),
  rating: z.number(),
  salesCount: z.number().int(),
  /** The merchant's own switch: a closed shop takes no orders whatever its hours say. */
  status: z.enum(['open', 'closed']),
  open: ZTakeawayOpenState,
  deliveryRadiusM: z.number().int(),
  deliveryFee: z.number().int(),
  packingFee: z.number().int(),
  minOrderAmount: z.number().int(),
  deliveryMinutes: z.number().int(),
  /** From the given point (else the caller's default address); null when neither is known. */
  distanceM: z.number().int().nullable(),
  inRange: z.boolean().nullable(),
});
export type TTakeawayShop = z.infer<typeof ZTakeawayShop>;

export const ZTakeawayCoupon = ZShopCoupon;

/** A goods of a takeaway shop's menu. */
export const ZTakeawayGoods = z.object({
  goodsId: z.number().int(),
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  salesCount: z.number().int(),
});
export type TTakeawayGoods = z.infer<typeof ZTakeawayGoods>;

/** A shop's move of a takeaway order to its next stage, and the times so far. */
export const ZTakeawayProgress = z.object({
  orderId: z.number().int(),
  shopId: z.number().int(),
  stage: ZTakeawayStage,
  etaAt: z.string(),
  acceptedAt: z.string(),
  preparingAt: z.string().nullable(),
  deliveringAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type TTakeawayProgress = z.infer<typeof ZTakeawayProgress>;

/** The merchant's takeaway terms of a shop. */
export const ZTakeawaySettings = z.object({
  shopId: z.number().int(),
  deliveryRadiusM: z.number().int(),
  deliveryFee: z.number().int(),
  minOrderAmount: z.number().int(),
  packingFee: z.number().int(),
  deliveryMinutes: z.number().int(),
  lastOrderMinutes: z.number().int(),
  /** Local dates (YYYY-MM-DD) the shop is closed, ascending; past ones are kept for the record but not listed. */
  holidays: z.array(z.string()),
  timeZone: z.string(),
  open: ZTakeawayOpenState,
});
export type TTakeawaySettings = z.infer<typeof ZTakeawaySettings>;
