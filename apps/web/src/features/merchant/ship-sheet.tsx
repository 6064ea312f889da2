import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TShopOrder } from '@mall/contract/logistics/query-shop-orders';
import { useParcelFields } from '../../shared/ui/parcel-fields.tsx';
import { SheetPopup } from '../../shared/ui/sheet-popup.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useShippingCompanies, useShipOrder } from './use-merchant-console.ts';

/**
 * Ships an order: the company and the tracking number, checked against the company's pattern here and again by the
 * server (which also refuses a number already used); the order then moves to shipped and the shopper can track it.
 */
export function ShipSheet({ order, onClose }: { order: TShopOrder | undefined; onClose: () => void }) {
  const { t } = useTranslation('merchant');
  const companies = useShippingCompanies();
  const ship = useShipOrder();
  const parcel = useParcelFields(companies.data, 'ship');
  const [problem, setProblem] = useState<string>();

  const submit = () => {
    if (!order) return;
    const sent = parcel.read();
    if (!sent) return;
    setProblem(undefined);
    ship.mutate(
      { orderId: order.orderId, ...sent },
      {
        onSuccess: () => {
          showToast(t('ship.done'));
          parcel.reset();
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <SheetPopup
      visible={order !== undefined}
      onClose={onClose}
      title={t('ship.title', { no: order?.orderNo ?? '' })}
      testId="ship-sheet"
      foot={
        <Button block color="primary" shape="rounded" loading={ship.isPending} onClick={submit} data-testid="ship-confirm">
          {t('ship.confirm')}
        </Button>
      }
    >
      {parcel.fields}
      {problem && (
        <p className="mall-auth-error" role="alert">
          {problem}
        </p>
      )}
    </SheetPopup>
  );
}
