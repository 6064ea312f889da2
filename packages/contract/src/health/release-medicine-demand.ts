import { z } from 'zod';
import { ZAddressId } from '../account/address-fields.ts';
import { defineEndpoint } from '../platform/api.ts';
import { DEMAND_PHOTOS_MAX, ZHealthId, ZMedicineDemand } from './health-fields.ts';

export const path = 'mall/release/medicineDemand';

export const ZReleaseMedicineDemandRequest = z
  .strictObject({
  medicine: z.string().trim().min(1).max(100),
  quantity: z.number().int().min(1).max(99),
  symptoms: z.string().trim().max(500).default(''),
  /** A goods the shopper has in mind (optional); a prescription-only one makes the demand need a photo. */
  goodsId: ZHealthId.optional(),
  /** The shopper says the medicine needs a prescription. */
  prescription: z.boolean().default(false),
  /** The shopper's own private uploads (`resource/cos/upload` with purpose private). */
  photos: z.array(z.string().min(1).max(300)).max(DEMAND_PHOTOS_MAX).default([]),
  /** Where the shopper is: pharmacies near this point are shown the demand. Give it, or `addressId`. */
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  /** One of the caller's saved addresses (1004 otherwise) whose location is used instead of `lat`/`lng` (5208 without one). */
  addressId: ZAddressId.optional(),
})
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: 'give lat and lng together', path: ['lng'] })
  .refine((v) => (v.addressId === undefined) !== (v.lat === undefined), { message: 'give either addressId or lat and lng', path: ['addressId'] });
export type TReleaseMedicineDemandRequest = z.input<typeof ZReleaseMedicineDemandRequest>;
export const ZReleaseMedicineDemandResponse = ZMedicineDemand.extend({ pharmaciesShown: z.number().int() });
export type TReleaseMedicineDemandResponse = z.infer<typeof ZReleaseMedicineDemandResponse>;

export const releaseMedicineDemand = defineEndpoint({
  path,
  access: 'user',
  summary:
    "Releases a medicine demand to the verified pharmacies near the shopper's place (lat/lng) or one of their saved addresses (open for 24 h). A prescription medicine needs at least one photo (5201); photos must be the caller's own private uploads (1001); an address of someone else 1004, one without a location 5208",
  request: ZReleaseMedicineDemandRequest,
  response: ZReleaseMedicineDemandResponse,
});
