import { z } from 'zod';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { ORDER_STATUSES, ZOrderAddress } from './order-fields.ts';

/**
 * How the shopper sees their orders after the commit: the lists by group, one order's detail, its lines and its
 * address. Titles and specs are the snapshots taken at the commit, in the caller's language.
 */

/** An order's id (the spec's orderId). */
export const ZOrderId = ZCatalogueId;

/** A request naming one of the caller's orders. */
export const ZOrderIdRequest = z.strictObject({ orderId: ZOrderId });

/** One line of an order, as bought. Money in minor units. */
export const ZOrderLine = z.object({
  lineId: z.number().int(),
  goodsId: z.number().int(),
  /** null when the SKU was deleted since. */
  skuId: z.number().int().nullable(),
  title: z.string(),
  specName: z.string(),
  image: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  /** unitPrice × quantity. */
  amount: z.number().int(),
  /** This line's share of the order's coupons and score points. */
  discountAmount: z.number().int(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

/** An order as the lists show it: its shop, status, amounts and lines. */
export const ZOrderSummary = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Pieces in the order. */
  quantity: z.number().int(),
  goodsAmount: z.number().int(),
  shopCouponAmount: z.number().int(),
  platformCouponAmount: z.number().int(),
  deliveryFee: z.number().int(),
  /** Score points spent on this order, and what they took off (minor units). */
  pointsUsed: z.number().int(),
  pointsAmount: z.number().int(),
  /** goodsAmount − coupons − pointsAmount + deliveryFee: what the shopper pays. */
  payAmount: z.number().int(),
  /** An unpaid order is cancelled at this time (meaningful while `paying`). */
  payDeadline: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
  /** A takeaway shop's order (its page is order/takeawayorderdetail); absent otherwise. */
  takeaway: z.literal(true).optional(),
  goods: z.array(ZOrderLine),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

/** One status move of an order: from (null for the commit), to, who and when. */
export const ZOrderEvent = z.object({
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES),
  actor: z.enum(['shopper', 'merchant', 'system', 'platform']),
  note: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

/** One order in full: the summary, the address and remark, the time of each step and its history, oldest first. */
export const ZOrderDetail = ZOrderSummary.extend({
  address: ZOrderAddress,
  remark: z.string(),
  paidAt: z.string().nullable().describe('ISO 8601'),
  shippedAt: z.string().nullable().describe('ISO 8601'),
  receivedAt: z.string().nullable().describe('ISO 8601'),
  terminatedAt: z.string().nullable().describe('ISO 8601'),
  /** Why it was terminated (e.g. `unpaid_timeout`, `shopper_cancel`), null otherwise. */
  terminateReason: z.string().nullable(),
  events: z.array(ZOrderEvent),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/** Why a shopper cancels: optional, one line. */
export const ORDER_CANCEL_REASON_MAX = 200;
export const ZOrderCancelReason = z
  .string()
  .trim()
  .max(ORDER_CANCEL_REASON_MAX);
