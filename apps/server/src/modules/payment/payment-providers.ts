import { PAY_CHANNELS, type PayChannel, type TPayPackage } from '@mall/contract/payment/payment-fields';
import type { CodeName } from '@mall/contract/platform/codes';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { sandboxSecret, signPackage } from './payment-sign.ts';

/**
 * The channels that hand the money to someone outside the platform, behind one interface: the test sandbox, the
 * scan (QR) flow built on it, WeChat Pay and Alipay. The wallet and offline transfers are settled by the platform
 * itself (payment-create.service.ts, payment-offline.service.ts) and are not providers.
 */
export interface PayProvider {
  channel: PayChannel;
  /**
   * Whether shoppers are offered it at all: a channel that cannot take money in this deployment is not listed (a
   * shopper never sees a channel they cannot use for a reason of ours, nor configuration language).
   */
  offered(): boolean;
  /** Why it cannot take payments now (a code whose message the pay-method list shows), or null when it can. */
  unavailable(): CodeName | null;
  /** What `payment/create` hands the web app to pay with: the signed package, started with the provider. */
  start(payment: { paymentNo: string; amount: number; nonce: string }): Promise<TPayPackage>;
  /**
   * Gives a settled payment's money back. Answers 'refunded' when the money is back at once (the sandbox), or
   * 'refunding' when the provider will confirm later.
   */
  refund(refund: { paymentNo: string; amount: number; requestKey: string }): Promise<'refunded' | 'refunding'>;
}

/** The sandbox (4) and scan (5): signed test packages confirmed through `saleorder/payment/execute`. */
function testProvider(channel: PayChannel, db: Db, config: Config): PayProvider {
  return {
    channel,
    // The packages cost nothing to confirm, so only the demo (or PAYMENT_SANDBOX=true) offers them.
    offered: () => config.payment.sandbox,
    unavailable: () => (config.payment.sandbox ? null : 'PAYMENT_CHANNEL_UNAVAILABLE'),
    async start(payment) {
      return signPackage(await sandboxSecret(db, config), payment);
    },
    // No money moved, so it is back at once.
    refund: async () => 'refunded',
  };
}

/**
 * WeChat Pay (2) and Alipay (3). Until the merchant keys are set they answer PAYMENT_CHANNEL_NOT_CONFIGURED;
 * with keys set, the gateway call itself is what a deployment adds here (it needs the provider's certificates
 * and a public callback address), and until then the channel answers PAYMENT_CHANNEL_UNAVAILABLE.
 */
function gatewayProvider(channel: PayChannel, configured: boolean): PayProvider {
  const refuse = (): never => {
    throw new AppError(configured ? 'PAYMENT_CHANNEL_UNAVAILABLE' : 'PAYMENT_CHANNEL_NOT_CONFIGURED');
  };
  return {
    channel,
    // Not listed for shoppers until the gateway call exists; payment/create still refuses them with the code.
    offered: () => false,
    unavailable: () => (configured ? 'PAYMENT_CHANNEL_UNAVAILABLE' : 'PAYMENT_CHANNEL_NOT_CONFIGURED'),
    start: async () => refuse(),
    refund: async () => refuse(),
  };
}

/** The provider of a channel, or undefined for the wallet and offline transfers. */
export function providerOf(channel: PayChannel, db: Db, config: Config): PayProvider | undefined {
  switch (channel) {
    case PAY_CHANNELS.sandbox:
    case PAY_CHANNELS.scan:
      return testProvider(channel, db, config);
    case PAY_CHANNELS.wxpay:
      return gatewayProvider(channel, config.payment.wxpayMchId !== undefined);
    case PAY_CHANNELS.alipay:
      return gatewayProvider(channel, config.payment.alipayAppId !== undefined);
    default:
      return undefined;
  }
}
