import { z } from 'zod';

/** How many addresses one account may keep. */
export const MAX_ADDRESSES = 30;

export const ZAddressId = z.number().int().positive().max(2_147_483_647);

/** One line of text a person types, trimmed (the platform's text rule keeps control characters and line breaks out). */
function ZLine(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max);
}

export const ZReceiverName = ZLine(32);
export const ZAddressDetail = ZLine(200).describe('street, building and room');
export const ZPostcode = z
  .string()
  .trim()
  .max(16)
  .regex(/^[A-Za-z0-9 -]*$/, 'not a valid postcode');

/**
 * A delivery address of the caller. Nation and area names are in the T-lang language; `areaText` is the
 * region line as it read in the language used when the address was saved. The mobile is not masked.
 */
export const ZAddress = z.object({
  id: z.number().int(),
  receiverName: z.string(),
  phoneCode: z.string(),
  mobile: z.string(),
  nationId: z.number().int(),
  nationCode: z.string(),
  nationName: z.string(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  areaText: z.string().describe('e.g. "Guangdong Shenzhen Nanshan", in the language used when saved'),
  detail: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
  /** Where it is: the pin saved with it, else the centre of its district (else city); null when neither is known. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;
