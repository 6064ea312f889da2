import { z } from 'zod';
import { defineEndpoint } from '../platform/api.ts';
import { keysetPageOf, ZKeysetRequest } from '../platform/paging.ts';
import { ZShopId } from '../shop/shop-id.ts';
import { ZGroupbuyId, ZGroupbuyListing } from './groupbuy-fields.ts';

export const path = 'merchant/groupbuy/listing/query';

export const ZMerchantGroupbuyListingsRequest = ZKeysetRequest.extend({ shopId: ZShopId }).strict();
export type TMerchantGroupbuyListingsRequest = z.input<typeof ZMerchantGroupbuyListingsRequest>;
export const ZMerchantGroupbuyListingsResponse = keysetPageOf(ZGroupbuyListing);
export type TMerchantGroupbuyListingsResponse = z.infer<typeof ZMerchantGroupbuyListingsResponse>;

export const queryMerchantGroupbuyListings = defineEndpoint({
  path,
  access: 'merchant',
  right: 'goods',
  summary: "The shop's group-buy listings, newest first, every status",
  request: ZMerchantGroupbuyListingsRequest,
  response: ZMerchantGroupbuyListingsResponse,
});

export const createPath = 'merchant/groupbuy/listing/create';

export const ZCreateGroupbuyListingRequest = z.strictObject({
  shopId: ZShopId,
  goodsId: ZGroupbuyId,
  skuId: ZGroupbuyId,
  categoryId: ZGroupbuyId,
  groupPrice: z.number().int().min(1).max(100_000_000),
  pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  cutOffAt: z.iso.datetime({ offset: true }),
  threshold: z.number().int().min(1).max(100_000),
  perShopperLimit: z.number().int().min(1).max(1000),
});
export type TCreateGroupbuyListingRequest = z.input<typeof ZCreateGroupbuyListingRequest>;
export const ZCreateGroupbuyListingResponse = ZGroupbuyListing;
export type TCreateGroupbuyListingResponse = z.infer<typeof ZCreateGroupbuyListingResponse>;

export const createGroupbuyListing = defineEndpoint({
  path: createPath,
  access: 'merchant',
  right: 'goods',
  summary:
    "Offers one of the shop's SKUs to a group: group price, pickup date, cut-off (in the future, not after the pickup date), threshold and per-shopper limit (5136 otherwise; another shop's goods or an unknown category 1004)",
  request: ZCreateGroupbuyListingRequest,
  response: ZCreateGroupbuyListingResponse,
});
