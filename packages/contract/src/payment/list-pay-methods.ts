import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPayChannel, ZPayOrderIds } from './payment-fields.ts';

export const path = 'paymethod/list/query';

/** With `orderIds`, each method also says whether it can pay those orders (offline needs one shop with a bank account). */
export const ZListPayMethodsRequest = z.strictObject({ orderIds: ZPayOrderIds.optional() });
export type TListPayMethodsRequest = z.input<typeof ZListPayMethodsRequest>;

export const ZPayMethod = z.object({
  payChannel: ZPayChannel,
  /** The channel's name in the caller's language. */
  name: z.string(),
  description: z.string(),
  /** Whether it can be used now; wxpay and alipay are not until their keys are set. */
  available: z.boolean(),
  /** Why not, in the caller's language; null when available. */
  unavailableReason: z.string().nullable(),
  /** The wallet's balance (minor units); null for other channels. */
  balance: z.number().int().nullable(),
  /** The one the payment page picks first. */
  isDefault: z.boolean(),
});
export type TPayMethod = z.infer<typeof ZPayMethod>;

export const ZListPayMethodsResponse = z.object({ methods: z.array(ZPayMethod) });
export type TListPayMethodsResponse = z.infer<typeof ZListPayMethodsResponse>;

export const listPayMethods = defineEndpoint({
  path,
  access: 'user',
  summary: 'The payment channels, in the order a payment page shows them, with the wallet balance and what each can pay',
  request: ZListPayMethodsRequest,
  response: ZListPayMethodsResponse,
});
