import { z } from 'zod';
import { ZAddress, ZAddressId } from '../account/address-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { DELIVERY_METHODS } from '../shop/query-logistics-costs.ts';

export const path = 'cart/goods/deliveryFee';

/** The address to price delivery to: one of the caller's; their default address when left out. */
export const ZCartDeliveryFeeRequest = z.strictObject({ addressId: ZAddressId.optional() });
export type TCartDeliveryFeeRequest = z.input<typeof ZCartDeliveryFeeRequest>;

/** One shop's delivery of the caller's picked buyable lines of that shop. */
export const ZCartShopDeliveryFee = z.object({
  shopId: z.number().int(),
  /** Shipped by the shop's delivery-fee templates, or brought by a takeaway shop at its flat fee. */
  method: z.enum(DELIVERY_METHODS),
  /** True when the shop delivers every picked line to the address. */
  deliverable: z.boolean(),
  /** The picked lines the shop does not deliver to the address. */
  undeliverableCartIds: z.array(z.number().int()),
  /** The fee for the lines it delivers, in minor units; 0 when free. */
  fee: z.number().int(),
  /** Price × quantity of the shop's picked lines (all of them, delivered or not). */
  goodsAmount: z.number().int(),
  /** From this amount of the shop's deliverable goods, delivery is free; null when it never is. */
  freeOverAmount: z.number().int().nullable(),
  /** How much more of this shop's goods makes delivery free ("add ¥X more"); null when it is free already or never. */
  moreForFree: z.number().int().nullable(),
  /** Takeaway: the smallest order the shop takes (minor units); 0 for shipped goods. */
  minOrderAmount: z.number().int(),
});
export type TCartShopDeliveryFee = z.infer<typeof ZCartShopDeliveryFee>;

export const ZCartDeliveryFeeResponse = z.object({
  /** The address priced; null when the caller has none (then the fees are not known and `shops` is empty). */
  address: ZAddress.nullable(),
  feesKnown: z.boolean(),
  /** One entry per shop with picked buyable lines, the shop of the latest added of them first. */
  shops: z.array(ZCartShopDeliveryFee),
  /** The sum of the shops' fees; null when the fees are not known. */
  totalFee: z.number().int().nullable(),
});
export type TCartDeliveryFeeResponse = z.infer<typeof ZCartDeliveryFeeResponse>;

export const cartDeliveryFee = defineEndpoint({
  path,
  access: 'user',
  summary: "Per shop, what delivering the caller's picked cart lines to one of their addresses (the default one when left out) costs",
  request: ZCartDeliveryFeeRequest,
  response: ZCartDeliveryFeeResponse,
});
