import type { TCreatePaymentResponse } from '@mall/contract/payment/create-payment';
import { PAY_CHANNELS, TEST_PAY_MARKER, type PayChannel, type TPayPackage } from '@mall/contract/payment/payment-fields';

/** What the web app does next with a `saleorder/payment/create` answer (spec section 4, "Payment"). */
export type PayStep =
  /** Already paid, or nothing to pay (`isPayed` / `nopay`): nothing more happens; show the result. */
  | { kind: 'settled'; paymentNo: string }
  /** The sandbox's package carries the test marker: confirm it with the test-payment call, then show the result. */
  | { kind: 'confirm'; paymentNo: string; pack: TPayPackage }
  /** The scan channel: show the QR code another phone scans to confirm the package. */
  | { kind: 'scan'; paymentNo: string; pack: TPayPackage }
  /** A bank transfer: show the shop's account and take the voucher. */
  | { kind: 'offline'; paymentNo: string }
  /**
   * The sandbox or scan answered without a package: the key named a payment that closed meanwhile (cancelled,
   * expired). Nothing to confirm; a new attempt (a new key) makes a new payment.
   */
  | { kind: 'closed'; paymentNo: string }
  /** WeChat Pay or Alipay would start their app here; the web has no native payment. */
  | { kind: 'native'; paymentNo: string; payChannel: PayChannel };

/**
 * The spec's order of checks: paid or nopay ends there; then the channels this platform answers itself (scan and
 * offline, whose pages take over); then a package starting with the test marker, which the app confirms at once;
 * anything else is native payment, which the web cannot start.
 */
export function decidePayStep(answer: TCreatePaymentResponse): PayStep {
  const { paymentNo } = answer.orderInfo;
  if (answer.isPayed || answer.nopay) return { kind: 'settled', paymentNo };
  if (answer.payChannel === PAY_CHANNELS.offline) return { kind: 'offline', paymentNo };
  if (answer.payChannel === PAY_CHANNELS.scan && answer.data) return { kind: 'scan', paymentNo, pack: answer.data };
  if (answer.data?.package.startsWith(TEST_PAY_MARKER)) return { kind: 'confirm', paymentNo, pack: answer.data };
  if (!answer.data && (answer.payChannel === PAY_CHANNELS.sandbox || answer.payChannel === PAY_CHANNELS.scan)) return { kind: 'closed', paymentNo };
  return { kind: 'native', paymentNo, payChannel: answer.payChannel };
}
