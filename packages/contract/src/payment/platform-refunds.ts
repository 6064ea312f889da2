import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { REFUND_STATUSES } from './payment-fields.ts';

/**
 * The platform console's refunds stuck in a state (operators: finance or admin): the ones still pending after
 * REFUND_STUCK_AFTER_MINUTES and the ones the provider refused, and sending one again through its provider.
 */

export const queryStuckRefundsPath = 'platform/refund/query';
export const retryStuckRefundPath = 'platform/refund/retry';
export const settleRefundOfflinePath = 'platform/refund/settle-offline';

/** A refund still pending this long after it was asked for is stuck (the outbox sends one within seconds). */
export const REFUND_STUCK_AFTER_MINUTES = 15;

/** A stuck refund's states: pending too long, or refused by the provider. */
export const STUCK_REFUND_STATES = ['pending', 'failed'] as const;

export const ZStuckRefundEvent = z.object({
  from: z.enum(REFUND_STATUSES).nullable(),
  to: z.enum(REFUND_STATUSES),
  actor: z.enum(['shopper', 'merchant', 'system', 'platform']),
  actorId: z.number().int().nullable(),
  note: z.string(),
  at: z.string().describe('ISO 8601'),
});
export type TStuckRefundEvent = z.infer<typeof ZStuckRefundEvent>;

export const ZStuckRefund = z.object({
  refundId: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().int(),
  /** A PAY_CHANNELS value. */
  channel: z.number().int(),
  reason: z.string(),
  failReason: z.string().nullable(),
  paymentNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  accountId: z.number().int(),
  /** The shopper in a few words: nickname and member number. */
  shopper: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** Seconds since the refund was asked for. */
  ageSeconds: z.number().int(),
  /** Every move of the refund, oldest first, with who made it. */
  events: z.array(ZStuckRefundEvent),
});
export type TStuckRefund = z.infer<typeof ZStuckRefund>;

/** Oldest first by id (the queue), narrowed to one state when given. */
export const ZQueryStuckRefundsRequest = z.strictObject({ ...ZKeysetRequest.shape, status: z.enum(STUCK_REFUND_STATES).optional() });
export type TQueryStuckRefundsRequest = z.input<typeof ZQueryStuckRefundsRequest>;
export const ZQueryStuckRefundsResponse = keysetPageOf(ZStuckRefund);
export type TQueryStuckRefundsResponse = z.infer<typeof ZQueryStuckRefundsResponse>;

export const queryStuckRefunds = defineEndpoint({
  path: queryStuckRefundsPath,
  access: 'platform',
  role: 'finance',
  summary: `Refunds stuck in a state, oldest first, a keyset page at a time: pending for more than ${REFUND_STUCK_AFTER_MINUTES} minutes, or refused by the provider`,
  request: ZQueryStuckRefundsRequest,
  response: ZQueryStuckRefundsResponse,
});

export const ZRefundIdRequest = z.strictObject({ refundId: z.number().int().positive().max(2_147_483_647) });
export type TRefundIdRequest = z.input<typeof ZRefundIdRequest>;

export const retryStuckRefund = defineEndpoint({
  path: retryStuckRefundPath,
  access: 'platform',
  role: 'finance',
  summary:
    'Sends a pending or failed refund again through its provider with the same idempotency key (a failed one moves back to pending first), so a refund the provider already made is only settled; a settled refund is answered as it is. Over what was paid: 5361; the provider did not answer: 5362, retry again',
  request: ZRefundIdRequest,
  response: ZStuckRefund,
});

export const ZSettleRefundOfflineRequest = ZRefundIdRequest.extend({ note: z.string().trim().min(2).max(200).describe('how it was paid: a bank reference, who paid it') });
export type TSettleRefundOfflineRequest = z.input<typeof ZSettleRefundOfflineRequest>;

export const settleRefundOffline = defineEndpoint({
  path: settleRefundOfflinePath,
  access: 'platform',
  role: 'finance',
  summary:
    'Marks a failed refund as paid by other means (a bank transfer by finance), with a note of how, recorded in its events; it then counts as settled and is never sent again. Not failed: 5363; a wallet or stored-value refund: 5364 (retry it); over what was paid: 5361. A settled refund is answered as it is',
  request: ZSettleRefundOfflineRequest,
  response: ZStuckRefund,
});
