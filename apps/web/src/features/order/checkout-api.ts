import { path as cartPath, type checkoutCart } from '@mall/contract/order/checkout-cart';
import { path as couponsPath, type checkoutCouponQuery } from '@mall/contract/order/checkout-coupon-query';
import { path as numberPath, type checkoutNumber } from '@mall/contract/order/checkout-number';
import { path as oneGoodsPath, type checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { path as detailPath, type checkoutOrderDetail } from '@mall/contract/order/checkout-order-detail';
import { path as redoPath, type checkoutRedo } from '@mall/contract/order/checkout-redo';
import { path as commitPath, type commitOrder } from '@mall/contract/order/commit-order';
import { endpointRef } from '../../shared/transport/endpoint-ref.ts';

/** The checkout calls (contract: packages/contract/src/order). */
export const CHECKOUT_API = {
  openCart: endpointRef<typeof checkoutCart>(cartPath),
  openOneGoods: endpointRef<typeof checkoutOneGoods>(oneGoodsPath),
  detail: endpointRef<typeof checkoutOrderDetail>(detailPath),
  redo: endpointRef<typeof checkoutRedo>(redoPath),
  coupons: endpointRef<typeof checkoutCouponQuery>(couponsPath),
  number: endpointRef<typeof checkoutNumber>(numberPath),
  commit: endpointRef<typeof commitOrder>(commitPath),
} as const;
