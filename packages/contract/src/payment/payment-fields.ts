import { z } from 'zod';
import { ZRequestKey } from '../platform/request-key.ts';

/**
 * How a payment is made. The spec fixes 2 (WeChat Pay) and 3 (Alipay); the rest are the platform's choices
 * (docs/decisions.md, "Payment channels"):
 * - 1 `wallet`: the shopper's wallet balance, debited for real from the wallet ledger;
 * - 4 `sandbox`: the test sandbox, the default: a signed package the web app confirms through `saleorder/payment/execute`;
 * - 5 `scan` (the spec's mini-program payment): a QR code another phone scans to confirm the same signed package;
 * - 6 `offline`: a bank transfer to the shop's account, with a voucher the shopper uploads and the merchant confirms;
 * - 7 `shop_balance`: the shopper's stored value at the one shop whose orders it pays (shop membership), debited at once.
 */
export const PAY_CHANNELS = { wallet: 1, wxpay: 2, alipay: 3, sandbox: 4, scan: 5, offline: 6, shop_balance: 7 } as const;
export type PayChannelName = keyof typeof PAY_CHANNELS;
export type PayChannel = (typeof PAY_CHANNELS)[PayChannelName];
export const PAY_CHANNEL_NAMES = Object.keys(PAY_CHANNELS) as PayChannelName[];
export const ZPayChannel = z.union(Object.values(PAY_CHANNELS).map((v) => z.literal(v)) as unknown as [z.ZodLiteral<PayChannel>, ...z.ZodLiteral<PayChannel>[]]);

/** Packages of the sandbox and scan channels start with this; the web app then confirms them itself (spec section 4). */
export const TEST_PAY_MARKER = 'TESTPAY';

/**
 * A payment's life: `pending` (created, waiting for the channel), `reviewing` (an offline voucher waits for the
 * merchant), `paid` (settled: its orders moved to shipping), `cancelled` (by the shopper, or expired), `failed`
 * (refused by the channel or the merchant, or its orders changed before it settled).
 */
export const PAYMENT_STATUSES = ['pending', 'reviewing', 'paid', 'cancelled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's number (the `paymentNo` of every payment call). */
export const ZPaymentNo = z.string().trim().regex(/^P\d{8,24}$/, 'must be a payment number');

/** A caller-chosen key that makes a retried `payment/create` answer the payment of the first try. */
export const ZPaymentRequestKey = ZRequestKey;

/** The shop's account an offline transfer goes to. */
export const ZBankAccount = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/**
 * What the sandbox and scan channels hand the web app (the spec's `data`): the package (starting with
 * TEST_PAY_MARKER and naming the payment and its amount) signed by the platform with the time stamp and nonce.
 * `saleorder/payment/execute` takes it back, checks the signature and settles.
 */
export const ZPayPackage = z.object({
  timeStamp: z.string().describe('seconds since 1970, as text'),
  nonceStr: z.string(),
  package: z.string(),
  paySign: z.string(),
});
export type TPayPackage = z.infer<typeof ZPayPackage>;

/** One order a payment pays, with its share of the amount. */
export const ZPaymentOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  amount: z.number().int(),
  status: z.enum(['paying', 'shipping', 'receiving', 'completed', 'terminated']),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

/** A refund's states: asked for and on its way through the provider, settled, or refused by the provider. */
export const REFUND_STATUSES = ['pending', 'settled', 'failed'] as const;

/** Money given back through a payment (a paid order cancelled before shipping, later after-sales). */
export const ZPaymentRefund = z.object({
  orderId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string().describe('ISO 8601'),
});

/** A payment as its owner sees it. Money in minor units. */
export const ZPaymentDetail = z.object({
  paymentNo: z.string(),
  payChannel: ZPayChannel,
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** It cannot settle after this (the earliest pay deadline of its orders). */
  expiresAt: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  paidAt: z.string().nullable().describe('ISO 8601'),
  cancelledAt: z.string().nullable().describe('ISO 8601'),
  failReason: z.string().nullable(),
  orders: z.array(ZPaymentOrder),
  /** Offline transfers: where to send the money. */
  bankAccount: ZBankAccount.nullable(),
  /** Offline transfers: the voucher sent and the merchant's answer. */
  voucher: z
    .object({
      images: z.array(z.string()),
      note: z.string(),
      submittedAt: z.string().describe('ISO 8601'),
      reviewNote: z.string().nullable(),
    })
    .nullable(),
  refunds: z.array(ZPaymentRefund),
});
export type TPaymentDetail = z.infer<typeof ZPaymentDetail>;

/** A request naming one of the caller's payments. */
export const ZPaymentNoRequest = z.strictObject({ paymentNo: ZPaymentNo });

/** Several of the caller's orders to pay together (orders committed together, or one). */
export const ZPayOrderIds = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(20);
