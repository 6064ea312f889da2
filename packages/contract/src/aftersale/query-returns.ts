import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZReturnCard } from './return-fields.ts';

export const path = 'returnorder/query';

export const ZQueryReturnsRequest = z.strictObject({ ...ZKeysetRequest.shape });
export type TQueryReturnsRequest = z.input<typeof ZQueryReturnsRequest>;
export const ZQueryReturnsResponse = keysetPageOf(ZReturnCard);
export type TQueryReturnsResponse = z.infer<typeof ZQueryReturnsResponse>;

export const queryReturns = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's after-sales requests, newest first, a keyset page at a time (the order list's return group)",
  request: ZQueryReturnsRequest,
  response: ZQueryReturnsResponse,
});
