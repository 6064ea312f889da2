import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZTakeawayProgress, ZTakeawayStage } from './takeaway-fields.ts';

export const path = 'merchant/takeaway/order/move';

/** Moves an order from the stage the console showed to the next one; another stage now: 5115. */
export const ZMoveMerchantTakeawayOrderRequest = z.strictObject({
  orderId: z.number().int().positive().max(2_147_483_647),
  from: ZTakeawayStage,
});
export const ZMoveMerchantTakeawayOrderResponse = ZTakeawayProgress;
export type TMoveMerchantTakeawayOrderRequest = z.input<typeof ZMoveMerchantTakeawayOrderRequest>;
export type TMoveMerchantTakeawayOrderResponse = z.infer<typeof ZMoveMerchantTakeawayOrderResponse>;

export const moveMerchantTakeawayOrder = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary: 'Moves a paid takeaway order to its next stage (delivering ships it, delivered completes it); one of two moves at once wins',
  request: ZMoveMerchantTakeawayOrderRequest,
  response: ZMoveMerchantTakeawayOrderResponse,
});
