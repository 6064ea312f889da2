import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopIdRequest } from '../shop/shop-id.ts';

export const path = 'merchant/payment/offline/query';

export const ZQueryReviewingPaymentsRequest = ZShopIdRequest;
export type TQueryReviewingPaymentsRequest = z.input<typeof ZQueryReviewingPaymentsRequest>;

/** A bank transfer whose voucher waits for the shop's answer (`merchant/payment/offline/review`). */
export const ZReviewingPayment = z.object({
  paymentNo: z.string(),
  amount: z.number().int(),
  orderNos: z.array(z.string()),
  images: z.array(z.string()),
  note: z.string(),
  submittedAt: z.string().describe('ISO 8601'),
});
export type TReviewingPayment = z.infer<typeof ZReviewingPayment>;

export const ZQueryReviewingPaymentsResponse = z.object({ list: z.array(ZReviewingPayment) });
export type TQueryReviewingPaymentsResponse = z.infer<typeof ZQueryReviewingPaymentsResponse>;

export const queryReviewingPayments = defineEndpoint({
  path,
  access: 'merchant',
  right: 'finance',
  summary: "The shop's bank transfers whose vouchers wait for review, oldest first (at most 100)",
  request: ZQueryReviewingPaymentsRequest,
  response: ZQueryReviewingPaymentsResponse,
});
