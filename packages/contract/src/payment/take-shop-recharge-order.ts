import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZPayChannel, ZPayPackage, ZPaymentRequestKey } from './payment-fields.ts';
import { RECHARGE_MAX_AMOUNT, ZRechargeOrder } from './take-recharge-order.ts';

export const path = 'usershoprechargeorder/take';

export const ZTakeShopRechargeOrderRequest = z.strictObject({
  shopId: ZShopId,
  /** Minor units: a whole number from 1 to RECHARGE_MAX_AMOUNT. One of the shop's denominations also adds its bonus. */
  amount: z.number().int().positive().max(RECHARGE_MAX_AMOUNT),
  /** A provider channel (the sandbox by default). */
  payChannel: ZPayChannel.default(4),
  requestKey: ZPaymentRequestKey,
});
export type TTakeShopRechargeOrderRequest = z.input<typeof ZTakeShopRechargeOrderRequest>;

export const ZShopRechargeOrder = ZRechargeOrder.extend({
  shopId: z.number().int(),
  /** What the shop adds on settling (the denomination's bonus when taken). */
  bonus: z.number().int(),
});
export type TShopRechargeOrder = z.infer<typeof ZShopRechargeOrder>;

export const ZTakeShopRechargeOrderResponse = ZShopRechargeOrder.extend({ data: ZPayPackage.nullable() });
export type TTakeShopRechargeOrderResponse = z.infer<typeof ZTakeShopRechargeOrderResponse>;

export const takeShopRechargeOrder = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Starts a top-up of the caller's stored value at a shop where they are a member (4961 otherwise), paid through a provider channel; credited once with the bonus when the payment settles. The same requestKey answers the same top-up; with another amount 4962",
  request: ZTakeShopRechargeOrderRequest,
  response: ZTakeShopRechargeOrderResponse,
});
