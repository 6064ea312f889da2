import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';
import { ZAddress } from './address-fields.ts';

export const path = 'user/address/query';

export const ZQueryAddressesRequest = ZEmptyRequest;
export const ZQueryAddressesResponse = z.array(ZAddress);
export type TQueryAddressesResponse = z.infer<typeof ZQueryAddressesResponse>;

export const queryAddresses = defineEndpoint({
  path,
  access: 'user',
  summary: "The caller's addresses (at most 30): the default first, then the newest",
  request: ZQueryAddressesRequest,
  response: ZQueryAddressesResponse,
});
