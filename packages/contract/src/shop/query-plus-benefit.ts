import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPlusShopRequest } from './shop-plus-fields.ts';

export const path = 'shop/query/plusBenefit';

export const ZQueryPlusBenefitResponse = z.object({
  shopId: z.number().int(),
  /** Whether the shop sells membership; when false, the rest is empty. */
  enabled: z.boolean(),
  /** The benefits in the caller's language. */
  benefits: z.array(z.string()),
  memberCount: z.number().int(),
});
export type TQueryPlusBenefitResponse = z.infer<typeof ZQueryPlusBenefitResponse>;

export const queryPlusBenefit = defineEndpoint({
  path,
  access: 'public',
  summary: "A shop's membership: whether it has one, its benefits in the caller's language, and how many members it has. An unknown shop is 1004",
  request: ZPlusShopRequest,
  response: ZQueryPlusBenefitResponse,
});
