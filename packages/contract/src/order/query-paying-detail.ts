import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckoutNumber } from './checkout-fields.ts';

export const path = 'saleorder/order/paying/detail';

/** The commit number the orders were committed with (`saleorder/commit`'s `checkoutNumber`). */
export const ZQueryPayingDetailRequest = z.strictObject({ checkoutNumber: ZCheckoutNumber });
export type TQueryPayingDetailRequest = z.input<typeof ZQueryPayingDetailRequest>;

/** One unpaid order of the commit, as a payment page lists it. Money in minor units. */
export const ZPayingOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  payAmount: z.number().int(),
  payDeadline: z.string().describe('ISO 8601'),
});
export type TPayingOrder = z.infer<typeof ZPayingOrder>;

export const ZQueryPayingDetailResponse = z.object({
  checkoutNumber: z.string(),
  /** The commit's orders still waiting for payment (paid, cancelled and overdue ones are left out). */
  orders: z.array(ZPayingOrder),
  /** What is due for all of them together; 0 when none is left to pay. */
  payAmount: z.number().int(),
  /** The earliest of their deadlines: paying after it is too late for at least one; null when none is left. */
  payDeadline: z.string().nullable().describe('ISO 8601'),
});
export type TQueryPayingDetailResponse = z.infer<typeof ZQueryPayingDetailResponse>;

export const queryPayingDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's orders of one commit that are still unpaid, with the total due and the earliest deadline: what a payment page shows",
  request: ZQueryPayingDetailRequest,
  response: ZQueryPayingDetailResponse,
});
