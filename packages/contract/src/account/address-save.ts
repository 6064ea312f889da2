import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZLatitude, ZLongitude } from '../location/coordinates.ts';
import { ZMobile, ZPhoneCode } from './account-fields.ts';
import { ZAddress, ZAddressDetail, ZAddressId, ZPostcode, ZReceiverName } from './address-fields.ts';

export const path = 'user/address/save';

export const ZSaveAddressRequest = z.strictObject({
  id: ZAddressId.optional().describe('the address to edit; omitted to add a new one'),
  receiverName: ZReceiverName,
  phoneCode: ZPhoneCode.unwrap().optional().describe("the receiver's calling code; the nation's when omitted"),
  mobile: ZMobile,
  nationId: ZAddressId,
  provinceId: ZAddressId.nullable().optional(),
  cityId: ZAddressId.nullable().optional(),
  districtId: ZAddressId.nullable().optional(),
  detail: ZAddressDetail,
  postcode: ZPostcode.optional(),
  isDefault: z.boolean().optional().describe('true makes it the default; the first address is always the default'),
  /** A pin (e.g. the browser's current location); without it the address is placed at its district's (else city's) centre. */
  pin: z.strictObject({ lat: ZLatitude, lng: ZLongitude }).optional(),
});
export type TSaveAddressRequest = z.input<typeof ZSaveAddressRequest>;

export const ZSaveAddressResponse = ZAddress;
export type TSaveAddressResponse = z.infer<typeof ZSaveAddressResponse>;

export const saveAddress = defineEndpoint({
  path,
  access: 'user',
  summary: `Adds an address (no id) or edits one of the caller's; the areas must form a chain inside the nation`,
  request: ZSaveAddressRequest,
  response: ZSaveAddressResponse,
});
