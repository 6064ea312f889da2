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
  areaText: z.string(),
  detail: z.string(),
  postcode: z.string(),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

/** A shopper's note to a shop on one order. */
export const ORDER_REMARK_MAX = 200;
export const ZOrderRemark = z
  .string()
  .trim()
  .max(ORDER_REMARK_MAX)
  .regex(/^[^\p{Cc}]*$/u, 'must be one line of text');
