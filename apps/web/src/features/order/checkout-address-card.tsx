import { LocationFill, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TAddress } from '@mall/contract/account/address-fields';
import type { TCheckoutProblem } from '@mall/contract/order/checkout-fields';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { addressLine } from '../../shared/format/region-line.ts';
import { ProblemList } from './problem-list.tsx';
import './checkout.css';

export interface CheckoutAddressCardProps {
  address: TAddress | null;
  /** The problems that concern no shop (no address). */
  problems: TCheckoutProblem[];
  onChoose: () => void;
  disabled?: boolean;
}

/** Where the orders go, at the top of the checkout: tap to choose another address, or to add the first one. */
export function CheckoutAddressCard({ address, problems, onChoose, disabled }: CheckoutAddressCardProps) {
  const { t } = useTranslation('order');
  return (
    <section className="mall-card mall-checkout-address" data-testid="checkout-address">
      <button type="button" className="mall-checkout-address-main" onClick={onChoose} disabled={disabled}>
        <LocationFill className="mall-checkout-address-icon" aria-hidden />
        {address ? (
          <span className="mall-checkout-address-text">
            <span className="mall-checkout-address-who">
              <strong>{address.receiverName}</strong>
              <span className="mall-checkout-address-phone">{maskMobile(`+${address.phoneCode} ${address.mobile}`)}</span>
              {address.isDefault && <span className="mall-checkout-tag">{t('address.default')}</span>}
            </span>
            <span className="mall-checkout-address-where">{addressLine(address)}</span>
          </span>
        ) : (
          <span className="mall-checkout-address-text">
            <strong className="mall-checkout-address-add">{t('address.add')}</strong>
            <span className="mall-checkout-address-where">{t('address.addHint')}</span>
          </span>
        )}
        {address && <span className="mall-visually-hidden">{t('address.change')}</span>}
        <RightOutline className="mall-checkout-chevron" aria-hidden />
      </button>
      <ProblemList problems={problems} />
      <div className="mall-checkout-address-stripe" aria-hidden />
    </section>
  );
}
