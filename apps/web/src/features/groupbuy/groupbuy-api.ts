import { createPath, path as merchantListingsPath, type createGroupbuyListing, type queryMerchantGroupbuyListings } from '@mall/contract/groupbuy/merchant-groupbuy-listings';
import { path as pickupPointsPath, setPath, type queryMerchantPickupPoints, type setPickupStaff } from '@mall/contract/groupbuy/merchant-pickup-staff';
import { path as orderPath, type queryGroupbuyOrder } from '@mall/contract/groupbuy/query-groupbuy-order';
import { path as categoryPath, type queryHouseCategory } from '@mall/contract/groupbuy/query-house-category';
import { path as categoryGoodsPath, type queryHouseCategoryGoods } from '@mall/contract/groupbuy/query-house-category-goods';
import { path as landingPath, type queryHouseCategorysGoods } from '@mall/contract/groupbuy/query-house-categorys-goods';
import { path as goodsPath, type queryHouseGoods } from '@mall/contract/groupbuy/query-house-goods';
import { path as redeemPath, type redeemPickupCode } from '@mall/contract/groupbuy/redeem-pickup-code';
import { path as oneGoodsPath, type checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { path as numberPath, type checkoutNumber } from '@mall/contract/order/checkout-number';
import { path as commitPath, type commitOrder } from '@mall/contract/order/commit-order';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** Community group buying's calls (contract: packages/contract/src/groupbuy). */
export const GROUPBUY_API = {
  categories: endpointRef<typeof queryHouseCategory>(categoryPath),
  landing: endpointRef<typeof queryHouseCategorysGoods>(landingPath),
  categoryGoods: endpointRef<typeof queryHouseCategoryGoods>(categoryGoodsPath),
  goods: endpointRef<typeof queryHouseGoods>(goodsPath),
  order: endpointRef<typeof queryGroupbuyOrder>(orderPath),
  merchantListings: endpointRef<typeof queryMerchantGroupbuyListings>(merchantListingsPath),
  createListing: endpointRef<typeof createGroupbuyListing>(createPath),
  pickupPoints: endpointRef<typeof queryMerchantPickupPoints>(pickupPointsPath),
  setStaff: endpointRef<typeof setPickupStaff>(setPath),
  redeem: endpointRef<typeof redeemPickupCode>(redeemPath),
  // The checkout's calls, as a group buy opens and commits one (contract: packages/contract/src/order).
  openOneGoods: endpointRef<typeof checkoutOneGoods>(oneGoodsPath),
  number: endpointRef<typeof checkoutNumber>(numberPath),
  commit: endpointRef<typeof commitOrder>(commitPath),
} as const;
