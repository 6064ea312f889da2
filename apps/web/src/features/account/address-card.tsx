import { Button, Checkbox, Tag } from 'antd-mobile';
import { CheckCircleFill, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TAddress } from '@mall/contract/account/address-fields';
import { regionLine } from '../../shared/format/region-line.ts';
import './address-card.css';

export interface AddressCardProps {
  address: TAddress;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  /** Pick mode (choosing where an order goes): tapping the address chooses it instead of editing it. */
  onPick?: () => void;
  /** In pick mode, the address chosen now. */
  chosen?: boolean;
}

/** An address as the shopper checks it: who receives, their number (in full: it is their own book), where. */
export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault, onPick, chosen = false }: AddressCardProps) {
  const { t } = useTranslation('account');
  return (
    <article className={chosen ? 'mall-card mall-address-card is-chosen' : 'mall-card mall-address-card'} data-address-id={address.id} data-default={address.isDefault}>
      <button
        type="button"
        className="mall-address-main"
        onClick={onPick ?? onEdit}
        aria-current={chosen || undefined}
      >
        <span className="mall-address-head">
          <strong className="mall-address-name">{address.receiverName}</strong>
          <span className="mall-address-phone">{`+${address.phoneCode} ${address.mobile}`}</span>
          {address.isDefault && (
            <Tag color="primary" fill="outline" className="mall-address-tag">
              {t('address.default')}
            </Tag>
          )}
          {chosen && (
            <span className="mall-address-chosen">
              <CheckCircleFill aria-hidden /> {t('address.chosen')}
            </span>
          )}
        </span>
        <span className="mall-address-region">{[address.nationName, regionLine(address)].filter(Boolean).join(' ')}</span>
        <span className="mall-address-detail">{address.detail}</span>
        {address.postcode && <span className="mall-address-postcode">{t('address.postcodeShown', { postcode: address.postcode })}</span>}
        <span className="mall-visually-hidden">{onPick ? t('address.pickOne', { name: address.receiverName }) : t('address.editOne', { name: address.receiverName })}</span>
      </button>
      <footer className="mall-address-actions">
        <Checkbox
          checked={address.isDefault}
          disabled={busy || address.isDefault}
          onChange={(checked) => checked && onMakeDefault()}
          style={{ '--icon-size': '16px', '--font-size': '13px', '--gap': '6px' }}
          data-testid="make-default"
        >
          {address.isDefault ? t('address.isDefault') : t('address.makeDefault')}
        </Checkbox>
        <span className="mall-address-buttons">
          <Button size="mini" fill="none" onClick={onEdit} disabled={busy}>
            <EditSOutline /> {t('address.edit')}
          </Button>
          <Button size="mini" fill="none" onClick={onDelete} disabled={busy} data-testid="delete-address">
            <DeleteOutline /> {t('address.delete')}
          </Button>
        </span>
      </footer>
    </article>
  );
}
