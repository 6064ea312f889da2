import type { FastifyInstance } from 'fastify';
import { queryMerchantOrders as ordersCall } from '@mall/contract/logistics/query-merchant-orders';
import { shipOrder as shipCall } from '@mall/contract/logistics/ship-order';
import { reviewPaymentVoucher as reviewCall } from '@mall/contract/payment/review-payment-voucher';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, shopOf, shopsOf, userOf } from '../../platform/route.ts';
import { shipOrder } from '../logistics/logistics.api.ts';
import { shopOfOrder } from '../order/order.api.ts';
import { reviewPaymentVoucher, shopOfPayment } from '../payment/payment.api.ts';
import { queryMerchantOrders } from './merchant-orders.service.ts';

/**
 * What a merchant does from the console, each call on a shop where the caller holds the call's right (the route's
 * shop scope checks it before the call runs): list orders, ship one, review a bank-transfer voucher.
 */
export function merchantConsoleRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  registerEndpoint(app, deps, ordersCall, ({ body, ctx }) => queryMerchantOrders(db, shopsOf(ctx), body, ctx.lang), { acrossShops: true });
  registerEndpoint(app, deps, shipCall, ({ body, ctx }) => shipOrder(deps, { accountId: userOf(ctx), shopId: shopOf(ctx) }, body, ctx.lang), {
    shopOf: (body) => shopOfOrder(db, body.orderId),
  });
  registerEndpoint(app, deps, reviewCall, ({ body, ctx }) => reviewPaymentVoucher(deps, userOf(ctx), body, ctx.lang), {
    shopOf: (body) => shopOfPayment(db, body.paymentNo),
  });
}
