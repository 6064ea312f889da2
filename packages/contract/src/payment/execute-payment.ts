import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPayPackage, ZPaymentDetail, ZPaymentNo } from './payment-fields.ts';

export const path = 'saleorder/payment/execute';

/**
 * The test-payment call of the spec: the signed package `payment/create` answered (sandbox), or that a QR code
 * carried to another phone (scan). The signature is the proof, so the caller need not be logged in.
 */
export const ZExecutePaymentRequest = z.strictObject({ paymentNo: ZPaymentNo, ...ZPayPackage.shape });
export type TExecutePaymentRequest = z.input<typeof ZExecutePaymentRequest>;

/** What the payer may see: the payment's number, amount and status (not the orders, which may be someone else's). */
export const ZExecutePaymentResponse = ZPaymentDetail.pick({ paymentNo: true, payChannel: true, amount: true, status: true, paidAt: true });
export type TExecutePaymentResponse = z.infer<typeof ZExecutePaymentResponse>;

export const executePayment = defineEndpoint({
  path,
  access: 'optional',
  summary:
    'Confirms a sandbox or scan payment by its signed package and settles it: its orders move to shipping once, however often it is confirmed; a wrong signature (4302) or a closed payment (4303) changes nothing',
  request: ZExecutePaymentRequest,
  response: ZExecutePaymentResponse,
});
