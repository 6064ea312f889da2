import { z } from 'zod';

/**
 * An order's status. The names are the spec's order groups: `paying` (committed, waiting for payment),
 * `shipping` (paid, waiting for the shop), `receiving` (shipped), `completed` and `terminated` (cancelled or
 * closed). The after-sales group ("return") is a view over return orders, not a status of the order.
 */
export const ORDER_STATUSES = ['paying', 'shipping', 'receiving', 'completed', 'terminated'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The delivery address as it was when the order was committed; later edits of the address book do not move it. */
export const ZOrderAddress = z.object({
  addressId: z.number().int().nullable(),
  receiverName: z.string(),
  phoneCode: z.string(),
  mobile: z.string(),
  nationId: z.number().int(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  /** The region line in the language the address was saved in (the snapshot keeps it as it was). */
  areaText: z.string(),
  detail: z.string(),
  postcode: z.string(),
  /** Where the address was when the order was placed (takeaway's range); absent on older orders. */
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  /**
   * The names of the snapshot's nation and areas in the caller's language (T-lang), added by the shopper's order
   * views (detail, logistics); null for a level the address has not, absent where a view does not name them. The
   * web shows the area names in place of `areaText` when present.
   */
  nationName: z.string().nullable().optional(),
  provinceName: z.string().nullable().optional(),
  cityName: z.string().nullable().optional(),
  districtName: z.string().nullable().optional(),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

/** A shopper's note to a shop on one order. */
export const ORDER_REMARK_MAX = 200;
export const ZOrderRemark = z
  .string()
  .trim()
  .max(ORDER_REMARK_MAX);
