import type { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { ZMerchantShopProfile } from './merchant-shop-fields.ts';
import { ZShopIdRequest } from './shop-id.ts';

export const path = 'merchant/shop/profile/query';

export const ZQueryMerchantShopProfileRequest = ZShopIdRequest;
export type TQueryMerchantShopProfileRequest = z.input<typeof ZQueryMerchantShopProfileRequest>;
export const ZQueryMerchantShopProfileResponse = ZMerchantShopProfile;
export type TQueryMerchantShopProfileResponse = z.infer<typeof ZQueryMerchantShopProfileResponse>;

export const queryMerchantShopProfile = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "A shop's settings as its merchant edits them: name and intro in every language, logo, banner, phone, open or closed, and the week's hours",
  request: ZQueryMerchantShopProfileRequest,
  response: ZQueryMerchantShopProfileResponse,
});
