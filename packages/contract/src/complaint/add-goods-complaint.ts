import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZRequestKey } from '../platform/request-key.ts';
import {
  COMPLAINT_IMAGES_MAX,
  SUBJECT_IDS,
  ZComplaint,
  ZComplaintContent,
  ZComplaintSubject,
  ZComplaintSubjectIds,
  type TComplaintSubjectIds,
} from './complaint-fields.ts';

export const path = 'complaint/add/goodsComplaint';

/**
 * A complaint: what it is about (`subject` and the ids it needs: see SUBJECT_IDS), its type (a value of
 * `complaint/selectComplaintType`), what happened and up to six photos (the caller's own uploads). The same
 * `requestKey` answers the same complaint, so a retry after a lost answer files nothing twice.
 */
export const ZAddGoodsComplaintRequest = z
  .strictObject({
    subject: ZComplaintSubject,
    ...ZComplaintSubjectIds.shape,
    type: z.string().trim().min(1).max(64),
    content: ZComplaintContent,
    images: z.array(z.string().trim().min(1).max(500)).max(COMPLAINT_IMAGES_MAX, `at most ${COMPLAINT_IMAGES_MAX} photos`).default([]),
    requestKey: ZRequestKey,
  })
  .superRefine((body, ctx) => {
    const rule = SUBJECT_IDS[body.subject];
    if (body[rule.required] === undefined) ctx.addIssue({ code: 'custom', path: [rule.required], message: `required for a complaint about a ${body.subject}` });
    for (const key of ['orderId', 'goodsId', 'shopId', 'returnId'] as const satisfies readonly (keyof TComplaintSubjectIds)[]) {
      if (key !== rule.required && !rule.optional.includes(key) && body[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: `not part of a complaint about a ${body.subject}` });
      }
    }
    if (new Set(body.images).size !== body.images.length) ctx.addIssue({ code: 'custom', path: ['images'], message: 'each photo once' });
  });
export type TAddGoodsComplaintRequest = z.input<typeof ZAddGoodsComplaintRequest>;
export const ZAddGoodsComplaintResponse = ZComplaint;
export type TAddGoodsComplaintResponse = z.infer<typeof ZAddGoodsComplaintResponse>;

export const addGoodsComplaint = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Files a complaint to the platform about a goods, a shop, one of the caller's orders, or one of the caller's refused after-sales requests (an escalation: once per request, 4771 after; 4770 when the request is not refused). Another shopper's order or request answers 1004",
  request: ZAddGoodsComplaintRequest,
  response: ZAddGoodsComplaintResponse,
});
