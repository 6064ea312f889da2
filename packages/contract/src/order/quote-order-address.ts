import { z } from 'zod';
import { ZAddressId } from '../account/address-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderId, ZOrderIdRequest } from './order-view-fields.ts';

/**
 * Ours, beside `saleorder/orderaddress/edit`: what a change of address would do to an order, for every address of
 * the caller's book, so that the page shows it before the shopper chooses instead of after.
 */
export const path = 'saleorder/orderaddress/quote';

export const ZQuoteOrderAddressRequest = ZOrderIdRequest;
export type TQuoteOrderAddressRequest = z.input<typeof ZQuoteOrderAddressRequest>;

/**
 * Why the order cannot go to an address: the shop does not deliver there (4214), or it is paid and the fee would change
 * (4215); for a takeaway order, the address is beyond the shop's delivery radius (5113) or has no location (5114).
 */
export const ORDER_ADDRESS_REFUSALS = ['undeliverable', 'fee_changed', 'out_of_range', 'address_unplaced'] as const;
export type OrderAddressRefusal = (typeof ORDER_ADDRESS_REFUSALS)[number];

export const ZOrderAddressOption = z.object({
  addressId: ZAddressId,
  /** The delivery fee to that address, in minor units; null where the shop does not deliver. */
  deliveryFee: z.number().int().nullable(),
  /** What the order would cost there (goods − coupons + fee); null where the shop does not deliver. */
  payAmount: z.number().int().nullable(),
  /** Null when the change would be accepted. */
  refusal: z.enum(ORDER_ADDRESS_REFUSALS).nullable(),
  /** The code `saleorder/orderaddress/edit` would refuse the change with (4214, 4215, 5113, 5114); null when accepted. */
  refusalCode: z.number().int().nullable(),
});
export type TOrderAddressOption = z.infer<typeof ZOrderAddressOption>;

export const ZQuoteOrderAddressResponse = z.object({
  orderId: ZOrderId,
  /** One per address of the caller's book, in the book's order. */
  options: z.array(ZOrderAddressOption),
});
export type TQuoteOrderAddressResponse = z.infer<typeof ZQuoteOrderAddressResponse>;

export const quoteOrderAddress = defineEndpoint({
  path,
  access: 'user',
  summary:
    "What sending one of the caller's orders to each of their addresses would cost (delivery fee and amount) and whether the change would be refused; refused itself once shipped (4213)",
  request: ZQuoteOrderAddressRequest,
  response: ZQuoteOrderAddressResponse,
});
