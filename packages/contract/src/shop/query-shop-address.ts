import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'shop/address/query';

export const SHOP_ADDRESS_KINDS = ['return', 'pickup'] as const;

export const ZQueryShopAddressRequest = z.strictObject({
  shopId: ZShopId,
  /** Only addresses of this kind; all when left out. */
  kind: z.enum(SHOP_ADDRESS_KINDS).optional(),
});
export const ZShopAddress = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_ADDRESS_KINDS),
  name: z.string(),
  contactName: z.string(),
  phone: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export const ZQueryShopAddressResponse = z.array(ZShopAddress);
export type TShopAddress = z.infer<typeof ZShopAddress>;
export type TQueryShopAddressRequest = z.input<typeof ZQueryShopAddressRequest>;
export type TQueryShopAddressResponse = z.infer<typeof ZQueryShopAddressResponse>;

export const queryShopAddress = defineEndpoint({
  path,
  access: 'public',
  summary: 'A shop\'s returns desk and pickup points, in order',
  request: ZQueryShopAddressRequest,
  response: ZQueryShopAddressResponse,
});
