import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZGroupbuyId, ZPickupCode } from './groupbuy-fields.ts';

export const path = 'merchant/groupbuy/pickup/redeem';

export const ZRedeemPickupCodeRequest = z.strictObject({
  pickupPointId: ZGroupbuyId,
  code: ZPickupCode,
});
export type TRedeemPickupCodeRequest = z.input<typeof ZRedeemPickupCodeRequest>;
export const ZRedeemPickupCodeResponse = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  collectedAt: z.string(),
});
export type TRedeemPickupCodeResponse = z.infer<typeof ZRedeemPickupCodeResponse>;

export const redeemPickupCode = defineEndpoint({
  path,
  access: 'merchant',
  right: 'orders',
  summary:
    'Staff of a pickup point hand over a group-buy order by its pickup code: the order is completed once (5134 collected already). Not staff of that point 1004; a wrong code 5132, and after 5 wrong codes in 10 minutes per staff account or per point 5133',
  request: ZRedeemPickupCodeRequest,
  response: ZRedeemPickupCodeResponse,
});
