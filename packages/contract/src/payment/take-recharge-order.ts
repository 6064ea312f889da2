import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { PAYMENT_STATUSES, ZPayChannel, ZPayPackage, ZPaymentRequestKey } from './payment-fields.ts';

export const path = 'userrechargeorder/take';

/** The most one recharge may put in the wallet: 50 000.00 in minor units. */
export const RECHARGE_MAX_AMOUNT = 5_000_000;
/** The preset amounts the recharge page offers (minor units). */
export const RECHARGE_PRESETS = [1_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;

export const ZTakeRechargeOrderRequest = z.strictObject({
  /** Minor units: a whole number from 1 to RECHARGE_MAX_AMOUNT. */
  amount: z.number().int().positive().max(RECHARGE_MAX_AMOUNT),
  /** A provider channel (the sandbox by default); the wallet cannot pay its own recharge. */
  payChannel: ZPayChannel.default(4),
  requestKey: ZPaymentRequestKey,
});
export type TTakeRechargeOrderRequest = z.input<typeof ZTakeRechargeOrderRequest>;

export const ZRechargeOrder = z.object({
  paymentNo: z.string(),
  amount: z.number().int(),
  payChannel: ZPayChannel,
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().describe('ISO 8601'),
  paidAt: z.string().nullable().describe('ISO 8601'),
});
export type TRechargeOrder = z.infer<typeof ZRechargeOrder>;

export const ZTakeRechargeOrderResponse = ZRechargeOrder.extend({
  /** The signed package of the sandbox and scan channels, confirmed through `saleorder/payment/execute`. */
  data: ZPayPackage.nullable(),
});
export type TTakeRechargeOrderResponse = z.infer<typeof ZTakeRechargeOrderResponse>;

export const takeRechargeOrder = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Starts a recharge of the caller's wallet: an amount paid through a provider channel (sandbox, scan); the wallet is credited once when the payment settles. The same requestKey answers the same recharge",
  request: ZTakeRechargeOrderRequest,
  response: ZTakeRechargeOrderResponse,
});
