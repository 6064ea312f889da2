import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZPlusShopRequest } from './shop-plus-fields.ts';

export const path = 'user/shop/exists';

export const ZShopMembership = z.object({
  shopId: z.number().int(),
  member: z.boolean(),
  joinedAt: z.string().nullable().describe('ISO 8601'),
});
export type TShopMembership = z.infer<typeof ZShopMembership>;

export const queryShopMember = defineEndpoint({
  path,
  access: 'user',
  summary: "Whether the caller is a member of a shop's membership, and since when",
  request: ZPlusShopRequest,
  response: ZShopMembership,
});
