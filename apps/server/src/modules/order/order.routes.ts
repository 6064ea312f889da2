import type { FastifyInstance } from 'fastify';
import { cancelOrder } from '@mall/contract/order/cancel-order';
import { checkoutCart } from '@mall/contract/order/checkout-cart';
import { checkoutCouponQuery } from '@mall/contract/order/checkout-coupon-query';
import { checkoutNumber } from '@mall/contract/order/checkout-number';
import { checkoutOneGoods } from '@mall/contract/order/checkout-onegoods';
import { checkoutOrderDetail } from '@mall/contract/order/checkout-order-detail';
import { checkoutRedo } from '@mall/contract/order/checkout-redo';
import { commitOrder as commit } from '@mall/contract/order/commit-order';
import { deleteOrder } from '@mall/contract/order/delete-order';
import { editOrderAddress as editOrderAddressCall } from '@mall/contract/order/edit-order-address';
import { quoteOrderAddress as quoteOrderAddressCall } from '@mall/contract/order/quote-order-address';
import { queryCompletedOrders } from '@mall/contract/order/query-completed-orders';
import { queryOrderAddress as orderAddressCall } from '@mall/contract/order/query-order-address';
import { queryOrderDetail as orderDetailCall } from '@mall/contract/order/query-order-detail';
import { queryOrderGoods as orderGoodsCall } from '@mall/contract/order/query-order-goods';
import { queryOrderOrderDetail } from '@mall/contract/order/query-order-order-detail';
import { queryOrders as ordersCall } from '@mall/contract/order/query-orders';
import { queryPayingOrders } from '@mall/contract/order/query-paying-orders';
import { queryReceivingOrders } from '@mall/contract/order/query-receiving-orders';
import { queryShippingOrders } from '@mall/contract/order/query-shipping-orders';
import { queryOrderId } from '@mall/contract/order/query-order-id';
import { queryPayingDetail as payingDetailCall } from '@mall/contract/order/query-paying-detail';
import { queryShopUserOrders as shopUserOrdersCall } from '@mall/contract/order/query-shop-user-orders';
import { receiveOrderGoods } from '@mall/contract/order/receive-order-goods';
import { reorderOrder } from '@mall/contract/order/reorder-order';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { reorderCartGoods } from '../cart/cart.api.ts';
import {
  createCheckoutNumber,
  openCartCheckout,
  openOneGoodsCheckout,
  queryCheckoutCoupons,
  queryCheckoutDetail,
  redoCheckout,
} from './checkout.service.ts';
import { editOrderAddress } from './order-address-edit.ts';
import { quoteOrderAddress } from './order-address-quote.ts';
import { commitOrder } from './order-commit.ts';
import { queryOrderAddress, queryOrderDetail, queryOrderGoods, queryOrders } from './order-query.service.ts';
import { cancelOwnOrder, deleteOwnOrder } from './order-shopper.service.ts';
import { queryOrderIdByNo, queryPayingDetail } from './order-lookup.service.ts';
import { receiveOwnOrder } from './order-receive.ts';
import { queryShopUserOrders } from './order-shop-orders.service.ts';

/**
 * Checkout and commit: open, change and read a checkout, its coupons, the commit number and the commit; the
 * shopper's orders (lists by group, detail, lines, address, cancel, delete).
 */
export function orderRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, checkoutCart, ({ body, ctx }) => openCartCheckout(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, checkoutOneGoods, ({ body, ctx }) => openOneGoodsCheckout(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, checkoutRedo, ({ body, ctx }) => redoCheckout(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, checkoutOrderDetail, ({ body, ctx }) => queryCheckoutDetail(db, userOf(ctx), body.checkoutId, ctx.lang));
  registerEndpoint(app, deps, checkoutCouponQuery, ({ body, ctx }) => queryCheckoutCoupons(db, userOf(ctx), body.checkoutId, ctx.lang));
  registerEndpoint(app, deps, checkoutNumber, ({ body, ctx }) => createCheckoutNumber(db, userOf(ctx), body.checkoutId));
  registerEndpoint(app, deps, commit, ({ body, ctx }) => commitOrder(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, ordersCall, ({ body, ctx }) => queryOrders(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, queryPayingOrders, ({ body, ctx }) => queryOrders(db, userOf(ctx), { ...body, group: 'paying' }, ctx.lang));
  registerEndpoint(app, deps, queryShippingOrders, ({ body, ctx }) => queryOrders(db, userOf(ctx), { ...body, group: 'shipping' }, ctx.lang));
  registerEndpoint(app, deps, queryReceivingOrders, ({ body, ctx }) => queryOrders(db, userOf(ctx), { ...body, group: 'receiving' }, ctx.lang));
  registerEndpoint(app, deps, queryCompletedOrders, ({ body, ctx }) => queryOrders(db, userOf(ctx), { ...body, group: 'completed' }, ctx.lang));
  registerEndpoint(app, deps, orderDetailCall, ({ body, ctx }) => queryOrderDetail(db, userOf(ctx), body.orderId, ctx.lang));
  registerEndpoint(app, deps, queryOrderOrderDetail, ({ body, ctx }) => queryOrderDetail(db, userOf(ctx), body.orderId, ctx.lang));
  registerEndpoint(app, deps, orderGoodsCall, ({ body, ctx }) => queryOrderGoods(db, userOf(ctx), body.orderId, ctx.lang));
  registerEndpoint(app, deps, orderAddressCall, ({ body, ctx }) => queryOrderAddress(db, userOf(ctx), body.orderId, ctx.lang));
  registerEndpoint(app, deps, editOrderAddressCall, ({ body, ctx }) => editOrderAddress(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, quoteOrderAddressCall, ({ body, ctx }) => quoteOrderAddress(db, userOf(ctx), body.orderId));
  registerEndpoint(app, deps, cancelOrder, ({ body, ctx }) => cancelOwnOrder(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, deleteOrder, ({ body, ctx }) => deleteOwnOrder(db, userOf(ctx), body.orderId));
  registerEndpoint(app, deps, receiveOrderGoods, ({ body, ctx }) => receiveOwnOrder(db, userOf(ctx), body.orderId, ctx.lang));
  registerEndpoint(app, deps, payingDetailCall, ({ body, ctx }) => queryPayingDetail(db, userOf(ctx), body.checkoutNumber, ctx.lang));
  registerEndpoint(app, deps, queryOrderId, ({ body, ctx }) => queryOrderIdByNo(db, userOf(ctx), body.orderNo));
  registerEndpoint(app, deps, reorderOrder, ({ body, ctx }) => reorderCartGoods(db, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, shopUserOrdersCall, ({ body, ctx }) => queryShopUserOrders(db, userOf(ctx), body, ctx.lang));
}
