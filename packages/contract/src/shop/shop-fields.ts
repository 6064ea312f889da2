import { z } from 'zod';
import { MERCHANT_KINDS } from '../merchant/application-fields.ts';
import { ZShopCard } from '../catalogue/shop-fields.ts';

/** One opening span of a weekday, in minutes after local midnight; `closesAt` may pass 1440 (open past midnight). */
export const ZOpeningSpan = z.object({ opensAt: z.number().int(), closesAt: z.number().int() });

/** The opening hours of a shop, Monday (1) to Sunday (7), in the shop's own time zone. */
export const ZBusinessTimes = z.object({
  shopId: z.number().int(),
  /** IANA time zone of the shop (where its hours are meant). */
  timeZone: z.string(),
  /** Whether the shop is open now by its hours (and not closed by the merchant). */
  openNow: z.boolean(),
  /** All seven days in order; a day without spans is a closing day. */
  days: z.array(z.object({ weekday: z.number().int().min(1).max(7), spans: z.array(ZOpeningSpan) })),
});
export type TBusinessTimes = z.infer<typeof ZBusinessTimes>;

/** Takeaway terms; zero for shops that ship. Money in minor units. */
export const takeawayFields = {
  deliveryRadiusM: z.number().int(),
  minOrderAmount: z.number().int(),
  deliveryFee: z.number().int(),
  deliveryMinutes: z.number().int(),
};

/** The review scores out of 5 (one decimal) besides the overall rating. */
export const scoreFields = {
  descScore: z.number(),
  serviceScore: z.number(),
  deliveryScore: z.number(),
};

/** A shop as its own pages show it: the card with its address, contact and terms. */
export const ZShopProfile = ZShopCard.extend({
  phone: z.string(),
  /** The full address line in the T-lang language. */
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  ...scoreFields,
  ...takeawayFields,
  /** Open now by its business times (always false for a closed shop). */
  openNow: z.boolean(),
});
export type TShopProfile = z.infer<typeof ZShopProfile>;

/** The merchant running a shop, as shoppers see it. */
export const ZShopMerchant = z.object({ id: z.number().int(), kind: z.enum(MERCHANT_KINDS), name: z.string() });
export type TShopMerchant = z.infer<typeof ZShopMerchant>;

/** A licence or permit of a shop. */
export const ZShopQualification = z.object({
  id: z.number().int(),
  kind: z.enum(['business_license', 'food_license', 'drug_license', 'medical_device', 'brand_authorization', 'other']),
  name: z.string(),
  number: z.string(),
  image: z.string(),
  validUntil: z.string().nullable().describe('ISO 8601'),
});
export type TShopQualification = z.infer<typeof ZShopQualification>;

/** A document the platform checked for a merchant; personal numbers come masked. */
export const ZMerchantCertificate = z.object({
  id: z.number().int(),
  kind: z.enum(['business_license', 'id_card', 'food_license', 'drug_license', 'tax_registration', 'brand_authorization']),
  name: z.string(),
  number: z.string(),
  holder: z.string(),
  image: z.string(),
  validUntil: z.string().nullable().describe('ISO 8601'),
});
export type TMerchantCertificate = z.infer<typeof ZMerchantCertificate>;
