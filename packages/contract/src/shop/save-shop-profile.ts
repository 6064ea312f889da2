import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { localizedInput, MERCHANT_SHOP_STATUSES, ZMerchantShopProfile, ZShopPhone, ZShopPicture } from './merchant-shop-fields.ts';
import { ZShopId } from './shop-id.ts';

export const path = 'merchant/shop/profile/save';

/** The whole profile, as the settings page holds it; a picture that changes must be the caller's own public upload. */
export const ZSaveShopProfileRequest = z.strictObject({
  shopId: ZShopId,
  name: localizedInput(30, true),
  intro: localizedInput(300),
  logo: ZShopPicture,
  banner: ZShopPicture,
  phone: ZShopPhone,
  /** Closed shops stay visible, shown as closed, and take no orders. */
  status: z.enum(MERCHANT_SHOP_STATUSES),
});
export type TSaveShopProfileRequest = z.input<typeof ZSaveShopProfileRequest>;
export const ZSaveShopProfileResponse = ZMerchantShopProfile;
export type TSaveShopProfileResponse = z.infer<typeof ZSaveShopProfileResponse>;

export const saveShopProfile = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "Saves a shop's name and intro (per language), logo, banner, phone and whether it is open; answers the shop as saved",
  request: ZSaveShopProfileRequest,
  response: ZSaveShopProfileResponse,
});
