import { z } from 'zod';
import { RETURN_STATUSES } from '../aftersale/return-fields.ts';
import { ORDER_STATUSES } from '../order/order-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZComplaintGoods, ZComplaintShop, ZComplaintSubjectIds, ZComplaintSubjectView } from './complaint-fields.ts';

export const path = 'complaint/selectComplaints';

/**
 * What the caller may complain about. The list: their paid orders of the last 180 days, newest first, each with
 * its shop, its goods and its refused after-sales requests (each saying whether it was escalated already). With
 * ids (as a page opened from an order, a goods, a shop or a request passes them), `picked` is that subject with
 * its facts: the most specific id wins (request, then order, then goods, then shop); another shopper's order or
 * request answers 1004.
 */
export const ZSelectComplaintsRequest = z.strictObject({ ...ZPageRequest.shape, ...ZComplaintSubjectIds.shape });
export type TSelectComplaintsRequest = z.input<typeof ZSelectComplaintsRequest>;

export const ZComplaintCandidate = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  payAmount: z.number().int(),
  createdAt: z.string().describe('ISO 8601'),
  shop: ZComplaintShop,
  goods: z.array(ZComplaintGoods),
  /** The order's refused after-sales requests: each may be escalated once. */
  refusedReturns: z.array(
    z.object({
      returnId: z.number().int(),
      returnNo: z.string(),
      status: z.enum(RETURN_STATUSES),
      refuseReason: z.string().nullable(),
      complaintId: z.number().int().nullable(),
    }),
  ),
});
export type TComplaintCandidate = z.infer<typeof ZComplaintCandidate>;

export const ZSelectComplaintsResponse = pageOf(ZComplaintCandidate).extend({ picked: ZComplaintSubjectView.nullable() });
export type TSelectComplaintsResponse = z.infer<typeof ZSelectComplaintsResponse>;

export const selectComplaints = defineEndpoint({
  path,
  access: 'user',
  summary:
    "What the caller may complain about: their paid orders of the last 180 days (newest first, with shop, goods and refused after-sales requests), and the subject named by the ids given, with its facts",
  request: ZSelectComplaintsRequest,
  response: ZSelectComplaintsResponse,
});
