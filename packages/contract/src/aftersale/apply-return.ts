import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { multilineText } from '../platform/text-rules.ts';
import { ZRequestKey } from '../platform/request-key.ts';
import { ZOrderId } from '../order/order-view-fields.ts';
import { RETURN_DESCRIPTION_MAX, RETURN_IMAGES_MAX, ZReturnKind } from './return-fields.ts';

export const path = 'returnorder/apply';

export const ZApplyReturnRequest = z.strictObject({
  orderId: ZOrderId,
  kind: ZReturnKind,
  /** The lines and units asked for; for an exchange, each line's wanted SKU (another SKU of the same goods). */
  lines: z
    .array(
      z.strictObject({
        orderLineId: z.number().int().min(1).max(2_147_483_647),
        quantity: z.number().int().min(1).max(9999),
        exchangeSkuId: z.number().int().min(1).max(2_147_483_647).optional(),
      }),
    )
    .min(1)
    .max(50),
  /** A value of the `return_reason` dictionary (`resource/dictionary/query`). */
  reason: z.string().trim().min(1).max(40),
  description: multilineText(z.string().trim().max(RETURN_DESCRIPTION_MAX)).default(''),
  /** Pictures the caller uploaded with `resource/cos/upload`. */
  images: z.array(z.string().trim().min(1).max(500)).max(RETURN_IMAGES_MAX).default([]),
  requestKey: ZRequestKey,
});
export type TApplyReturnRequest = z.input<typeof ZApplyReturnRequest>;
export const ZApplyReturnResponse = z.object({ returnId: z.number().int(), returnNo: z.string() });
export type TApplyReturnResponse = z.infer<typeof ZApplyReturnResponse>;

export const applyReturn = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Asks for after-sales on some units of some lines of one of the caller's orders: refund only (paid, not yet received), return and refund, or exchange for another SKU of the same goods (received orders, within the after-sales window). A line's units in open requests and refunds never exceed what was bought. The same requestKey answers the same request.",
  request: ZApplyReturnRequest,
  response: ZApplyReturnResponse,
});
