import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZBankAccount, ZPayChannel, ZPayOrderIds, ZPayPackage, ZPaymentRequestKey } from './payment-fields.ts';

export const path = 'saleorder/payment/create';

export const ZCreatePaymentRequest = z.strictObject({
  orderIds: ZPayOrderIds,
  payChannel: ZPayChannel,
  requestKey: ZPaymentRequestKey,
});
export type TCreatePaymentRequest = z.input<typeof ZCreatePaymentRequest>;

/** The spec's payment response: isPayed, nopay, payChannel, orderInfo, data. */
export const ZCreatePaymentResponse = z.object({
  /** Already paid (before this call, or now: the wallet settles at once). Nothing more to do. */
  isPayed: z.boolean(),
  /** Nothing to pay (an amount of 0 settles at once). Nothing more to do. */
  nopay: z.boolean(),
  payChannel: ZPayChannel,
  orderInfo: z.object({
    paymentNo: z.string(),
    amount: z.number().int(),
    orderIds: z.array(z.number().int()),
    expiresAt: z.string().describe('ISO 8601'),
    /** Offline transfers: where to send the money. */
    bankAccount: ZBankAccount.nullable(),
  }),
  /** The signed package of the sandbox and scan channels; null for the others. */
  data: ZPayPackage.nullable(),
});
export type TCreatePaymentResponse = z.infer<typeof ZCreatePaymentResponse>;

export const createPayment = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Starts paying the caller's unpaid orders with a channel: the wallet settles at once, the sandbox and scan answer a signed package, offline answers the bank account; wxpay and alipay are not offered (paymethod/list/query leaves them out) and answer 4301 until configured. The same requestKey answers the same payment",
  request: ZCreatePaymentRequest,
  response: ZCreatePaymentResponse,
});
