import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZAddress, ZAddressId } from './address-fields.ts';

export const path = 'user/address/default';

export const ZSetDefaultAddressRequest = z.strictObject({ id: ZAddressId });
export type TSetDefaultAddressRequest = z.input<typeof ZSetDefaultAddressRequest>;

export const ZSetDefaultAddressResponse = ZAddress;
export type TSetDefaultAddressResponse = z.infer<typeof ZSetDefaultAddressResponse>;

export const setDefaultAddress = defineEndpoint({
  path,
  access: 'user',
  summary: "Makes one of the caller's addresses the default (the previous default stops being one)",
  request: ZSetDefaultAddressRequest,
  response: ZSetDefaultAddressResponse,
});
