import { EnvironmentOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { TShipment } from '@mall/contract/logistics/shipment-fields';
import type { TOrderAddress } from '@mall/contract/order/order-fields';
import { formatDateTime } from '../../shared/format/date-time.ts';
import { maskMobile } from '../../shared/format/mask-mobile.ts';
import { addressLine } from '../../shared/format/region-line.ts';
import { CopyButton } from '../../shared/ui/copy-button.tsx';

/** The parcel at a glance: where it stands in words, the company and the tracking number with a copy button. */
export function ShipmentCard({ shipment }: { shipment: TShipment }) {
  const { t, i18n } = useTranslation('logistics');
  return (
    <section className="mall-card mall-logistics-card" data-testid="shipment-card" data-status={shipment.status}>
      <h2 className="mall-logistics-status">{t(`status.${shipment.status}`)}</h2>
      <p className="mall-logistics-status-note">{t(`statusNote.${shipment.status}`)}</p>
      <dl className="mall-logistics-facts">
        <div>
          <dt>{t('card.company')}</dt>
          <dd data-testid="shipment-company">{shipment.companyName}</dd>
        </div>
        <div>
          <dt>{t('card.trackingNo')}</dt>
          <dd>
            <span className="mall-logistics-tracking" data-testid="shipment-tracking-no">
              {shipment.trackingNo}
            </span>
            <CopyButton text={shipment.trackingNo} label={t('card.copy')} copied={t('card.copied')} failed={t('card.copyFailed')} testId="shipment-copy" />
          </dd>
        </div>
        <div>
          <dt>{t('card.shippedAt')}</dt>
          <dd>{formatDateTime(shipment.shippedAt, i18n.language)}</dd>
        </div>
        {shipment.deliveredAt && (
          <div>
            <dt>{t('card.deliveredAt')}</dt>
            <dd>{formatDateTime(shipment.deliveredAt, i18n.language)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Where the parcel goes: the order's delivery address as it was committed (or last changed before shipping), its region in the current language. */
export function ShipmentAddress({ address }: { address: TOrderAddress }) {
  const { t } = useTranslation('logistics');
  return (
    <section className="mall-card mall-logistics-address" data-testid="shipment-address">
      <EnvironmentOutline className="mall-logistics-address-icon" aria-hidden />
      <div>
        <p className="mall-logistics-address-label">{t('address.title')}</p>
        <p className="mall-logistics-address-who">
          <strong>{address.receiverName}</strong>
          <span>{`+${address.phoneCode} ${maskMobile(address.mobile)}`}</span>
        </p>
        <p className="mall-logistics-address-where">{addressLine(address, { withPostcode: true })}</p>
      </div>
    </section>
  );
}
