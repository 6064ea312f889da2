import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopCustomer } from './chat-fields.ts';

export const path = 'shop/query/customer';

const ZId = z.number().int().positive().max(2_147_483_647);
export const ZQueryShopCustomersRequest = z.strictObject({ shopId: ZId });
export const ZQueryShopCustomersResponse = z.object({ list: z.array(ZShopCustomer) });
export type TQueryShopCustomersResponse = z.infer<typeof ZQueryShopCustomersResponse>;

export const queryShopCustomers = defineEndpoint({
  path,
  access: 'user',
  summary: "The shop's service staff (who answer its chat): names only",
  request: ZQueryShopCustomersRequest,
  response: ZQueryShopCustomersResponse,
});
