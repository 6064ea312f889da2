import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { pageOf, ZPageRequest } from '../platform/paging.ts';
import { ZComplaint, ZComplaintStatus } from './complaint-fields.ts';

export const path = 'complaint/query/goodsComplaints';

/** `status`: one status only; left out, all of them. */
export const ZQueryGoodsComplaintsRequest = z.strictObject({ ...ZPageRequest.shape, status: ZComplaintStatus.optional() });
export type TQueryGoodsComplaintsRequest = z.input<typeof ZQueryGoodsComplaintsRequest>;
export const ZQueryGoodsComplaintsResponse = pageOf(ZComplaint);
export type TQueryGoodsComplaintsResponse = z.infer<typeof ZQueryGoodsComplaintsResponse>;

export const queryGoodsComplaints = defineEndpoint({
  path,
  access: 'user',
  summary: "A page of the caller's complaints, newest first, each with what it is about and its status",
  request: ZQueryGoodsComplaintsRequest,
  response: ZQueryGoodsComplaintsResponse,
});
