import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckoutId, ZCheckoutNumber } from './checkout-fields.ts';

export const path = 'saleorder/commit';

export const ZCommitOrderRequest = z.strictObject({
  checkoutId: ZCheckoutId,
  checkoutNumber: ZCheckoutNumber,
  /**
   * The total the shopper saw and agreed to. It is never charged: the server prices again and refuses the commit
   * (CHECKOUT_CHANGED, with the new checkout) when its own total differs.
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
