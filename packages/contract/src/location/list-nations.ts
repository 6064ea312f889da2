import { z } from 'zod';
import { defineEndpoint, ZEmptyRequest } from '../platform/api.ts';

export const path = 'resource/nation/list';

/** A nation or region the shop delivers to, named in the T-lang language. */
export const ZNation = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 3166-1 alpha-2, e.g. CN, JP, US'),
  name: z.string(),
  phoneCode: z.string().describe('the country calling code without "+", e.g. 86'),
});
export type TNation = z.infer<typeof ZNation>;

export const ZListNationsRequest = ZEmptyRequest;
export const ZListNationsResponse = z.array(ZNation);
export type TListNationsResponse = z.infer<typeof ZListNationsResponse>;

export const listNations = defineEndpoint({
  path,
  access: 'public',
  summary: 'The nations and regions for addresses and phone numbers, in display order',
  request: ZListNationsRequest,
  response: ZListNationsResponse,
});
