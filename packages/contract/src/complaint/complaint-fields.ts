import { z } from 'zod';
import { RETURN_KINDS, RETURN_STATUSES } from '../aftersale/return-fields.ts';
import { ZCatalogueId } from '../catalogue/goods-fields.ts';
import { ORDER_STATUSES } from '../order/order-fields.ts';
import { multilineText } from '../platform/text-rules.ts';

/** What a complaint is about: a goods, a shop, an order, or a refused after-sales request escalated to the platform. */
export const COMPLAINT_SUBJECTS = ['goods', 'shop', 'order', 'return'] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];
export const ZComplaintSubject = z.enum(COMPLAINT_SUBJECTS);

/**
 * open → answered (the platform's answer, which the shopper reads) → closed (nothing more to do); an operator may
 * answer and close at once. Only the platform moves a complaint.
 */
export const COMPLAINT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export const ZComplaintStatus = z.enum(COMPLAINT_STATUSES);

export const COMPLAINT_IMAGES_MAX = 6;
export const COMPLAINT_CONTENT_MIN = 5;
export const COMPLAINT_CONTENT_MAX = 500;
export const COMPLAINT_ANSWER_MIN = 2;
export const COMPLAINT_ANSWER_MAX = 1000;

/** A complaint's id. */
export const ZComplaintId = ZCatalogueId;
export const ZComplaintIdRequest = z.strictObject({ complaintId: ZComplaintId });

/** What the shopper writes: several lines allowed, control characters not. */
export const ZComplaintContent = multilineText(
  z.string().trim().min(COMPLAINT_CONTENT_MIN, `at least ${COMPLAINT_CONTENT_MIN} characters`).max(COMPLAINT_CONTENT_MAX, `at most ${COMPLAINT_CONTENT_MAX} characters`),
);

/** The platform's answer, which the shopper reads. */
export const ZComplaintAnswer = multilineText(
  z.string().trim().min(COMPLAINT_ANSWER_MIN, `at least ${COMPLAINT_ANSWER_MIN} characters`).max(COMPLAINT_ANSWER_MAX, `at most ${COMPLAINT_ANSWER_MAX} characters`),
);

/**
 * The ids naming a subject: `returnId` an after-sales request of the caller's, `orderId` an order of the caller's
 * (with `goodsId` one of its goods, optionally), `goodsId` a goods, `shopId` a shop.
 */
export const ZComplaintSubjectIds = z.strictObject({
  orderId: ZCatalogueId.optional(),
  goodsId: ZCatalogueId.optional(),
  shopId: ZCatalogueId.optional(),
  returnId: ZCatalogueId.optional(),
});
export type TComplaintSubjectIds = z.infer<typeof ZComplaintSubjectIds>;

/** The subject the ids name when no kind is said: the most specific of them. */
export function subjectOfIds(ids: TComplaintSubjectIds): ComplaintSubject | undefined {
  if (ids.returnId !== undefined) return 'return';
  if (ids.orderId !== undefined) return 'order';
  if (ids.goodsId !== undefined) return 'goods';
  if (ids.shopId !== undefined) return 'shop';
  return undefined;
}

/** Which ids each subject needs, and which it may carry besides (an order complaint may name one of its goods). */
export const SUBJECT_IDS: Record<ComplaintSubject, { required: keyof TComplaintSubjectIds; optional: readonly (keyof TComplaintSubjectIds)[] }> = {
  return: { required: 'returnId', optional: [] },
  order: { required: 'orderId', optional: ['goodsId'] },
  goods: { required: 'goodsId', optional: [] },
  shop: { required: 'shopId', optional: [] },
};

/** The shop a complaint is about (every subject has one). */
export const ZComplaintShop = z.object({ shopId: z.number().int(), name: z.string(), logo: z.string() });

export const ZComplaintGoods = z.object({ goodsId: z.number().int(), title: z.string(), image: z.string() });

export const ZComplaintOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  payAmount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  paidAt: z.string().nullable().describe('ISO 8601'),
  receivedAt: z.string().nullable().describe('ISO 8601'),
  /** Its lines as bought (one per goods, quantities added). */
  goods: z.array(ZComplaintGoods.extend({ quantity: z.number().int() })),
});

export const ZComplaintReturn = z.object({
  returnId: z.number().int(),
  returnNo: z.string(),
  orderId: z.number().int(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  /** The shopper's reason, as the `return_reason` dictionary labels it in the caller's language. */
  reason: z.string(),
  description: z.string(),
  refuseReason: z.string().nullable(),
  amount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  /** The complaint that escalated it, if one did (once per request). */
  complaintId: z.number().int().nullable(),
});

/** What a complaint is about, with the facts of it: the shop always, the goods, order or request as the subject says. */
export const ZComplaintSubjectView = z.object({
  subject: ZComplaintSubject,
  shop: ZComplaintShop,
  goods: ZComplaintGoods.nullable(),
  order: ZComplaintOrder.nullable(),
  return: ZComplaintReturn.nullable(),
});
export type TComplaintSubjectView = z.infer<typeof ZComplaintSubjectView>;

/** A complaint as its shopper reads it (lists and detail alike). */
export const ZComplaint = z.object({
  complaintId: z.number().int(),
  complaintNo: z.string(),
  /** The `complaint_type` dictionary's value, and its label in the caller's language. */
  type: z.string(),
  typeLabel: z.string(),
  status: ZComplaintStatus,
  content: z.string(),
  images: z.array(z.string()),
  about: ZComplaintSubjectView,
  answer: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  answeredAt: z.string().nullable().describe('ISO 8601'),
  closedAt: z.string().nullable().describe('ISO 8601'),
});
export type TComplaint = z.infer<typeof ZComplaint>;

/** A help article of `complaint/kmsArtical`, in the caller's language; paragraphs are separated by a blank line. */
export const ZHelpArticle = z.object({
  code: z.string(),
  title: z.string(),
  body: z.string(),
});
export type THelpArticle = z.infer<typeof ZHelpArticle>;
