import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'share/invitecode';

export const ZQueryInviteCodeResponse = z.object({
  inviteCode: z.string(),
  /** The register page with this code as its referrer. */
  registerUri: z.string(),
  /** Shoppers who registered with this code, and the points their registrations gave. */
  invitedCount: z.number().int(),
  rewardedPoints: z.number().int(),
  /** The points one registration gives, and how many registrations a day are rewarded. */
  rewardPoints: z.number().int(),
  dailyLimit: z.number().int(),
});
export type TQueryInviteCodeResponse = z.infer<typeof ZQueryInviteCodeResponse>;

export const queryInviteCode = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's invite code, the register link to share, and what their invitations earned",
  request: ZEmptyRequest,
  response: ZQueryInviteCodeResponse,
});
