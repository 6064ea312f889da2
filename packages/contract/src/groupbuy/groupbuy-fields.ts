import { z } from 'zod';

/** A listing is open until its cut-off, then succeeded (paid units reached the threshold) or failed (all refunded). */
export const GROUPBUY_STATUSES = ['open', 'succeeded', 'failed'] as const;
export type GroupbuyStatus = (typeof GROUPBUY_STATUSES)[number];

/** Distance of the group-buy landing's infinite scroll from the bottom, in CSS pixels (spec: reach-bottom 100). */
export const GROUPBUY_REACH_BOTTOM = 100;

/** A pickup code: ten digits, made by a cryptographically secure generator, shown as text and as a QR code. */
export const PICKUP_CODE_LENGTH = 10;
export const ZPickupCode = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'ten digits'));

export const ZGroupbuyId = z.number().int().positive().max(2_147_483_647);

export const ZHouseCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  icon: z.string(),
});
export type THouseCategory = z.infer<typeof ZHouseCategory>;

/** A listing as cards and the detail show it. */
export const ZGroupbuyListing = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  specName: z.string(),
  image: z.string(),
  /** The SKU's own price, for comparison. */
  price: z.number().int(),
  groupPrice: z.number().int(),
  pickupDate: z.string().describe('YYYY-MM-DD'),
  cutOffAt: z.string().describe('ISO 8601'),
  threshold: z.number().int(),
  joined: z.number().int(),
  perShopperLimit: z.number().int(),
  status: z.enum(GROUPBUY_STATUSES),
  /** Whether it can be joined now: open and before its cut-off by the server's clock. */
  buyable: z.boolean(),
});
export type TGroupbuyListing = z.infer<typeof ZGroupbuyListing>;

/** A pickup point of a shop (its `shop/address/query` address of kind `pickup`). */
export const ZPickupPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type TPickupPoint = z.infer<typeof ZPickupPoint>;
