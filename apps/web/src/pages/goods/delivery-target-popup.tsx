import { useState } from 'react';
import { Button } from 'antd-mobile';
import { CheckOutline, EnvironmentOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TAddress } from '@mall/contract/account/address-fields';
import type { TNation } from '@mall/contract/location/list-nations';
import type { DeliveryTarget } from '../../features/goods/use-delivery-cost.ts';
import { regionText } from '../../features/location/area-tree.ts';
import { AreaCascader, NationPicker } from '../../features/location/nation-pickers.tsx';
import { useTopAreas } from '../../features/location/use-locations.ts';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { ModalPopup } from '../../shared/ui/modal-popup.tsx';
import { addressTarget } from './address-target.ts';
import './delivery-target-popup.css';

export interface DeliveryTargetPopupProps {
  visible: boolean;
  onClose: () => void;
  current: DeliveryTarget | undefined;
  /** The shopper's addresses; undefined for a visitor. */
  addresses: { data: TAddress[] | undefined; isPending: boolean; isError: boolean; refetch: () => void } | undefined;
  /** Sends a visitor to log in (and back here). */
  onLogIn: () => void;
  onPick: (target: DeliveryTarget) => void;
}

/**
 * Where the goods page prices delivery to: one of the shopper's addresses, or any area picked with the address
 * form's nation and area pickers (a visitor can only pick an area, or log in for their addresses).
 */
export function DeliveryTargetPopup({ visible, onClose, current, addresses, onLogIn, onPick }: DeliveryTargetPopupProps) {
  const { t } = useTranslation('goods');
  const [nation, setNation] = useState<TNation | undefined>(undefined);
  const [areas, setAreas] = useState<{ ids: number[]; names: string[] }>({ ids: [], names: [] });
  const top = useTopAreas(nation?.id);
  const nationHasNoAreas = top.isSuccess && top.data.length === 0;

  const pick = (target: DeliveryTarget) => {
    onPick(target);
    onClose();
  };

  return (
    <ModalPopup visible={visible} onClose={onClose} closeOnMaskClick showCloseButton bodyClassName="mall-delivery-popup">
      <h2 className="mall-delivery-popup-title">{t('delivery.popupTitle')}</h2>
      <div className="mall-delivery-popup-body" data-testid="delivery-popup">
        {addresses ? (
          <section>
            <h3 className="mall-delivery-popup-heading">{t('delivery.myAddresses')}</h3>
            {addresses.isPending ? (
              <p className="mall-delivery-popup-note">{t('delivery.addressesLoading')}</p>
            ) : addresses.isError ? (
              <p className="mall-delivery-popup-note">
                {t('delivery.addressesFailed')}{' '}
                <button type="button" className="mall-delivery-popup-link" onClick={addresses.refetch}>
                  {t('delivery.retry')}
                </button>
              </p>
            ) : addresses.data && addresses.data.length > 0 ? (
              <ul className="mall-delivery-addresses">
                {addresses.data.map((a) => {
                  const target = addressTarget(a);
                  const chosen = current?.kind === 'address' && current.addressId === a.id;
                  return (
                    <li key={a.id}>
                      <button type="button" className={`mall-delivery-address${chosen ? ' is-chosen' : ''}`} aria-pressed={chosen} onClick={() => pick(target)} data-testid="delivery-address">
                        <EnvironmentOutline aria-hidden className="mall-delivery-address-icon" />
                        <span className="mall-delivery-address-text">
                          <span className="mall-delivery-address-region">
                            {target.label}
                            {a.isDefault && <em className="mall-delivery-address-default">{t('delivery.default')}</em>}
                          </span>
                          <span className="mall-delivery-address-detail">{a.detail}</span>
                          <span className="mall-delivery-address-who">
                            {a.receiverName} {maskMobile(a.mobile)}
                          </span>
                        </span>
                        {chosen && <CheckOutline aria-hidden className="mall-delivery-address-check" />}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mall-delivery-popup-note">
                {t('delivery.noAddresses')}{' '}
                <Link className="mall-delivery-popup-link" to="/pages/user/address/add">
                  {t('delivery.addAddress')}
                </Link>
              </p>
            )}
          </section>
        ) : (
          <button type="button" className="mall-delivery-login" onClick={onLogIn} data-testid="delivery-login">
            {t('delivery.logInForAddresses')}
          </button>
        )}

        <section>
          <h3 className="mall-delivery-popup-heading">{addresses ? t('delivery.otherArea') : t('delivery.pickArea')}</h3>
          <div className="mall-delivery-area">
            <NationPicker
              value={nation?.id}
              placeholder={t('delivery.nationPlaceholder')}
              onChange={(n) => {
                setNation(n);
                setAreas({ ids: [], names: [] });
              }}
            />
            {nation && !nationHasNoAreas && (
              <AreaCascader
                nationId={nation.id}
                value={areas.ids}
                names={areas.names}
                placeholder={t('delivery.areaPlaceholder')}
                onChange={(ids, names) => {
                  setAreas({ ids, names });
                  pick({ kind: 'area', nationId: nation.id, areaIds: ids, label: regionText(names) || nation.name });
                }}
              />
            )}
            {nation && nationHasNoAreas && (
              <Button block color="primary" shape="rounded" onClick={() => pick({ kind: 'area', nationId: nation.id, areaIds: [], label: nation.name })}>
                {t('delivery.useNation', { name: nation.name })}
              </Button>
            )}
          </div>
        </section>
      </div>
    </ModalPopup>
  );
}
