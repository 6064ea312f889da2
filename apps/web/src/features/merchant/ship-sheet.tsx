import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TShopOrder } from '@mall/contract/logistics/query-shop-orders';
import { FormField } from '../../shared/ui/form-field.tsx';
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
  const [companyCode, setCompanyCode] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [errors, setErrors] = useState<{ company?: string; tracking?: string; form?: string }>({});

  const submit = () => {
    if (!order) return;
    const company = companies.data?.find((c) => c.code === companyCode);
    const number = trackingNo.trim().toUpperCase();
    const next = {
      company: company ? undefined : t('ship.chooseCompany'),
      tracking: number === '' ? t('errors.required') : company && !new RegExp(company.trackingPattern).test(number) ? t('ship.trackingInvalid') : undefined,
    };
    setErrors(next);
    if (next.company || next.tracking) return;
    ship.mutate(
      { orderId: order.orderId, companyCode, trackingNo: number },
      {
        onSuccess: () => {
          showToast(t('ship.done'));
          setTrackingNo('');
          onClose();
        },
        onError: (error) => setErrors({ form: error.message }),
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
      <FormField label={t('ship.company')} name="company" error={errors.company} htmlFor="ship-company">
        <select id="ship-company" className="mall-console-select" value={companyCode} onChange={(e) => setCompanyCode(e.target.value)}>
          <option value="">{t('ship.chooseCompany')}</option>
          {(companies.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('ship.trackingNo')} name="trackingNo" error={errors.tracking} htmlFor="ship-tracking">
        <Input id="ship-tracking" value={trackingNo} onChange={setTrackingNo} maxLength={40} placeholder={t('ship.trackingPlaceholder')} autoComplete="off" />
      </FormField>
      {errors.form && (
        <p className="mall-auth-error" role="alert">
          {errors.form}
        </p>
      )}
    </SheetPopup>
  );
}
