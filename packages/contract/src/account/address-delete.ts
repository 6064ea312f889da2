import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZAddressId } from './address-fields.ts';

export const path = 'user/address/delete';

export const ZDeleteAddressRequest = z.strictObject({ id: ZAddressId });
export type TDeleteAddressRequest = z.input<typeof ZDeleteAddressRequest>;

export const ZDeleteAddressResponse = z.object({
  id: z.number().int(),
  defaultId: z.number().int().nullable().describe('the default address afterwards; null when none is left'),
});
export type TDeleteAddressResponse = z.infer<typeof ZDeleteAddressResponse>;

export const deleteAddress = defineEndpoint({
  path,
  access: 'user',
  summary: "Deletes one of the caller's addresses; when it was the default, the newest remaining one becomes default",
  request: ZDeleteAddressRequest,
  response: ZDeleteAddressResponse,
});
