import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckoutId, ZCheckoutNumber } from './checkout-fields.ts';

export const path = 'saleorder/commit';

export const ZCommitOrderRequest = z.strictObject({
  checkoutId: ZCheckoutId,
  checkoutNumber: ZCheckoutNumber,
  /**
   * The total the shopper saw and agreed to. It is never charged: the server prices again and refuses the commit
   * (ORDER_PRICE_CHANGED 4202, with the new checkout as `data`) when its own total differs. Other refusals also
   * carry the checkout priced afresh: 4203 problems, 4205 a chosen coupon used or expired, 4207 stock short.
   */
  payAmount: z.number().int().min(0).max(2_000_000_000),
});
export type TCommitOrderRequest = z.input<typeof ZCommitOrderRequest>;
export const ZCommitOrderResponse = z.object({
  checkoutNumber: z.string(),
  /** One order per shop, in the checkout's shop order. */
  orderIds: z.array(z.number().int()),
  orderNos: z.array(z.string()),
  payAmount: z.number().int(),
  /** Unpaid orders are cancelled at this time. */
  payDeadline: z.string().describe('ISO 8601'),
});
export type TCommitOrderResponse = z.infer<typeof ZCommitOrderResponse>;

export const commitOrder = defineEndpoint({
  path,
  access: 'user',
  summary: 'Commits a checkout: re-prices, reserves stock, uses the coupons and creates one order per shop, once per checkout number',
  request: ZCommitOrderRequest,
  response: ZCommitOrderResponse,
});
