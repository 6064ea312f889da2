import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZAddress, ZAddressId } from './address-fields.ts';

export const path = 'user/address/query/detail';

export const ZQueryAddressDetailRequest = z.strictObject({ id: ZAddressId });
export type TQueryAddressDetailRequest = z.input<typeof ZQueryAddressDetailRequest>;

export const ZQueryAddressDetailResponse = ZAddress;
export type TQueryAddressDetailResponse = z.infer<typeof ZQueryAddressDetailResponse>;

export const queryAddressDetail = defineEndpoint({
  path,
  access: 'user',
  summary: "One of the caller's addresses",
  request: ZQueryAddressDetailRequest,
  response: ZQueryAddressDetailResponse,
});
