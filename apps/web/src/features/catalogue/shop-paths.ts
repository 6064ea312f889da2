/** The shop pages' paths and their shop id parameter. */
export const shopDetailPath = (shopId: number) => `/pages/shop/detail?shopId=${shopId}`;
export const shopCertPath = (shopId: number) => `/pages/shop/shopmerchantcert?shopId=${shopId}`;
export const NEAR_SHOPS_PATH = '/pages/shop/nearshop';
export const FOLLOWED_SHOPS_PATH = '/pages/user/followshop';

/** A shop id from a page query value (a positive 32-bit integer), or undefined. */
export function shopIdParam(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
