import { PAY_CHANNELS, type PayChannel, type PayChannelName } from '@mall/contract/payment/payment-fields';

/** A channel's id as the key of its name in the payment texts (`channels.<name>`). */
export function channelName(payChannel: PayChannel): PayChannelName {
  const found = (Object.keys(PAY_CHANNELS) as PayChannelName[]).find((name) => PAY_CHANNELS[name] === payChannel);
  return found ?? 'sandbox';
}
