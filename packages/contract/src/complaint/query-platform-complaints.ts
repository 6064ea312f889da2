import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZComplaintStatus, ZComplaintSubject } from './complaint-fields.ts';

export const path = 'platform/complaint/query';

/** Open complaints (the default) are listed oldest first, the queue; answered and closed ones newest first. */
export const ZQueryPlatformComplaintsRequest = z.strictObject({ ...ZKeysetRequest.shape, status: ZComplaintStatus.default('open') });
export type TQueryPlatformComplaintsRequest = z.input<typeof ZQueryPlatformComplaintsRequest>;

export const ZPlatformComplaintSummary = z.object({
  complaintId: z.number().int(),
  complaintNo: z.string(),
  status: ZComplaintStatus,
  type: z.string(),
  typeLabel: z.string(),
  subject: ZComplaintSubject,
  shopName: z.string(),
  /** What the complaint is about in a few words: the goods' title, the order's or request's number, the shop's name. */
  about: z.string(),
  complainant: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  answeredAt: z.string().nullable().describe('ISO 8601'),
});
export type TPlatformComplaintSummary = z.infer<typeof ZPlatformComplaintSummary>;
export const ZQueryPlatformComplaintsResponse = keysetPageOf(ZPlatformComplaintSummary);
export type TQueryPlatformComplaintsResponse = z.infer<typeof ZQueryPlatformComplaintsResponse>;

export const queryPlatformComplaints = defineEndpoint({
  path,
  access: 'platform',
  role: 'support',
  summary: 'A page of complaints of one status: open ones oldest first (the queue), answered and closed ones newest first',
  request: ZQueryPlatformComplaintsRequest,
  response: ZQueryPlatformComplaintsResponse,
});
