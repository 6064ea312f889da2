import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZOrderId, ZOrderIdRequest } from './order-view-fields.ts';

export const path = 'saleorder/del';

export const ZDeleteOrderRequest = ZOrderIdRequest;
export type TDeleteOrderRequest = z.input<typeof ZDeleteOrderRequest>;
export const ZDeleteOrderResponse = z.object({ orderId: ZOrderId });
export type TDeleteOrderResponse = z.infer<typeof ZDeleteOrderResponse>;

export const deleteOrder = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Deletes one of the caller's completed or terminated orders from their lists (kept for the shop and the books); other orders are refused (4212)",
  request: ZDeleteOrderRequest,
  response: ZDeleteOrderResponse,
});
