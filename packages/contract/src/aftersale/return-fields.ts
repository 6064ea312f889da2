import { z } from 'zod';

/**
 * After-sales kinds, per order line and quantity: `refund` gives money back for units not shipped or not received,
 * `return` takes units back and refunds what came back, `exchange` takes units back and sends another SKU of the
 * same goods.
 */
export const RETURN_KINDS = ['refund', 'return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const ZReturnKind = z.enum(RETURN_KINDS);

/**
 * A return order's status. requested → approved (or refused, or cancelled by the shopper) → returning (the shopper
 * sent the parcel back) → received (in full or in part) → refunding → refunded; an exchange goes received →
 * exchanging (the shop sent the new SKU) → completed. A refund-only request goes approved → refunding at once.
 * A receipt of nothing back closes as completed with no refund.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'cancelled', 'returning', 'received', 'refunding', 'refunded', 'exchanging', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const ZReturnStatus = z.enum(RETURN_STATUSES);

/** Statuses after which a request no longer holds its units (they are free to be asked for again). */
export const RETURN_RELEASED_STATUSES = ['refused', 'cancelled'] as const satisfies readonly ReturnStatus[];

/** Statuses that are the end of a request. */
export const RETURN_FINAL_STATUSES = ['refused', 'cancelled', 'refunded', 'completed'] as const satisfies readonly ReturnStatus[];

/** At most this many photos on a request. */
export const RETURN_IMAGES_MAX = 6;
/** The shopper's description of the problem. */
export const RETURN_DESCRIPTION_MAX = 500;
/** The merchant's reason for a refusal. */
export const RETURN_REFUSE_REASON_MAX = 200;

/** A return order's id. */
export const ZReturnId = z.number().int().min(1).max(2_147_483_647);
export const ZReturnIdRequest = z.strictObject({ returnId: ZReturnId });

/** Who moved a request: the shopper, the shop's merchant, the platform's clock (a silent merchant) or an operator. */
export const RETURN_ACTORS = ['shopper', 'merchant', 'system', 'platform'] as const;

/** A line of a request: the units of an order line it is about, what came back, and for an exchange the SKU wanted. */
export const ZReturnLine = z.object({
  orderLineId: z.number().int(),
  goodsId: z.number().int(),
  title: z.string(),
  specName: z.string(),
  image: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** null until the shop records the parcel back. */
  receivedQuantity: z.number().int().nullable(),
  exchangeSkuId: z.number().int().nullable(),
  /** The wanted SKU's spec in the caller's language ("Blue / M"). */
  exchangeSpecName: z.string().nullable(),
});
export type TReturnLine = z.infer<typeof ZReturnLine>;

/** A request as the lists show it. Money in minor units of the base currency. */
export const ZReturnCard = z.object({
  returnId: z.number().int(),
  returnNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  kind: ZReturnKind,
  status: ZReturnStatus,
  /** What it refunds at most (asked), then what it refunded. */
  amount: z.number().int(),
  refundAmount: z.number().int().nullable(),
  lines: z.array(ZReturnLine),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReturnCard = z.infer<typeof ZReturnCard>;

/** One move of a request: the timeline. */
export const ZReturnEvent = z.object({
  from: ZReturnStatus.nullable(),
  to: ZReturnStatus,
  actor: z.enum(RETURN_ACTORS),
  note: z.string(),
  at: z.string(),
});

/** A parcel of a request (the shopper's back to the shop, or the exchange), with its tracking events newest first. */
export const ZReturnParcel = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  trackingNo: z.string(),
  status: z.string(),
  events: z.array(z.object({ status: z.string(), description: z.string(), location: z.string(), occurredAt: z.string() })),
});

/** One request in full: what the detail page shows. */
export const ZReturnDetail = ZReturnCard.extend({
  reason: z.string(),
  /** The reason's label in the caller's language. */
  reasonLabel: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  refuseReason: z.string().nullable(),
  /** When a request still waiting is taken as agreed, if the shop does not answer. */
  respondBy: z.string().nullable(),
  /** Where to send the goods back, once approved (returns and exchanges). */
  returnAddress: z.object({ receiverName: z.string(), phone: z.string(), address: z.string() }).nullable(),
  returnParcel: ZReturnParcel.nullable(),
  exchangeParcel: ZReturnParcel.nullable(),
  /** The refund's state once asked for: pending (on its way), settled, or failed. */
  refundStatus: z.enum(['pending', 'settled', 'failed']).nullable(),
  events: z.array(ZReturnEvent),
  /** Whether the shopper may cancel it now / escalate its refusal to the platform. */
  canCancel: z.boolean(),
  canEscalate: z.boolean(),
});
export type TReturnDetail = z.infer<typeof ZReturnDetail>;
