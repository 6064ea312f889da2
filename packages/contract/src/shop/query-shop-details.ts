import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZShopMerchant, ZShopProfile } from './shop-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'shop/query/details';

export const ZQueryShopDetailsRequest = ZShopIdRequest;
export const ZQueryShopDetailsResponse = ZShopProfile.extend({
  merchant: ZShopMerchant,
  /** The region line (province, city, district) in the T-lang language. */
  region: z.string(),
  openedAt: z.string().describe('ISO 8601'),
  qualificationCount: z.number().int(),
  certificateCount: z.number().int(),
});
export type TQueryShopDetailsRequest = z.input<typeof ZQueryShopDetailsRequest>;
export type TQueryShopDetailsResponse = z.infer<typeof ZQueryShopDetailsResponse>;

export const queryShopDetails = defineEndpoint({
  path,
  access: 'public',
  summary: 'A shop\'s details page: profile, merchant, region, opening date and how many documents it shows',
  request: ZQueryShopDetailsRequest,
  response: ZQueryShopDetailsResponse,
});
