import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZWithdrawOrder, ZWithdrawState } from './withdraw-fields.ts';

/** The platform console's withdrawals: listing them by state, paying one, rejecting one (operators: finance or admin). */

export const queryPlatformWithdrawsPath = 'platform/withdraw/query';
export const payPlatformWithdrawPath = 'platform/withdraw/pay';
export const rejectPlatformWithdrawPath = 'platform/withdraw/reject';

export const ZPlatformWithdraw = ZWithdrawOrder.extend({
  userId: z.number().int(),
  /** The shopper in a few words: nickname and number. */
  shopper: z.string(),
  reviewerId: z.number().int().nullable(),
  /** The payout's idempotency key and provider reference once written. */
  payoutKey: z.string().nullable(),
  payoutRef: z.string().nullable(),
});
export type TPlatformWithdraw = z.infer<typeof ZPlatformWithdraw>;

/** Applied and paying ones (the queue) oldest first; the others newest first. */
export const ZQueryPlatformWithdrawsRequest = z.strictObject({ ...ZKeysetRequest.shape, state: ZWithdrawState.default('applied') });
export type TQueryPlatformWithdrawsRequest = z.input<typeof ZQueryPlatformWithdrawsRequest>;
export const ZQueryPlatformWithdrawsResponse = keysetPageOf(ZPlatformWithdraw);
export type TQueryPlatformWithdrawsResponse = z.infer<typeof ZQueryPlatformWithdrawsResponse>;

export const queryPlatformWithdraws = defineEndpoint({
  path: queryPlatformWithdrawsPath,
  access: 'platform',
  role: 'finance',
  summary: 'A page of withdrawals in one state: applied and paying ones oldest first (the queue), the others newest first',
  request: ZQueryPlatformWithdrawsRequest,
  response: ZQueryPlatformWithdrawsResponse,
});

export const ZWithdrawIdRequest = z.strictObject({ withdrawId: z.number().int().positive() });
export type TWithdrawIdRequest = z.input<typeof ZWithdrawIdRequest>;

export const payPlatformWithdraw = defineEndpoint({
  path: payPlatformWithdrawPath,
  access: 'platform',
  role: 'finance',
  summary:
    'Pays an applied withdrawal through the payout provider (a payout record with its idempotency key is written first); paying one that is paying retries the same payout, once. Rejected or failed: 4906; the provider did not answer: 4907, pay again',
  request: ZWithdrawIdRequest,
  response: ZPlatformWithdraw,
});

export const ZRejectPlatformWithdrawRequest = ZWithdrawIdRequest.extend({ reason: z.string().trim().min(1).max(200) });
export type TRejectPlatformWithdrawRequest = z.input<typeof ZRejectPlatformWithdrawRequest>;

export const rejectPlatformWithdraw = defineEndpoint({
  path: rejectPlatformWithdrawPath,
  access: 'platform',
  role: 'finance',
  summary: 'Rejects an applied withdrawal with a reason: the frozen amount goes back to the wallet. Already paying, paid or failed: 4906',
  request: ZRejectPlatformWithdrawRequest,
  response: ZPlatformWithdraw,
});
