import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZShopCustomer } from './chat-fields.ts';

export const path = 'shop/customer/{customerId}';

export const ZShopCustomerParams = z.object({ customerId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ZShopCustomerRequest = ZEmptyRequest;
export const ZShopCustomerResponse = ZShopCustomer;
export type TShopCustomerResponse = z.infer<typeof ZShopCustomerResponse>;

export const shopCustomer = defineEndpoint({
  path,
  access: 'user',
  params: ZShopCustomerParams,
  summary: 'One service staff member of a shop (names only)',
  request: ZShopCustomerRequest,
  response: ZShopCustomerResponse,
});
