import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZHealthId, ZMedicineDemand } from './health-fields.ts';

export const path = 'mall/update/medicineDemand/status';

export const ZUpdateMedicineDemandStatusRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('cancel'), demandId: ZHealthId }),
  z.strictObject({ action: z.literal('accept'), demandId: ZHealthId, quoteId: ZHealthId, addressId: ZHealthId.optional() }),
]);
export type TUpdateMedicineDemandStatusRequest = z.input<typeof ZUpdateMedicineDemandStatusRequest>;
export const ZUpdateMedicineDemandStatusResponse = z.object({
  demand: ZMedicineDemand,
  /** After an accept: the checkout of the quoted goods at the quoted price, to commit and pay as any other. */
  checkoutId: z.number().int().nullable(),
});
export type TUpdateMedicineDemandStatusResponse = z.infer<typeof ZUpdateMedicineDemandStatusResponse>;

export const updateMedicineDemandStatus = defineEndpoint({
  path,
  access: 'user',
  summary:
    'Cancels an open or quoted demand (5202 otherwise), or accepts one of its quotes: one atomic move quoted → accepted (two accepts at once: one wins, 5202), refused for an expired quote (5203); answers a checkout at the quoted price. Accepting the accepted quote again answers a new checkout of it',
  request: ZUpdateMedicineDemandStatusRequest,
  response: ZUpdateMedicineDemandStatusResponse,
});
