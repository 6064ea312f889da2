import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZTakeawayProgress } from './takeaway-fields.ts';

export const path = 'user/takeaway/progress';

export const ZQueryTakeawayProgressRequest = z.strictObject({ orderId: z.number().int().positive().max(2_147_483_647) });
/** null while the order is unpaid (it starts at accepted when paid). */
export const ZQueryTakeawayProgressResponse = z.object({ progress: ZTakeawayProgress.nullable(), packingFee: z.number().int() });
export type TQueryTakeawayProgressRequest = z.input<typeof ZQueryTakeawayProgressRequest>;
export type TQueryTakeawayProgressResponse = z.infer<typeof ZQueryTakeawayProgressResponse>;

export const queryTakeawayProgress = defineEndpoint({
  path,
  access: 'user',
  summary: "Where one of the caller's takeaway orders is: its stage and the time of each step, its eta (another's order: not found)",
  request: ZQueryTakeawayProgressRequest,
  response: ZQueryTakeawayProgressResponse,
});
