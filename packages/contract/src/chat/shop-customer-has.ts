import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';

export const path = 'shop/customer/has';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZShopCustomerHasRequest = z.strictObject({ shopId: ZId });
export const ZShopCustomerHasResponse = z.object({ has: z.boolean() });
export type TShopCustomerHasResponse = z.infer<typeof ZShopCustomerHasResponse>;

export const shopCustomerHas = defineEndpoint({
  path,
  access: 'user',
  summary: 'Whether the shop has any service staff',
  request: ZShopCustomerHasRequest,
  response: ZShopCustomerHasResponse,
});
