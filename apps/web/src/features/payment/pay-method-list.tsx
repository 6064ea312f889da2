import { Radio } from 'antd-mobile';
import { AlipayCircleFill, BankcardOutline, CheckShieldOutline, MessageFill, PayCircleOutline, ScanCodeOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TPayMethod } from '@mall/contract/payment/list-pay-methods';
import { PAY_CHANNELS, type PayChannel } from '@mall/contract/payment/payment-fields';
import { useFormatMoney } from '../../shared/format/money-context.ts';
import './payment.css';

/** Whether a method can pay this amount now: the server says it is available, and a wallet must hold enough. */
export function canPayWith(method: TPayMethod, amount: number): boolean {
  const fromBalance = method.payChannel === PAY_CHANNELS.wallet || method.payChannel === PAY_CHANNELS.shop_balance;
  return method.available && (!fromBalance || (method.balance ?? 0) >= amount);
}

/** The method picked first: the server's default when usable, else the first usable one. */
export function firstPick(methods: readonly TPayMethod[], amount: number): PayChannel | undefined {
  const usable = methods.filter((m) => canPayWith(m, amount));
  return (usable.find((m) => m.isDefault) ?? usable[0])?.payChannel;
}

function MethodIcon({ payChannel }: { payChannel: PayChannel }) {
  switch (payChannel) {
    case PAY_CHANNELS.wallet:
    case PAY_CHANNELS.shop_balance:
      return <PayCircleOutline />;
    case PAY_CHANNELS.wxpay:
      return <MessageFill />;
    case PAY_CHANNELS.alipay:
      return <AlipayCircleFill />;
    case PAY_CHANNELS.scan:
      return <ScanCodeOutline />;
    case PAY_CHANNELS.offline:
      return <BankcardOutline />;
    default:
      return <CheckShieldOutline />;
  }
}

export interface PayMethodListProps {
  methods: readonly TPayMethod[];
  amount: number;
  value: PayChannel | undefined;
  onChange: (payChannel: PayChannel) => void;
}

/**
 * The channels as a radio list, in the server's order: each with its name and description; the wallet with its
 * balance (off when short); the ones that cannot pay now shown off with the server's reason.
 */
export function PayMethodList({ methods, amount, value, onChange }: PayMethodListProps) {
  const { t } = useTranslation('payment');
  const format = useFormatMoney();
  return (
    <section className="mall-card mall-pay-methods" data-testid="pay-methods">
      <h2 className="mall-pay-section-title">{t('pay.methods')}</h2>
      <Radio.Group value={value ?? null} onChange={(v) => typeof v === 'number' && onChange(v as PayChannel)}>
        <ul>
          {methods.map((method) => {
            const usable = canPayWith(method, amount);
            // The shop balance (shop membership) says its balance as the wallet does.
            const isWallet = (method.payChannel === PAY_CHANNELS.wallet || method.payChannel === PAY_CHANNELS.shop_balance) && method.balance !== null;
            const short = isWallet && (method.balance ?? 0) < amount;
            let note = method.description;
            // The wallet always says its balance, and that it is short when it is; others say why they are off.
            if (isWallet && (method.available || short)) note = t(short ? 'pay.balanceShort' : 'pay.balance', { amount: format(method.balance ?? 0).text });
            else if (!method.available) note = method.unavailableReason ?? method.description;
            return (
              <li key={method.payChannel}>
                <label className={usable ? 'mall-pay-method' : 'mall-pay-method is-off'} data-testid="pay-method" data-channel={method.payChannel} data-usable={usable}>
                  <span className={`mall-pay-method-icon is-${method.payChannel}`} aria-hidden>
                    <MethodIcon payChannel={method.payChannel} />
                  </span>
                  <span className="mall-pay-method-text">
                    <span className="mall-pay-method-name">{method.name}</span>
                    {note && <span className={!usable ? 'mall-pay-method-note is-warning' : 'mall-pay-method-note'}>{note}</span>}
                  </span>
                  <Radio value={method.payChannel} disabled={!usable}>
                    <span className="mall-visually-hidden">{method.name}</span>
                  </Radio>
                </label>
              </li>
            );
          })}
        </ul>
      </Radio.Group>
    </section>
  );
}
