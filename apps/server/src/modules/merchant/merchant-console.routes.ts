import type { FastifyInstance } from 'fastify';
import { queryMerchantOrders as ordersCall } from '@mall/contract/logistics/query-merchant-orders';
import { queryShopOrders as shopOrdersCall } from '@mall/contract/logistics/query-shop-orders';
import { shipOrder as shipCall } from '@mall/contract/logistics/ship-order';
import { queryReviewingPayments as reviewingCall } from '@mall/contract/payment/query-reviewing-payments';
import { reviewPaymentVoucher as reviewCall } from '@mall/contract/payment/review-payment-voucher';
import { readReviewingPayments } from '../../read-models/reviewing-payments.ts';
import { queryOperationalDashboard as dashboardCall } from '@mall/contract/shop/query-operational-dashboard';
import { inviteStaff as inviteCall, queryShopStaff as staffCall, revokeStaff as revokeCall, setStaffRights as rightsCall } from '@mall/contract/shop/shop-staff';
import { inviteStaff, queryShopStaff, revokeStaff, setStaffRights } from '../shop/shop.api.ts';
import { readShopDashboard } from '../../read-models/shop-dashboard.ts';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, shopsOf, userOf } from '../../platform/route.ts';
import { shipOrder } from '../logistics/logistics.api.ts';
import { shopOfOrder } from '../order/order.api.ts';
import { reviewPaymentVoucher, shopOfPayment } from '../payment/payment.api.ts';
import { queryMerchantOrders, queryShopOrders } from './merchant-orders.service.ts';

/**
 * What a merchant does from the console, each call on a shop where the caller holds the call's right (the route's
 * shop scope checks it before the call runs): orders (list, ship, bank-transfer vouchers), the dashboard, the staff.
 */
export function merchantConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, ordersCall, ({ body, ctx }) => queryMerchantOrders(db, shopsOf(ctx), body, ctx.lang), { acrossShops: true });
  registerEndpoint(app, deps, shopOrdersCall, ({ body, ctx }) => queryShopOrders(db, shopOf(ctx), body, ctx.lang), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, shipCall, ({ body, ctx }) => shipOrder(deps, { accountId: userOf(ctx), shopId: shopOf(ctx) }, body, ctx.lang), {
    shopOf: (body) => shopOfOrder(db, body.orderId),
  });
  registerEndpoint(app, deps, dashboardCall, ({ body, ctx }) => readShopDashboard(db, shopOf(ctx), body.days, deps.config.businessTimeZone), {
    shopOf: (body) => body.shopId,
  });
  const byShop = { shopOf: (body: { shopId: number }) => body.shopId };
  registerEndpoint(app, deps, staffCall, ({ ctx }) => queryShopStaff(db, shopOf(ctx)), byShop);
  registerEndpoint(app, deps, inviteCall, ({ body, ctx }) => inviteStaff(db, userOf(ctx), body), byShop);
  registerEndpoint(app, deps, rightsCall, ({ body, ctx }) => setStaffRights(db, userOf(ctx), body), byShop);
  registerEndpoint(app, deps, revokeCall, ({ body, ctx }) => revokeStaff(db, userOf(ctx), body), byShop);
  registerEndpoint(app, deps, reviewingCall, ({ ctx }) => readReviewingPayments(db, shopOf(ctx)), { shopOf: (body) => body.shopId });
  registerEndpoint(app, deps, reviewCall, ({ body, ctx }) => reviewPaymentVoucher(deps, userOf(ctx), body, ctx.lang), {
    shopOf: (body) => shopOfPayment(db, body.paymentNo),
  });
}
