import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZCheckoutNumber } from '../order/checkout-fields.ts';
import { ZPayingOrder } from '../order/query-paying-detail.ts';
import { ZPayMethod } from './list-pay-methods.ts';
import { ZPaymentDetail } from './payment-fields.ts';

export const path = 'paymentcontext/query';

/** The orders to pay: those of one commit still unpaid, or one order. Exactly one of the two. */
export const ZQueryPaymentContextRequest = z
  .strictObject({ checkoutNumber: ZCheckoutNumber.optional(), orderId: z.number().int().positive().max(2_147_483_647).optional() })
  .refine((r) => (r.checkoutNumber === undefined) !== (r.orderId === undefined), { message: 'give checkoutNumber or orderId, not both', path: ['checkoutNumber'] });
export type TQueryPaymentContextRequest = z.input<typeof ZQueryPaymentContextRequest>;

export const ZQueryPaymentContextResponse = z.object({
  /** The caller's orders still waiting for payment; empty when nothing is left to pay. */
  orders: z.array(ZPayingOrder),
  payAmount: z.number().int(),
  /** The earliest deadline of those orders; null when none is left. */
  payDeadline: z.string().nullable().describe('ISO 8601'),
  methods: z.array(ZPayMethod),
  /** A payment of these orders still open (an offline voucher under review, a scan waiting): the page resumes it. */
  openPayment: ZPaymentDetail.nullable(),
  /** True when every order asked about is already paid. */
  isPayed: z.boolean(),
  /**
   * When every order asked about is paid: the number of the (latest) paid payment that paid them, so the page can
   * show its result (`saleorder/payment/detail/query`); null otherwise, or when none of the caller's payments did.
   */
  paidPaymentNo: z.string().nullable(),
});
export type TQueryPaymentContextResponse = z.infer<typeof ZQueryPaymentContextResponse>;

export const queryPaymentContext = defineEndpoint({
  path,
  access: 'user',
  summary: 'Everything the payment page needs in one call: the unpaid orders, the amount, the deadline, the channels and any open payment',
  request: ZQueryPaymentContextRequest,
  response: ZQueryPaymentContextResponse,
});
