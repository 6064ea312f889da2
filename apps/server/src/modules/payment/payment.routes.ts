import type { FastifyInstance } from 'fastify';
import { cancelPayment as cancelCall } from '@mall/contract/payment/cancel-payment';
import { createPayment as createCall } from '@mall/contract/payment/create-payment';
import { executePayment as executeCall } from '@mall/contract/payment/execute-payment';
import { listPayMethods as methodsCall } from '@mall/contract/payment/list-pay-methods';
import { queryPaymentContext as contextCall } from '@mall/contract/payment/query-payment-context';
import { queryPaymentDetail as detailCall } from '@mall/contract/payment/query-payment-detail';
import { queryPaymentStatus as statusCall } from '@mall/contract/payment/query-payment-status';
import { submitPaymentVoucher as voucherCall } from '@mall/contract/payment/submit-payment-voucher';
import { queryRechargeDetail as rechargeDetailCall } from '@mall/contract/payment/query-recharge-detail';
import { queryRechargeStatus as rechargeStatusCall } from '@mall/contract/payment/query-recharge-status';
import { queryWalletFlow as walletFlowCall } from '@mall/contract/payment/query-wallet-flow';
import { takeRechargeOrder as rechargeTakeCall } from '@mall/contract/payment/take-recharge-order';
import type { Deps } from '../../platform/deps.ts';
import { registerEndpoint, userOf } from '../../platform/route.ts';
import { cancelPayment, executePayment, queryPaymentDetail, queryPaymentStatus } from './payment-confirm.service.ts';
import { createPayment } from './payment-create.service.ts';
import { listPayMethods, queryPaymentContext } from './payment-methods.service.ts';
import { submitPaymentVoucher } from './payment-offline.service.ts';
import { queryRechargeDetail, queryRechargeStatus, queryWalletFlow, takeRechargeOrder } from './recharge.service.ts';
import { queryShopRechargeDetail as shopRechargeDetailCall } from '@mall/contract/payment/query-shop-recharge-detail';
import { queryShopRechargeStatus as shopRechargeStatusCall } from '@mall/contract/payment/query-shop-recharge-status';
import { takeShopRechargeOrder as shopRechargeTakeCall } from '@mall/contract/payment/take-shop-recharge-order';
import { queryShopRechargeDetail, queryShopRechargeStatus, takeShopRechargeOrder } from './shop-recharge.service.ts';

/** Paying orders: the channels, the payment page's context, create, confirm (sandbox, scan), cancel, read, bank-transfer vouchers (merchants review them from the console, merchant/). */
export function paymentRoutes(app: FastifyInstance, deps: Deps): void {
  registerEndpoint(app, deps, methodsCall, async ({ body, ctx }) => ({ methods: await listPayMethods(deps, userOf(ctx), body.orderIds, ctx.lang) }));
  registerEndpoint(app, deps, contextCall, ({ body, ctx }) => queryPaymentContext(deps, userOf(ctx), body, ctx.lang));
  registerEndpoint(app, deps, createCall, ({ body, ctx }) => createPayment(deps, userOf(ctx), body));
  registerEndpoint(app, deps, executeCall, ({ body }) => executePayment(deps, body));
  registerEndpoint(app, deps, cancelCall, ({ body, ctx }) => cancelPayment(deps, userOf(ctx), body.paymentNo, ctx.lang));
  registerEndpoint(app, deps, detailCall, ({ body, ctx }) => queryPaymentDetail(deps, userOf(ctx), body.paymentNo, ctx.lang));
  registerEndpoint(app, deps, statusCall, ({ body, ctx }) => queryPaymentStatus(deps, userOf(ctx), body.paymentNo));
  registerEndpoint(app, deps, voucherCall, ({ body, ctx }) => submitPaymentVoucher(deps, userOf(ctx), body, ctx.lang));
  // Recharging the wallet through a provider channel, and the wallet's statement (recharge.service.ts).
  registerEndpoint(app, deps, rechargeTakeCall, ({ body, ctx }) => takeRechargeOrder(deps, userOf(ctx), body));
  registerEndpoint(app, deps, rechargeDetailCall, ({ body, ctx }) => queryRechargeDetail(deps, userOf(ctx), body.paymentNo));
  registerEndpoint(app, deps, rechargeStatusCall, ({ body, ctx }) => queryRechargeStatus(deps, userOf(ctx), body.paymentNo));
  registerEndpoint(app, deps, walletFlowCall, ({ body, ctx }) => queryWalletFlow(deps, userOf(ctx), body));
  // Topping up a stored value at a shop (shop membership, shop-recharge.service.ts).
  registerEndpoint(app, deps, shopRechargeTakeCall, ({ body, ctx }) => takeShopRechargeOrder(deps, userOf(ctx), body));
  registerEndpoint(app, deps, shopRechargeDetailCall, ({ body, ctx }) => queryShopRechargeDetail(deps, userOf(ctx), body.paymentNo));
  registerEndpoint(app, deps, shopRechargeStatusCall, ({ body, ctx }) => queryShopRechargeStatus(deps, userOf(ctx), body.paymentNo));
}
