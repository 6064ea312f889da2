// What other modules may use of the payment module (paying orders, refunds, and their events).
export { reviewPaymentVoucher } from './payment-offline.service.ts';
export { lineShares, REFUND_EVENTS, refundedUnitsOfOrder, refundStatuses, requestRefund, type RefundEventPayload, type RefundRequest } from './payment-refund.ts';
export { PAYMENT_EVENTS, type PaymentEventPayload } from './payment-state.ts';
export { shopOfPayment } from './payment-view.ts';
